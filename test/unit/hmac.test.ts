import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HmacSha256 } from '../../src/lib/hmac.js';

describe('HmacSha256 (one-shot HMAC over crypto.hash)', () => {
  it('equals createHmac for any secret length (empty, short, one block, longer than a block) and any text', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 200 }),
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        (secret, text) => {
          const key = Buffer.from(secret);
          const mac = new HmacSha256(key);
          for (const enc of ['hex', 'base64', 'base64url'] as const) {
            expect(mac.digest(text, enc)).toBe(createHmac('sha256', key).update(text, 'utf8').digest(enc));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('encodes texts with lone surrogates as createHmac does (U+FFFD), so the buffer it fills is exactly the text', () => {
    const key = Buffer.from('k');
    for (const text of ['\ud800', 'a\udc00b', '\ud83d\ude00\ud800', 'é'.repeat(100)]) {
      expect(new HmacSha256(key).digest(text, 'hex')).toBe(
        createHmac('sha256', key).update(text, 'utf8').digest('hex'),
      );
    }
  });

  it('matches RFC 4231 test case 2 (a short key)', () => {
    expect(new HmacSha256(Buffer.from('Jefe')).digest('what do ya want for nothing?', 'hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches RFC 4231 test case 6 (a 131-byte key, hashed first)', () => {
    expect(
      new HmacSha256(Buffer.alloc(131, 0xaa)).digest('Test Using Larger Than Block-Size Key - Hash Key First', 'hex'),
    ).toBe('60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54');
  });
});
