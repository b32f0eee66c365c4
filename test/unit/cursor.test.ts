import fc from 'fast-check';
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CursorCodec } from '../../src/platform/paging/cursor.js';
import { ApiError } from '../../src/contract/errors.js';

const codec = new CursorCodec(randomBytes(32));
const scope = { list: 'follow-ups', tenant: 'ws_abcdefgh', filters: { status: 'open' } };

function rejects(fn: () => unknown): boolean {
  try {
    fn();
    return false;
  } catch (err) {
    return err instanceof ApiError && err.code === 'invalid-request' && err.param === 'cursor';
  }
}

describe('cursors', () => {
  it('are signed with HMAC-SHA256 of the secret, as every earlier process signed them', () => {
    const secret = randomBytes(32);
    const c = new CursorCodec(secret).encode(scope, [
      '2026-01-01T00:00:00.000Z',
      '0190f0f0-0000-7000-8000-000000000000',
    ]);
    const [payload, sig] = c.split('.');
    expect(sig).toBe(createHmac('sha256', secret).update(payload!).digest('base64url').slice(0, 24));
  });

  it('round-trip any position', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }), (pos) => {
        expect(codec.decode(codec.encode(scope, pos), scope)).toEqual(pos);
      }),
    );
  });

  it('are refused when edited, forged, or used for another list, filter set or data set', () => {
    const c = codec.encode(scope, ['2026-01-01T00:00:00.000Z', '0190f0f0-0000-7000-8000-000000000000']);
    expect(rejects(() => codec.decode(c, { ...scope, list: 'leads' }))).toBe(true);
    expect(rejects(() => codec.decode(c, { ...scope, tenant: 'sbx_abcdefgh' }))).toBe(true);
    expect(rejects(() => codec.decode(c, { ...scope, filters: { status: 'answered' } }))).toBe(true);
    expect(rejects(() => new CursorCodec(randomBytes(32)).decode(c, scope))).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: c.length - 1 }), fc.constantFrom(...'abcXYZ019-_.'), (i, ch) => {
        const edited = c.slice(0, i) + ch + c.slice(i + 1);
        if (edited !== c) expect(rejects(() => codec.decode(edited, scope))).toBe(true);
      }),
    );
    for (const junk of ['', '.', 'abc', 'a.b', '....', 'x'.repeat(3000)])
      expect(rejects(() => codec.decode(junk, scope))).toBe(true);
  });

  it('pages: trims the extra row and cursors from the last kept one', () => {
    const rows = [1, 2, 3, 4].map((n) => ({ n }));
    const page = codec.page(rows, 3, scope, (r) => [r.n]);
    expect(page.items).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(codec.decode(page.nextCursor!, scope)).toEqual([3]);
    expect(codec.page(rows.slice(0, 3), 3, scope, (r) => [r.n]).nextCursor).toBeNull();
  });
});
