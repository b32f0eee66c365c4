import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The example site's files (pages, styles, pictures), beside the sources in the repository. */
export const SITE_DIR = fileURLToPath(new URL('../../example/site/', import.meta.url));

/** Pretty addresses of the site's pages and the files they come from. */
export const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/pricing': 'pricing.html',
  '/security': 'security.html',
  '/docs/getting-started': 'docs/getting-started.html',
  '/about': 'about.html',
};

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wav': 'audio/wav',
};

export interface SiteOptions {
  host?: string;
  port?: number;
  /** The Concierge service's origin (where sdk.js and the runtime API live). */
  serviceOrigin: string;
  /** The example agent's public id and tour, read at each request (they exist once setup ran). */
  agent: () => { publicId: string; tourPublicId: string } | null;
}

export interface RunningSite {
  origin: string;
  close(): Promise<void>;
}

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The strict Content-Security-Policy the example pages carry: nothing inline,
 * scripts and calls only from the site itself and the Concierge service.
 */
export function exampleCsp(serviceOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${serviceOrigin}`,
    `connect-src ${serviceOrigin}`,
    `img-src 'self' ${serviceOrigin}`,
    `media-src 'self' ${serviceOrigin}`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A short, quiet chime as a WAV file: the narration of the tour's first step. */
export function chimeWav(seconds = 0.8, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const buf = Buffer.alloc(44 + samples);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate, 28);
  buf.writeUInt16LE(1, 32);
  buf.writeUInt16LE(8, 34); // 8-bit unsigned
  buf.write('data', 36);
  buf.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) {
    const fade = 1 - i / samples;
    buf[44 + i] = Math.round(128 + 40 * fade * Math.sin((2 * Math.PI * 660 * i) / rate));
  }
  return buf;
}

async function page(
  file: string,
  opts: SiteOptions,
  agent: { publicId: string; tourPublicId: string },
): Promise<string> {
  const [layout, body] = await Promise.all([
    fs.readFile(path.join(SITE_DIR, '_layout.html'), 'utf8'),
    fs.readFile(path.join(SITE_DIR, file), 'utf8'),
  ]);
  const meta = (name: string) => new RegExp(`<!-- ${name}: (.*?) -->`).exec(body)?.[1] ?? '';
  const values: Record<string, string> = {
    TITLE: meta('title'),
    DESCRIPTION: meta('description'),
    SERVICE: opts.serviceOrigin,
    AGENT: agent.publicId,
    TOUR: agent.tourPublicId,
  };
  const fill = (s: string) => s.replace(/\{\{([A-Z]+)\}\}/g, (_, k: string) => escapeAttr(values[k] ?? ''));
  return fill(layout.replace('{{CONTENT}}', () => body.replace(/<!--.*?-->\n?/g, '')));
}

/**
 * Serves the example site: its pages with the one-line embed and a strict
 * CSP, robots.txt and a sitemap (what the knowledge crawler reads), and its
 * static files.
 */
export async function startExampleSite(opts: SiteOptions): Promise<RunningSite> {
  let origin = '';
  const server = http.createServer((req, res) => {
    const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const url = new URL(req.url ?? '/', 'http://site');
    const pathname = url.pathname.replace(/\/+$/, '') || '/';
    void (async () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'method not allowed');
      if (PAGES[pathname]) {
        const agent = opts.agent();
        if (!agent)
          return send(503, 'text/plain; charset=utf-8', 'The example is still being set up; reload in a moment.', {
            'retry-after': '2',
          });
        return send(200, 'text/html; charset=utf-8', await page(PAGES[pathname], opts, agent), {
          'content-security-policy': exampleCsp(opts.serviceOrigin),
        });
      }
      if (pathname === '/robots.txt')
        return send(200, 'text/plain', `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
      if (pathname === '/sitemap.xml') {
        const urls = Object.keys(PAGES).map((p) => `  <url><loc>${origin}${p === '/' ? '/' : p}</loc></url>`);
        return send(
          200,
          'application/xml',
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        );
      }
      if (pathname === '/media/welcome.wav') return send(200, 'audio/wav', chimeWav());
      const file = path.resolve(SITE_DIR, `.${pathname}`);
      const type = TYPES[path.extname(file)];
      if (!type || !file.startsWith(SITE_DIR) || path.basename(file).startsWith('_'))
        return send(404, 'text/plain', 'not found');
      const body = await fs.readFile(file).catch(() => null);
      return body ? send(200, type, body) : send(404, 'text/plain', 'not found');
    })().catch(() => send(500, 'text/plain', 'error'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const addr = server.address() as { port: number; address: string };
  origin = `http://${addr.address.includes(':') ? `[${addr.address}]` : addr.address}:${addr.port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
