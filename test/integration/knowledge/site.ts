import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { OutboundGuard, type Resolver } from '../../../src/platform/outbound/guard.js';

/**
 * A small real website on 127.0.0.1 for the ingestion tests: pages wrapped in
 * navigation, headers, footers and a cookie banner; robots.txt with a disallowed
 * folder; a sitemap index pointing at a gzip sitemap; a redirect, a 404, a page
 * too large to read, a PDF, Markdown and plain text; and a pricing page whose
 * content can change between refreshes (with ETag and Last-Modified).
 */
export interface TestSite {
  origin: string;
  /** Requests served, in order: path and the conditional headers sent. */
  log: Array<{ path: string; ifNoneMatch: string | null; status: number }>;
  /** Bump to change the pricing page. */
  pricingVersion: number;
  guard: OutboundGuard;
  close(): Promise<void>;
}

/**
 * Test DNS: site.test is this machine; intranet.test resolves to a private
 * address; every other name fails without a lookup. Every knowledge test harness
 * uses it, so whichever test file's worker runs a job, no query leaves the machine.
 */
export const testResolver: Resolver = {
  lookup: async (hostname) => {
    if (hostname === 'site.test') return [{ address: '127.0.0.1', family: 4 }];
    if (hostname === 'intranet.test') return [{ address: '10.1.2.3', family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  },
};

const CHROME_TOP = `
  <div id="cookie-banner" class="cookie-consent">We use cookies to improve your experience. Accept all cookies?</div>
  <header class="site-header"><a href="/">Acme Home</a> <nav><a href="/docs/">Docs</a> <a href="/blog/post">Blog</a> <a href="/private/secret">Private</a> <a href="https://elsewhere.example/">Partner</a></nav></header>`;
const CHROME_BOTTOM = `<footer class="site-footer">Copyright Acme Corporation. Follow us on social media. Imprint and legal notice.</footer>`;

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html><html><head><title>${title}</title>${extraHead}</head><body>${CHROME_TOP}
  <main><article><h1>${title}</h1>${body}</article></main>
  <aside class="sidebar">Popular posts: ten tips for widgets</aside>${CHROME_BOTTOM}</body></html>`;
}

const gz = (origin: string, xml: string) => zlib.gzipSync(xml.replaceAll('ORIGIN', origin));
const para = (s: string, n = 1) => Array.from({ length: n }, () => `<p>${s}</p>`).join('\n');

function pricing(version: number): string {
  const price =
    version === 1
      ? 'The Pro plan costs 49 euros per month'
      : `The Pro plan now costs ${40 + version * 10} euros per month`;
  return page(
    'Pricing',
    `<h2>Plans</h2>${para(`${price} and includes unlimited widgets for every team member.`)}
     ${para('Every plan can be cancelled at any time, and unused months are refunded on request by the billing team.')}
     <h2>Discounts</h2>${para('Nonprofit organisations receive a forty percent discount on every plan after a short verification.')}`,
  );
}

const PAGES: Record<
  string,
  (origin: string) => { type: string; body: string | Buffer; headers?: Record<string, string>; status?: number }
> = {
  '/robots.txt': () => ({ type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n' }),
  '/docs/': () => ({
    type: 'text/html; charset=utf-8',
    headers: { etag: '"docs-v1"' },
    body: page(
      'Acme Widget Guide',
      `<p>Acme widgets are small programmable devices that measure room temperature and humidity in offices.</p>
       <h2>Getting started</h2>
       <p>Read the <a href="/docs/setup">setup guide</a> and the <a href="/docs/pricing">pricing page</a> before ordering.
       Our <a href="/blog/post">blog</a> has stories and the <a href="/private/secret">private area</a> is for staff.</p>
       ${para('Each widget reports its readings every five minutes to the Acme dashboard over a secure connection.', 2)}`,
    ),
  }),
  '/docs/setup': () => ({
    type: 'text/html',
    body: page(
      'Setup guide',
      `<h2>Mounting</h2>${para('Mount the widget on an inside wall at shoulder height, away from windows and radiators.')}
       <h2>Pairing</h2>${para('Hold the pairing button for three seconds until the light blinks blue, then scan the code with the Acme app.')}`,
    ),
  }),
  '/blog/post': () => ({
    type: 'text/html',
    body: page('Blog post', para('The blog post talks about our company picnic by the lake.')),
  }),
  '/private/secret': () => ({
    type: 'text/html',
    body: page('Secret', para('The secret launch code word is swordfish.')),
  }),
  '/old-guide': () => ({ type: 'text/html', body: '', status: 301, headers: { location: '/docs/setup' } }),
  '/docs/missing': () => ({ type: 'text/html', body: 'Not found', status: 404 }),
  '/docs/huge': () => ({
    type: 'text/html',
    body: page('Huge', para('Filler sentence about nothing in particular. '.repeat(50), 1200)),
  }),
  '/files/report.pdf': () => ({ type: 'application/pdf', body: Buffer.from('%PDF-1.4 not really a pdf') }),
  '/notes.xml': () => ({ type: 'application/xml', body: '<?xml version="1.0"?><notes><note>hello</note></notes>' }),
  '/docs/faq.md': () => ({
    type: 'text/markdown',
    body: '# Widget FAQ\n\n## Batteries\n\nThe widget battery lasts about eighteen months and can be replaced without tools.\n',
  }),
  '/docs/notes.txt': () => ({
    type: 'text/plain',
    body: 'Release notes.\n\nVersion 2 added support for carbon dioxide sensing in meeting rooms.',
  }),
  '/sitemap_index.xml': () => ({
    type: 'application/xml',
    body: `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <sitemap><loc>ORIGIN/sitemap-pages.xml.gz</loc></sitemap><sitemap><loc>ORIGIN/sitemap-more.xml</loc></sitemap>
      <sitemap><loc>https://elsewhere.example/sitemap.xml</loc></sitemap></sitemapindex>`,
  }),
  '/sitemap-pages.xml.gz': (origin) => ({
    type: 'application/gzip',
    body: gz(
      origin,
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
       <url><loc>ORIGIN/docs/setup</loc></url><url><loc>ORIGIN/docs/pricing</loc></url>
       <url><loc>ORIGIN/private/secret</loc></url><url><loc>ORIGIN/docs/missing</loc></url><url><loc>ORIGIN/docs/huge</loc></url></urlset>`,
    ),
  }),
  '/sitemap-more.xml': (origin) => ({
    type: 'application/xml',
    headers: { 'content-encoding': 'gzip' },
    body: gz(
      origin,
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
       <url><loc>ORIGIN/docs/faq.md</loc></url><url><loc><![CDATA[ORIGIN/docs/notes.txt]]></loc></url></urlset>`,
    ),
  }),
};

