/**
 * Ingest speed: a 1,000-page site served on 127.0.0.1 (sitemap plus pages with
 * navigation and footers), read by the real worker path.
 *   npx tsx bench/ingest.ts --db=pglite|postgres [--pages=1000]
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dbArg, openBench } from './lib.js';
import { addSource, createBase } from '../src/resources/knowledge/service.js';
import { ingestSource } from '../src/resources/knowledge/ingest/ingest.js';

const pages = Number(process.argv.find((a) => a.startsWith('--pages='))?.slice(8) ?? 1000);
const words = [
  'widget',
  'sensor',
  'dashboard',
  'invoice',
  'room',
  'temperature',
  'battery',
  'pairing',
  'office',
  'report',
  'alert',
  'schedule',
];
const sentence = (i: number, j: number) =>
  `The ${words[(i + j) % words.length]} of page ${i} explains how the ${words[(i * 7 + j) % words.length]} works with the ${words[(i * 3 + j * 5) % words.length]} in practice.`;

function pageHtml(i: number): string {
  const sections = Array.from(
    { length: 4 },
    (_, s) =>
      `<h2>Section ${s + 1}</h2>${Array.from({ length: 5 }, (_, p) => `<p>${Array.from({ length: 4 }, (_, k) => sentence(i, s * 20 + p * 4 + k)).join(' ')}</p>`).join('')}`,
  ).join('');
  return `<!doctype html><html><head><title>Guide page ${i}</title></head><body>
    <header><nav><a href="/">Home</a> <a href="/docs/">Docs</a></nav></header>
    <div class="cookie-banner">We use cookies.</div>
    <main><article><h1>Guide page ${i}</h1>${sections}</article></main>
    <footer>Copyright Example Corp.</footer></body></html>`;
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  if (url === '/robots.txt') return res.end('User-agent: *\nAllow: /\n');
  if (url === '/sitemap.xml') {
    res.setHeader('content-type', 'application/xml');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return res.end(
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${Array.from({ length: pages }, (_, i) => `<url><loc>${origin}/docs/page-${i}</loc></url>`).join('')}</urlset>`,
    );
  }
  const m = /^\/docs\/page-(\d+)$/.exec(url);
  if (!m) {
    res.statusCode = 404;
    return res.end('not found');
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(pageHtml(Number(m[1])));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const kind = dbArg();
const bench = await openBench(kind, { outboundAllow: ['127.0.0.1'] });
const { deps, tenant } = bench;
const source = await deps.db.tenantTx(tenant, async (tx) => {
  const base = await createBase(deps, tx, { name: 'Ingest bench', shared: true });
  return addSource(deps, tx, base.id, { url: `${origin}/sitemap.xml` });
});
const t0 = performance.now();
const outcome = await ingestSource(deps, tenant, source.id, 'full');
const secs = (performance.now() - t0) / 1000;
const chunks = await deps.db.tenantTx(tenant, (tx) =>
  tx.query<{ n: number }>('SELECT count(*)::int AS n FROM knowledge_chunks'),
);
console.log(
  `ingest of a ${pages}-page local site on ${kind}: ${outcome?.status}, ${outcome?.read} pages read, ${chunks.rows[0]!.n} chunks`,
);
console.log(`${secs.toFixed(1)} s, ${(pages / secs).toFixed(1)} pages/s`);
// A second read with nothing changed: every page fetched, hashed and kept.
await deps.db.tenantTx(tenant, (tx) => tx.query(`UPDATE knowledge_sources SET status = 'pending'`));
const t1 = performance.now();
const again = await ingestSource(deps, tenant, source.id, 'full');
const secs2 = (performance.now() - t1) / 1000;
console.log(
  `unchanged re-read: ${again?.changed} pages changed, ${secs2.toFixed(1)} s, ${(pages / secs2).toFixed(1)} pages/s`,
);
await bench.close();
server.close();
