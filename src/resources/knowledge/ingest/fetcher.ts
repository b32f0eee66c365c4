import zlib from 'node:zlib';
import robotsModule from 'robots-parser';
import { parseHTML } from 'linkedom';
import { parseUrl } from '../../../lib/http-url.js';
import { OutboundRefused, type OutboundGuard } from '../../../platform/outbound/guard.js';
import { OutboundError, outboundRequest, type OutboundResponse } from '../../../platform/outbound/http.js';
import { extractHtml, extractMarkdown, extractPlain, type Block } from './extract.js';

// The package is CommonJS: under NodeNext its default import is the function itself, typed as the module.
type RobotsParser = typeof import('robots-parser')['default'];
const robotsParser = ((robotsModule as { default?: RobotsParser }).default ?? robotsModule) as unknown as RobotsParser;

/** The robots.txt product token; the full User-Agent header is the platform's. */
export const ROBOTS_AGENT = 'ConciergeBot';

export const LIMITS = {
  pageBytes: 2 * 1024 * 1024,
  sitemapBytes: 20 * 1024 * 1024,
  timeoutMs: 15_000,
  redirects: 5,
  maxPages: 1000,
  maxSitemaps: 50,
  concurrency: 4,
  maxCrawlDelayMs: 5_000,
};

/** A failure worth showing to a person as the source's `error`. */
export class IngestError extends Error {
  constructor(
    message: string,
    /** The page is gone (404, 410): its stored copy is removed. */
    readonly gone = false,
    /** The site asks not to read it (robots.txt, noindex): a page found by discovery is skipped, not failed. */
    readonly excluded = false,
  ) {
    super(message);
    this.name = 'IngestError';
  }
}

export type PageResult =
  | {
      kind: 'page';
      url: string;
      title: string | null;
      blocks: Block[];
      links: string[];
      etag: string | null;
      lastModified: string | null;
    }
  | { kind: 'not-modified'; url: string }
  | { kind: 'sitemap'; url: string; index: boolean; locs: string[] };

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

const mb = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;

function describe(err: unknown, url: string, limit: number): IngestError {
  if (err instanceof IngestError) return err;
  if (err instanceof OutboundRefused) {
    if (err.reason === 'dns') return new IngestError(`DNS failure: ${err.message}.`);
    if (err.reason === 'private-address') return new IngestError(`Refused: ${err.message}.`);
    return new IngestError(`Refused: ${err.message}.`);
  }
  if (err instanceof OutboundError) {
    if (err.kind === 'too-large') return new IngestError(`Too large: ${url} is over the ${mb(limit)} limit.`);
    if (err.kind === 'timeout')
      return new IngestError(`Timed out: ${url} did not answer within ${LIMITS.timeoutMs / 1000} seconds.`);
    if (err.kind === 'too-many-redirects')
      return new IngestError(`Too many redirects: ${url} redirects more than ${LIMITS.redirects} times.`);
    return new IngestError(`Could not connect to ${new URL(url).host}: ${err.message}.`);
  }
  return new IngestError(`Could not read ${url}: ${(err as Error)?.message ?? String(err)}.`);
}

const header = (res: OutboundResponse, name: string) => {
  const v = res.headers[name];
  return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
};

function decodeEntities(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');
}

/** An XML sitemap (urlset) or sitemap index, or null when the text is neither. */
export function parseSitemap(xml: string): { index: boolean; locs: string[] } | null {
  const head = xml.slice(0, 4096);
  const index = /<(?:[\w-]+:)?sitemapindex[\s>]/.test(head);
  if (!index && !/<(?:[\w-]+:)?urlset[\s>]/.test(head)) return null;
  const locs: string[] = [];
  for (const m of xml.matchAll(/<(?:[\w-]+:)?loc>\s*(?:<!\[CDATA\[)?([\s\S]*?)(?:\]\]>)?\s*<\/(?:[\w-]+:)?loc>/g)) {
    const loc = decodeEntities(m[1]!.trim());
    if (loc) locs.push(loc);
  }
  return { index, locs };
}

const MAX_LINK_LENGTH = 2048;

function linksOf(html: string, base: string): string[] {
  const { document } = parseHTML(html) as unknown as {
    document: { querySelectorAll(s: string): ArrayLike<{ getAttribute(n: string): string | null }> };
  };
  const out: string[] = [];
  for (const a of Array.from(document.querySelectorAll('a[href]'))) {
    if ((a.getAttribute('rel') ?? '').includes('nofollow')) continue;
    // Not a URL: nothing to follow.
    const u = parseUrl(a.getAttribute('href')!, base);
    if (!u) continue;
    u.hash = '';
    // Longer than any URL the API accepts: not followed (it could not be stored as a document key either).
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.href.length <= MAX_LINK_LENGTH) out.push(u.href);
  }
  return out;
}

