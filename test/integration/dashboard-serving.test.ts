import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardService, startDashboardService } from '../helpers/dashboard.js';

/** How the service serves the dashboard at /app: its policy, caching and client routes (real HTTP, real port). */
let svc: DashboardService;

beforeAll(async () => {
  svc = await startDashboardService();
});
afterAll(async () => {
  await svc?.close();
});

describe('GET /app', () => {
  it('serves index.html with a strict Content-Security-Policy and no caching', async () => {
    const res = await fetch(`${svc.base}/app`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const policy = res.headers.get('content-security-policy')!;
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ])
      expect(policy).toContain(directive);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    // No inline script: every <script> has a src on this server.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/app\/assets\/[^"]+\.js"/);
      expect(body!.trim()).toBe('');
    }
  });

  it('answers a client route (/app/some/client/route) with the same index.html', async () => {
    const index = await (await fetch(`${svc.base}/app`)).text();
    for (const route of ['/app/', '/app/inbox', '/app/some/client/route', '/app/sign-in']) {
      const res = await fetch(`${svc.base}${route}`);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-security-policy'), route).toContain("frame-ancestors 'none'");
      expect(await res.text(), route).toBe(index);
    }
  });

  it('serves the hashed assets for a year, compressed, and 404s an unknown one', async () => {
    const html = await (await fetch(`${svc.base}/app`)).text();
    const script = /src="(\/app\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const res = await fetch(`${svc.base}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const etag = res.headers.get('etag')!;
    expect((await fetch(`${svc.base}${script}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const missing = await fetch(`${svc.base}/app/assets/nope-123.js`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('not-found');
    expect((await fetch(`${svc.base}/app/assets/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});
