import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { Slot } from '../lib/slots.js';

/** Where `npm run build` writes the page SDK (vite build of sdk/, see sdk/vite.config.ts). */
export const DEFAULT_BUNDLE = fileURLToPath(new URL('../../dist/sdk/sdk.js', import.meta.url));

/** Extension slot: tests serve a bundle they built themselves. */
export const BUNDLE_SLOT = new Slot<string>('pageSdk.bundlePath');

export interface Bundle {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** A strong validator: the content's hash (so every process of a deployment agrees). */
  etag: string;
}

/**
 * The built SDK, read once and kept in memory with its gzip and brotli forms.
 * A rebuilt file (another size or modification time) is read again, so a
 * running development server serves the latest build.
 */
export class BundleFile {
  #cached: { key: string; bundle: Bundle } | null = null;
  #loading: Promise<Bundle | null> | null = null;

  constructor(readonly path: string) {}

  async get(): Promise<Bundle | null> {
    let key: string;
    try {
      const st = await fs.stat(this.path);
      key = `${st.size}:${st.mtimeMs}`;
    } catch {
      return null;
    }
    if (this.#cached?.key === key) return this.#cached.bundle;
    this.#loading ??= this.#load(key).finally(() => {
      this.#loading = null;
    });
    return this.#loading;
  }

  async #load(key: string): Promise<Bundle | null> {
    let identity: Buffer;
    try {
      identity = await fs.readFile(this.path);
    } catch {
      return null;
    }
    const [gzip, br] = await Promise.all([
      new Promise<Buffer>((resolve, reject) =>
        zlib.gzip(identity, { level: 9 }, (e, b) => (e ? reject(e) : resolve(b))),
      ),
      new Promise<Buffer>((resolve, reject) =>
        zlib.brotliCompress(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }, (e, b) =>
          e ? reject(e) : resolve(b),
        ),
      ),
    ]);
    const bundle = {
      identity,
      gzip,
      br,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
    this.#cached = { key, bundle };
    return bundle;
  }
}

/** True when an If-None-Match header names this ETag (weak or strong; `*` matches anything). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** The best encoding the client accepts: br, then gzip, else none (q=0 refuses one). */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
