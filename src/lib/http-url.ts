/**
 * The one place URLs are parsed and checked (decisions.md, "URLs and hosts").
 * Everything that reads a URL it was given uses `parseUrl` (any scheme, no
 * throw) or `checkHttpUrl` (an http(s) URL a person or a client gave us).
 */

/** `new URL(value, base)` without the throw: the URL, or null when it is not one. */
export function parseUrl(value: string, base?: string | URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** Why a value is not an acceptable http(s) URL. */
export type HttpUrlProblem = 'malformed' | 'scheme' | 'credentials' | 'host';

export type HttpUrlCheck = { url: URL; problem: null } | { url: null; problem: HttpUrlProblem };

/**
 * A full http(s) URL with a host. Whitespace and control characters are refused
 * rather than silently dropped (the URL parser strips tabs and newlines, which
 * would make the stored text and the opened address differ). `credentials:
 * false` also refuses a user name or password in it (URLs the service calls).
 */
export function checkHttpUrl(value: string, opts: { credentials?: boolean } = {}): HttpUrlCheck {
  const url = /[\s\u0000-\u001f\u007f]/.test(value) ? null : parseUrl(value);
  if (!url) return { url: null, problem: 'malformed' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { url: null, problem: 'scheme' };
  if (opts.credentials === false && (url.username || url.password)) return { url: null, problem: 'credentials' };
  if (!url.hostname) return { url: null, problem: 'host' };
  return { url, problem: null };
}

/** A full http(s) URL with a host, or null (see checkHttpUrl). */
export function parseHttpUrl(value: string): URL | null {
  return checkHttpUrl(value).url;
}

/**
 * The host a referrer names, lower-case and without a trailing dot, or null. A
 * referrer is a full URL (any scheme), or a bare host with an optional port and
 * path (`news.ycombinator.com/item`), as clients sometimes send it. The host is
 * kept as written, `www.` included: matching and grouping use `siteOf`.
 */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  const url = parseUrl(referrer.includes('://') ? referrer : `http://${referrer}`);
  return url?.hostname.toLowerCase().replace(/\.$/, '') || null;
}

/**
 * The site a host belongs to: one leading `www.` dropped (`www.example.com` and
 * `example.com` are the same site). The only place `www.` is handled: host
 * matching (offer targeting) and the session source of insights both use it.
 */
export function siteOf(host: string): string {
  return host.replace(/^www\./, '');
}
