import { describe, expect, it } from 'vitest';
import { checkHttpUrl, parseHttpUrl, referrerHost, siteOf } from '../../src/lib/http-url.js';
import { hostMatches } from '../../src/resources/offers/gate.js';
import { sessionSource } from '../../src/resources/conversations/service.js';

describe('one URL check', () => {
  it('names why a value is not an http(s) URL', () => {
    expect(checkHttpUrl('https://example.com/a').url?.href).toBe('https://example.com/a');
    expect(checkHttpUrl('not a url').problem).toBe('malformed');
    expect(checkHttpUrl('https://exa\tmple.com/').problem).toBe('malformed');
    expect(checkHttpUrl(' https://example.com/').problem).toBe('malformed');
    expect(checkHttpUrl('ftp://example.com/').problem).toBe('scheme');
    expect(checkHttpUrl('https://u:p@example.com/').url?.username).toBe('u');
    expect(checkHttpUrl('https://u:p@example.com/', { credentials: false }).problem).toBe('credentials');
    expect(parseHttpUrl('mailto:a@example.com')).toBeNull();
  });
});

describe('referrer to host, and www.', () => {
  it('reads a full URL of any scheme or a bare host, keeping www.', () => {
    expect(referrerHost('https://www.Google.com./search?q=x')).toBe('www.google.com');
    expect(referrerHost('news.ycombinator.com/item?id=1')).toBe('news.ycombinator.com');
    expect(referrerHost('android-app://com.google.android.gm/')).toBe('com.google.android.gm');
    expect(referrerHost('not a url')).toBeNull();
    expect(referrerHost('')).toBeNull();
    expect(referrerHost(null)).toBeNull();
  });

  it('drops one leading www. where sites are grouped or matched', () => {
    expect(siteOf('www.example.com')).toBe('example.com');
    expect(siteOf('www2.example.com')).toBe('www2.example.com');
    expect(sessionSource({}, 'https://www.google.com/search')).toBe('google.com');
    expect(sessionSource({}, 'news.ycombinator.com')).toBe('news.ycombinator.com');
    expect(sessionSource({}, 'not a url')).toBe('direct');
    expect(hostMatches('example.com', 'www.example.com')).toBe(true);
    expect(hostMatches('example.com', 'shop.example.com')).toBe(false);
    expect(hostMatches('*.example.com', 'www.example.com')).toBe(true);
    expect(hostMatches('*.example.com', 'example.com')).toBe(false);
  });
});