/** The outbound guard of the knowledge tests: loopback allowed, names resolved by testResolver. */
export const testGuard = () => new OutboundGuard(['127.0.0.1'], testResolver);

export async function startTestSite(): Promise<TestSite> {
  const site: TestSite = {
    origin: '',
    log: [],
    pricingVersion: 1,
    guard: testGuard(),
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const ifNoneMatch = (req.headers['if-none-match'] as string | undefined) ?? null;
    const send = (status: number, headers: Record<string, string>, body: string | Buffer) => {
      site.log.push({ path, ifNoneMatch, status });
      res.writeHead(status, headers);
      res.end(body);
    };
    if (path === '/docs/' && ifNoneMatch === '"docs-v1"') return send(304, { etag: '"docs-v1"' }, '');
    if (path === '/docs/pricing') {
      const etag = `"pricing-v${site.pricingVersion}"`;
      if (ifNoneMatch === etag) return send(304, { etag }, '');
      return send(
        200,
        {
          'content-type': 'text/html',
          etag,
          'last-modified': new Date(Date.UTC(2026, 0, site.pricingVersion)).toUTCString(),
        },
        pricing(site.pricingVersion),
      );
    }
    const make = PAGES[path];
    if (!make) return send(404, { 'content-type': 'text/plain' }, 'Not found');
    const p = make(site.origin);
    const body = typeof p.body === 'string' ? p.body.replaceAll('ORIGIN', site.origin) : p.body;
    send(p.status ?? 200, { 'content-type': p.type, ...(p.headers ?? {}) }, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  site.origin = `http://site.test:${port}`;
  site.close = () => new Promise((resolve) => server.close(() => resolve()));
  return site;
}
