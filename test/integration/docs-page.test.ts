import { EVENT_TYPES } from '../../src/platform/outbox/catalogue.js';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { launch, type TestBrowser, type TestPage } from '../helpers/browser.js';
import { contractRoutes } from '../helpers/routes.js';

/** The reference page in a real Chromium, from a real server on a real port, with the network off this machine refused. */
let h: Harness;
let browser: TestBrowser;
let base: string;
let docs: TestPage;

beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  browser = await launch();
  docs = await browser.newPage();
  await docs.page.goto(`${base}/docs`);
  await docs.page.waitForSelector('[id="operation/listFollowUps"]', { timeout: 60_000 });
});
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe('GET /docs', () => {
  it('is served by this server with a strict Content-Security-Policy', async () => {
    const res = await fetch(`${base}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(policy)![1];
    expect(await res.text()).toContain(`data-nonce="${nonce}"`);
    // A fresh nonce per page.
    expect((await fetch(`${base}/docs`)).headers.get('content-security-policy')).not.toBe(policy);
    const script = /src="(\/docs\/assets\/redoc-[^"]+)"/.exec(await (await fetch(`${base}/docs`)).text())![1];
    const bundle = await fetch(`${base}${script}`);
    expect(bundle.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(bundle.headers.get('cache-control')).toContain('immutable');
    expect(await bundle.text()).not.toContain('cdn.redoc.ly/redoc/logo-mini.svg');
  });

  it('renders every operation of the served document, with no console error and no request off this machine', async () => {
    const ids: string[] = await docs.page
      .locator('[id^="operation/"]')
      .evaluateAll((els: Array<{ id: string }>) => els.map((e) => e.id));
    const rendered = ids.map((id) => id.slice('operation/'.length));
    expect(new Set(rendered)).toEqual(
      new Set([...contractRoutes().map((r) => r.operationId), ...rendered.filter((id) => id.startsWith('deliver'))]),
    );
    expect(rendered.filter((id) => id.startsWith('deliver')).length).toBe(EVENT_TYPES.length);
    expect(docs.problems).toEqual([]);
  });

  it('shows the scopes and the recorded examples', async () => {
    const text = await docs.page.locator('body').innerText();
    // The security scheme's table of scopes, and each operation's own scope.
    for (const scope of ['follow_ups:write', 'conversations:transcripts', 'webhooks:manage'])
      expect(text).toContain(scope);
    expect(text).toContain('Scope: follow_ups:write (x-scope).');
    // A recorded answer (a sandbox follow-up) and a recorded request body (the offer created for the examples).
    expect(text).toContain('Do you have a SOC 2 Type II report we can review? (example)');
    await docs.page.goto(`${base}/docs#operation/createOffer`);
    await docs.page.waitForSelector('[id="operation/createOffer"]');
    const section = await docs.page.locator('[id="operation/createOffer"]').innerText();
    expect(section).toContain('Want a 15-minute walkthrough of the plans');
    expect(section).toContain('Location');
    expect(docs.problems).toEqual([]);
  });
});

describe('GET /docs/runtime', () => {
  it('renders every runtime operation with a curl sample, and links to the management reference', async () => {
    const page = await browser.newPage();
    await page.page.goto(`${base}/docs/runtime`);
    await page.page.waitForSelector('[id="operation/postRuntimeMessage"]', { timeout: 60_000 });
    const ids: string[] = await page.page
      .locator('[id^="operation/"]')
      .evaluateAll((els: Array<{ id: string }>) => els.map((e) => e.id));
    const doc = (await (await fetch(`${base}/runtime/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const served = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => `operation/${op.operationId}`),
    );
    expect(new Set(ids)).toEqual(new Set(served));
    expect(await page.page.locator('nav').innerText()).toContain('Management API (/v1)');
    // A write shows its payload first and the curl sample in the next tab; a read shows the sample.
    expect(await page.page.locator('[id="operation/postRuntimeMessage"]').innerText()).toContain('curl');
    const read = await page.page.locator('[id="operation/listRuntimeMessages"]').innerText();
    expect(read).toContain('/messages');
    expect(read).toContain('Authorization: Bearer $VISITOR_TOKEN');
    expect(page.problems).toEqual([]);
  });

  it('gives every operation of both documents one curl sample', async () => {
    for (const url of ['/v1/openapi.json', '/runtime/v1/openapi.json']) {
      const doc = (await (await fetch(`${base}${url}`)).json()) as {
        paths: Record<string, Record<string, { 'x-codeSamples'?: Array<{ source: string }> }>>;
      };
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          expect(op['x-codeSamples'], `${method} ${path}`).toHaveLength(1);
          expect(op['x-codeSamples']![0]!.source, `${method} ${path}`).toMatch(/^curl /);
        }
      }
    }
  });
});
