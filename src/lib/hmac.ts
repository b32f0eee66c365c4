import { hash } from 'node:crypto';

const BLOCK = 64; // SHA-256's block size

/**
 * HMAC-SHA256 (RFC 2104: H(K ⊕ opad ‖ H(K ⊕ ipad ‖ m))) over Node's one-shot
 * `crypto.hash`, with the padded keys computed once per secret. The output is
 * byte for byte `createHmac('sha256', secret)`'s (a unit test checks it), but
 * no Hmac object is made: under load each `createHmac` call cost the HTTP
 * benchmark about 10 µs per request (a native handle and a stream object per
 * call, then the collector's work on them) against about 1 µs in a loop
 * (docs/performance.md, issue 19). For signatures made on hot paths (cursors).
 */
export class HmacSha256 {
  readonly #inner: Buffer;
  readonly #outer: Buffer;

  constructor(secret: Buffer) {
    // A key longer than a block is hashed first, as RFC 2104 says; a shorter one is zero-padded.
    const key = Buffer.alloc(BLOCK);
    (secret.length > BLOCK ? hash('sha256', secret, 'buffer') : secret).copy(key);
    this.#inner = Buffer.allocUnsafe(BLOCK);
    this.#outer = Buffer.allocUnsafe(BLOCK);
    for (let i = 0; i < BLOCK; i++) {
      this.#inner[i] = key[i]! ^ 0x36;
      this.#outer[i] = key[i]! ^ 0x5c;
    }
  }

  /** The MAC of `data` (a string is taken as UTF-8), in the given encoding. */
  digest(data: string, encoding: 'hex' | 'base64' | 'base64url'): string {
    const length = Buffer.byteLength(data, 'utf8');
    const inner = Buffer.allocUnsafe(BLOCK + length);
    this.#inner.copy(inner, 0);
    inner.write(data, BLOCK, 'utf8');
    const outer = Buffer.allocUnsafe(BLOCK + 32);
    this.#outer.copy(outer, 0);
    hash('sha256', inner, 'buffer').copy(outer, BLOCK);
    return hash('sha256', outer, encoding);
  }
}
