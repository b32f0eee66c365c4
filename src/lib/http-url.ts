/**
 * A full http(s) URL with a host, or null. Whitespace and control characters are
 * refused rather than silently dropped (the URL parser strips tabs and newlines,
 * which would make the stored text and the opened address differ).
 */
export function parseHttpUrl(value: string): URL | null {
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname ? url : null;
}