const NOINDEX_RE = /<meta[^>]+name=["']?robots["']?[^>]+content=["'][^"']*noindex/i;

/**
 * Reads pages for the knowledge index: every request goes through the outbound
 * guard and client (User-Agent, redirects, size and time limits), robots.txt is
 * read once per origin and obeyed, and a Crawl-delay is honoured.
 */
export class SiteReader {
  readonly #robots = new Map<string, Promise<ReturnType<typeof robotsParser> | 'unreachable'>>();

  constructor(private readonly guard: OutboundGuard) {}

  async #get(url: string, headers: Record<string, string>, maxBytes: number): Promise<OutboundResponse> {
    try {
      return await outboundRequest(this.guard, {
        url,
        headers,
        maxBytes,
        timeoutMs: LIMITS.timeoutMs,
        maxRedirects: LIMITS.redirects,
      });
    } catch (err) {
      throw describe(err, url, maxBytes);
    }
  }

  #robotsFor(url: string) {
    const origin = new URL(url).origin;
    let entry = this.#robots.get(origin);
    if (!entry) {
      entry = (async () => {
        const robotsUrl = `${origin}/robots.txt`;
        const res = await this.#get(robotsUrl, { accept: 'text/plain' }, 512 * 1024);
        // RFC 9309: a missing robots.txt allows everything; an unreachable one (5xx) disallows everything.
        if (res.status >= 500) return 'unreachable' as const;
        return robotsParser(robotsUrl, res.status >= 200 && res.status < 300 ? res.body.toString('utf8') : '');
      })();
      this.#robots.set(origin, entry);
    }
    return entry;
  }

  /** Milliseconds to wait between requests to this origin (robots.txt Crawl-delay), capped. */
  async crawlDelayMs(url: string): Promise<number> {
    const robots = await this.#robotsFor(url).catch(() => null);
    if (!robots || robots === 'unreachable') return 0;
    return Math.min(LIMITS.maxCrawlDelayMs, (robots.getCrawlDelay(ROBOTS_AGENT) ?? 0) * 1000);
  }

  async #checkRobots(url: string): Promise<void> {
    const robots = await this.#robotsFor(url);
    if (robots === 'unreachable')
      throw new IngestError(
        `robots.txt of ${new URL(url).host} could not be read (server error), so the site is not read.`,
      );
    if (robots.isDisallowed(url, ROBOTS_AGENT))
      throw new IngestError(`robots.txt disallows reading ${url}.`, false, true);
  }

  /** Fetches one URL as a page, or as a sitemap when it serves one. */
  async read(url: string, validators?: Validators, opts: { sitemap?: boolean } = {}): Promise<PageResult> {
    await this.#checkRobots(url);
    const headers: Record<string, string> = {
      accept: opts.sitemap
        ? 'application/xml, text/xml;q=0.9, */*;q=0.1'
        : 'text/html, application/xhtml+xml, text/markdown, text/plain;q=0.9, application/xml;q=0.5',
    };
    if (validators?.etag) headers['if-none-match'] = validators.etag;
    if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
    const limit = opts.sitemap ? LIMITS.sitemapBytes : LIMITS.pageBytes;
    const res = await this.#get(url, headers, limit);
    if (res.status === 304 && validators) return { kind: 'not-modified', url: res.url };
    if (res.status === 404 || res.status === 410)
      throw new IngestError(`${url} answered ${res.status} ${res.status === 404 ? 'Not Found' : 'Gone'}.`, true);
    if (res.status < 200 || res.status >= 300) throw new IngestError(`${url} answered HTTP ${res.status}.`);
    if (res.redirects > 0) await this.#checkRobots(res.url);

    const type = String(header(res, 'content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    let body = res.body;
    if (body[0] === 0x1f && body[1] === 0x8b) {
      try {
        body = zlib.gunzipSync(body, { maxOutputLength: limit });
      } catch (err) {
        if (err instanceof RangeError)
          throw new IngestError(`Too large: ${url} is over the ${mb(limit)} limit once decompressed.`);
        throw new IngestError(`${url} is not valid gzip.`);
      }
    }
    const text = body.toString('utf8');
    const looksXml = /^\s*(<\?xml|<(?:[\w-]+:)?(urlset|sitemapindex)[\s>])/.test(text.slice(0, 512));
    if (looksXml || type.includes('xml')) {
      const sitemap = parseSitemap(text);
      if (sitemap) return { kind: 'sitemap', url: res.url, ...sitemap };
      if (type !== 'application/xhtml+xml') throw new IngestError(`Not HTML: ${url} serves XML that is not a sitemap.`);
    }
    const etag = header(res, 'etag');
    const lastModified = header(res, 'last-modified');
    const isMarkdown =
      type === 'text/markdown' ||
      type === 'text/x-markdown' ||
      (type === 'text/plain' && /\.(md|markdown)$/i.test(new URL(res.url).pathname));
    if (type === 'text/html' || type === 'application/xhtml+xml' || (!type && /^\s*</.test(text))) {
      if (NOINDEX_RE.test(text.slice(0, 20_000)))
        throw new IngestError(`${url} asks not to be indexed (robots noindex).`, false, true);
      const { title, blocks } = extractHtml(text);
      if (blocks.length === 0) throw new IngestError(`No readable text on ${url}.`);
      return { kind: 'page', url: res.url, title, blocks, links: linksOf(text, res.url), etag, lastModified };
    }
    if (isMarkdown || type === 'text/plain') {
      const { title, blocks } = isMarkdown ? extractMarkdown(text) : extractPlain(text);
      if (blocks.length === 0) throw new IngestError(`No readable text on ${url}.`);
      return { kind: 'page', url: res.url, title, blocks, links: [], etag, lastModified };
    }
    throw new IngestError(
      `Not HTML: ${url} serves ${type || 'an unknown content type'}; only HTML, plain text and Markdown pages are read.`,
    );
  }
}
