/**
 * Serves a benchmark site on 127.0.0.1 (by default the Brightshelf development
 * site, bench/answers/site; a held-out site is bench/answers/heldout/<name>): each
 * page (site/pages: its <title>, description and main content) inside the site's
 * layout (cookie banner, header navigation, footer, newsletter form), as a
 * browser would get it; robots.txt and sitemap.xml with the server's own origin;
 * a 404 for anything else. Used by the answers benchmark and the answer tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export const SITE_DIR = path.join(import.meta.dirname, 'site');
/** A second development site (Harbour Desk, a coworking space) with its own questions.json: dev data, tuned on. */
export const DEV2_DIR = path.join(import.meta.dirname, 'dev2');
/** A third development site (Thistlewood Vets, a veterinary practice; round 5), written by a helper who never read the answerer: tuned on. */
export const DEV3_DIR = path.join(import.meta.dirname, 'dev3');

export interface SiteQuestion {
  id: string;
  kind: 'answerable' | 'near-miss' | 'unrelated';
  question: string;
  /** Pages (paths) that state the answer. */
  pages?: string[];
  /** Every group must match; any string of a group does. */
  expect?: string[][];
  why?: string;
  heldout?: boolean;
  /** Asked in visitors' casual words (lower case, abbreviations, typos). */
  casual?: boolean;
}

/** The held-out sites (bench/answers/heldout/<name>/{pages,…,questions.json}), frozen: never tuned on. */
export const HELDOUT_DIR = path.join(import.meta.dirname, 'heldout');
/** Former held-out sites whose failures or many aggregates were seen (bench/answers/spent/README.md): tuned on now. */
export const SPENT_DIR = path.join(import.meta.dirname, 'spent');
const sitesIn = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((d) => fs.existsSync(path.join(dir, d, 'questions.json')) && fs.existsSync(path.join(dir, d, 'pages')))
        .sort()
    : [];
export const heldoutSites = (): string[] => sitesIn(HELDOUT_DIR);
export const spentSites = (): string[] => sitesIn(SPENT_DIR);

/** A site's questions: the development site's are bench/answers/questions.json, a held-out site's its own questions.json. */
export const siteQuestions = (dir = SITE_DIR): SiteQuestion[] =>
  (
    JSON.parse(
      fs.readFileSync(
        dir === SITE_DIR ? path.join(import.meta.dirname, 'questions.json') : path.join(dir, 'questions.json'),
        'utf8',
      ),
    ) as { questions: SiteQuestion[] }
  ).questions;

/** The body served for a path, or null: `/` is pages/index.html, `/a/b` is pages/a/b.html. */
function render(dir: string, urlPath: string, origin: string): { type: string; body: string } | null {
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8').replaceAll('ORIGIN', origin);
  if (urlPath === '/robots.txt') return { type: 'text/plain; charset=utf-8', body: read('robots.txt') };
  if (urlPath === '/sitemap.xml') return { type: 'application/xml', body: read('sitemap.xml') };
  const rel = urlPath === '/' ? 'index' : urlPath.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(rel) || !fs.existsSync(path.join(dir, 'pages', `${rel}.html`))) return null;
  // A page file starts with its <title> and description lines; the rest is the main content.
  const [title, description, ...main] = read(`pages/${rel}.html`).split('\n');
  const body = read('layout.html')
    .replace('{{head}}', `${title}\n  ${description}`)
    .replace('{{main}}', main.map((l) => `    ${l}`).join('\n'));
  return { type: 'text/html; charset=utf-8', body };
}

export interface ServedSite {
  /** Where the site is reached, e.g. http://127.0.0.1:41234 (the host name can be chosen for tests' resolvers). */
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function serveSite(opts: { host?: string; dir?: string } = {}): Promise<ServedSite> {
  const dir = opts.dir ?? SITE_DIR;
  const requests: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const urlPath = (req.url ?? '/').split('?')[0]!;
    requests.push(urlPath);
    const page = render(dir, urlPath, origin);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    res.writeHead(200, { 'content-type': page.type });
    res.end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://${opts.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
