import { createHash } from 'node:crypto';

/**
 * Makes a recording the same on every run: ids, public ids, cursors, secrets
 * and workspace ids are random per run, so each distinct value is replaced, in
 * the order it first appears, by a fixed stand-in of the same shape. Values
 * that are the same in the recording stay the same in the examples (a list's
 * id is the id the read uses).
 */
export class Normaliser {
  readonly #seen = new Map<string, string>();
  readonly #counts = new Map<string, number>();

  #stand(kind: string, value: string, make: (n: number) => string): string {
    const known = this.#seen.get(value);
    if (known) return known;
    const n = (this.#counts.get(kind) ?? 0) + 1;
    this.#counts.set(kind, n);
    const made = make(n);
    this.#seen.set(value, made);
    return made;
  }

  #digest(seed: string, alphabet: string, length: number): string {
    const bytes = createHash('sha256').update(seed).digest();
    let out = '';
    for (let i = 0; out.length < length; i++) out += alphabet[bytes[i % bytes.length]! % alphabet.length];
    return out;
  }

  string(s: string): string {
    return (
      s
        // UUIDs: v7-shaped, numbered.
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (u) =>
          this.#stand('uuid', u.toLowerCase(), (n) => `0193a6f0-7c00-7000-8000-${n.toString(16).padStart(12, '0')}`),
        )
        // Public ids of agents, tours and hubs.
        .replace(/\b(ag|tr|hb)_[a-z2-9]{10}\b/g, (p, prefix: string) =>
          this.#stand(
            prefix,
            p,
            (n) => `${prefix}_${this.#digest(`${prefix}${n}`, 'abcdefghijkmnpqrstuvwxyz23456789', 10)}`,
          ),
        )
        // Workspace and sandbox ids, webhook secrets.
        .replace(
          /\b(ws|sbx)_([A-Za-z0-9]{20})\b/g,
          (_w, prefix: string, suffix: string) =>
            `${prefix}_${this.#stand('workspace', suffix, (n) => this.#digest(`workspace${n}`, BASE62, 20))}`,
        )
        .replace(/\bwhsec_[A-Za-z0-9]{40}\b/g, (w) =>
          this.#stand('secret', w, (n) => `whsec_${this.#digest(`secret${n}`, BASE62, 40)}`),
        )
        // API keys shown once at creation.
        .replace(/\bsvc_(live|test)_[A-Za-z0-9]{40}\b/g, (k, mode: string) =>
          this.#stand('key', k, (n) => `svc_${mode}_${this.#digest(`key${n}`, BASE62, 40)}`),
        )
        // One-time sign-in links.
        .replace(/#token=[A-Za-z0-9_-]{43}\b/g, (t) =>
          this.#stand('link', t, (n) => `#token=${this.#digest(`link${n}`, BASE64URL, 43)}`),
        )
    );
  }

  /** Opaque signed cursors: a fixed opaque string per distinct cursor. */
  cursor(c: string): string {
    return this.#stand(
      'cursor',
      c,
      (n) => `${this.#digest(`cursor${n}`, BASE64URL, 48)}.${this.#digest(`sig${n}`, BASE64URL, 43)}`,
    );
  }

  value(v: unknown, key?: string): unknown {
    if (typeof v === 'string' && (key === 'csrfToken' || key === 'token'))
      return this.#stand('token', v, (n) => this.#digest(`token${n}`, BASE64URL, 43));
    if (typeof v === 'string') return key === 'nextCursor' || key === 'cursor' ? this.cursor(v) : this.string(v);
    if (Array.isArray(v)) return v.map((x) => this.value(x));
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [this.string(k), this.value(x, k)]));
    }
    return v;
  }
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE64URL = `${BASE62}-_`;
