import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/errors.js';
import type { Deps } from '../deps.js';
import { Slot } from '../lib/slots.js';
import type { ResourceModule } from '../modules.js';
import { etagMatches, pickEncoding } from '../page-sdk/bundle.js';

/** Where `npm run build` writes the dashboard (vite build of app/, see app/vite.config.ts). */
export const DEFAULT_DASHBOARD_DIR = fileURLToPath(new URL('../../dist/app/', import.meta.url));

/** Extension slot: tests serve a dashboard they built themselves. */
export const DASHBOARD_DIR_SLOT = new Slot<string>('dashboard.dir');

/**
 * The dashboard's policy: its code and styles only from this server (no inline script or
 * style element, no eval), calls only to this server (the /v1 API and its event stream),
 * images from here or data: (the empty favicon), frames only of this server (the widget's
 * preview), no plugins, no <base>, forms post only here, and nothing may frame it.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

interface Asset {
  type: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

/** Built files, read once per process (a rebuilt index.html is picked up: its size or time changes). */
class DashboardFiles {
  readonly #cache = new Map<string, { key: string; asset: Asset }>();
  constructor(readonly dir: string) {}

  async get(rel: string): Promise<Asset | null> {
    const file = path.join(this.dir, rel);
    let key: string;
    try {
      const st = await fs.stat(file);
      if (!st.isFile()) return null;
      key = `${st.size}:${st.mtimeMs}`;
    } catch {
      return null;
    }
    const hit = this.#cache.get(rel);
    if (hit?.key === key) return hit.asset;
    const identity = await fs.readFile(file);
    const type = TYPES[path.extname(rel)] ?? 'application/octet-stream';
    const compressible = /^(text\/|application\/json|image\/svg)/.test(type) && identity.length > 512;
    const asset: Asset = {
      type,
      identity,
      gzip: compressible ? zlib.gzipSync(identity, { level: 9 }) : null,
      br: compressible
        ? zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
        : null,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    };
    this.#cache.set(rel, { key, asset });
    return asset;
  }
}

function send(req: FastifyRequest, reply: FastifyReply, asset: Asset, cache: string): FastifyReply {
  reply
    .header('Content-Type', asset.type)
    .header('Cache-Control', cache)
    .header('ETag', asset.etag)
    .header('Vary', 'Accept-Encoding')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'same-origin')
    .header('Cross-Origin-Resource-Policy', 'same-origin');
  if (etagMatches(req.headers['if-none-match'], asset.etag)) return reply.code(304).send();
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : null;
  if (body) return reply.header('Content-Encoding', encoding).send(body);
  return reply.send(asset.identity);
}

/** A file of /app/assets/: hashed names only (Vite's output), no path tricks. */
const ASSET_NAME = /^[A-Za-z0-9_.-]+\.(js|css|svg|png|woff2)$/;

/**
 * The dashboard (app/, a single-page app) at /app: hashed assets under /app/assets/ kept
 * for a year, and index.html, revalidated on every load, for /app and any client route
 * under it (/app/inbox/…), so a reload or a shared link opens the right page. Public like
 * /sdk.js (the page itself holds no data; every call it makes to /v1 is authenticated).
 */
function registerDashboard(app: FastifyInstance, deps: Deps): void {
  let files: DashboardFiles | null = null;
  const dir = () => (files ??= new DashboardFiles(deps.slots.get(DASHBOARD_DIR_SLOT) ?? DEFAULT_DASHBOARD_DIR));

  const index = async (req: FastifyRequest, reply: FastifyReply) => {
    const asset = await dir().get('index.html');
    if (!asset) {
      deps.log.warn({ dir: dir().dir }, 'the dashboard is not built; run npm run build');
      throw new ApiError('not-found', 'The dashboard is not built on this server (run npm run build).');
    }
    reply
      .header('Content-Security-Policy', DASHBOARD_CSP)
      .header('Cross-Origin-Opener-Policy', 'same-origin')
      .header('X-Frame-Options', 'DENY');
    return send(req, reply, asset, 'no-cache');
  };

  app.route({ method: 'GET', url: '/app', schema: { hide: true }, config: { asset: true }, handler: index });
  app.route({
    method: 'GET',
    url: '/app/*',
    schema: { hide: true },
    config: { asset: true },
    handler: async (req, reply) => {
      const rest = (req.params as { '*': string })['*'];
      if (!rest.startsWith('assets/')) return index(req, reply);
      const name = rest.slice('assets/'.length);
      const asset = ASSET_NAME.test(name) ? await dir().get(path.join('assets', name)) : null;
      if (!asset) throw new ApiError('not-found', 'No such file of the dashboard.');
      return send(req, reply, asset, 'public, max-age=31536000, immutable');
    },
  });
}

export const dashboardModule: ResourceModule = {
  name: 'dashboard',
  plugin: registerDashboard,
};
