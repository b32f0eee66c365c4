import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type TestBrowser } from '../helpers/browser.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { buildSdk } from '../helpers/sdk-bundle.js';
import { BUNDLE_SLOT } from '../../src/page-sdk/bundle.js';

/**
 * Consent in the page SDK (issue 31), in a real Chromium: with
 * `data-consent="required"` the launcher shows but the page's localStorage and
 * cookies hold nothing from the SDK and no session is started until consent;
 * `Concierge.consent(false)` removes what the SDK stored; the visitor can also
 * consent by opening the chat and accepting the agent's one-line notice.
 */

// Code passed to page.evaluate runs in the browser.
declare const window: any;
declare const document: any;
declare const localStorage: any;

let h: Harness;
let built: Awaited<ReturnType<typeof buildSdk>>;
let browser: TestBrowser;
let site: http.Server;
let siteOrigin: string;
let publicId: string;
let service: string;

beforeAll(async () => {
  built = await buildSdk();
  h = await createHarness();
  h.deps.slots.set(BUNDLE_SLOT, built.file);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  service = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  // A sandbox agent answers any origin.
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  publicId = agent.publicId;
  expect(
    (
      await api.patch(`/v1/agents/${agent.id}`, {
        launcher: { consentNotice: 'We keep this chat to answer you (example notice).' },
      })
    ).status,
  ).toBe(200);
  site = http.createServer((req, res) => {
    const consent = req.url?.includes('consent=required') ? ' data-consent="required"' : '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html><head><title>Consent page</title></head><body><h1>Consent page</h1>
<script src="${service}/sdk.js" data-agent="${publicId}"${consent} async></script></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => site?.close(r));
  await h?.close();
  built?.remove();
});

async function open(path: string) {
  const tp = await browser.newPage();
  const sessions: string[] = [];
  tp.page.on('request', (r) => {
    if (/\/runtime\/v1\/agents\/[^/]+\/sessions$/.test(r.url())) sessions.push(r.url());
  });
  await tp.page.goto(`${siteOrigin}${path}`);
  await tp.page.waitForFunction(() => typeof window.Concierge?.consent === 'function');
  const stored = async () => ({
    local: await tp.page.evaluate(() => Object.keys(localStorage)),
    cookies: (await tp.context.cookies()).length + (await tp.page.evaluate(() => document.cookie)).length,
  });
  return { ...tp, sessions, stored };
}

const launcher = (p: Awaited<ReturnType<typeof open>>) =>
  p.page.locator('#concierge-widget').getByRole('button', { name: /chat/i }).first();

describe('consent in the page SDK', () => {
  it('stores nothing and starts no session before consent; consent(true) starts it; consent(false) removes what it stored', async () => {
    const p = await open('/?consent=required');
    await launcher(p).waitFor();
    // Give the SDK time to do anything it would do on its own.
    await p.page.waitForTimeout(1500);
    expect(p.sessions).toEqual([]);
    expect(await p.stored()).toEqual({ local: [], cookies: 0 });
    // identify() before consent records nothing either.
    expect(await p.page.evaluate(() => window.Concierge.identify({ email: 'before.consent@example.com' }))).toBe(false);
    expect(p.sessions).toEqual([]);

    await p.page.evaluate(() => window.Concierge.consent(true));
    await p.page.waitForFunction((key: string) => localStorage.getItem(key) !== null, `concierge:${publicId}`);
    expect(p.sessions).toHaveLength(1);

    await p.page.evaluate(() => window.Concierge.consent(false));
    expect(await p.stored()).toEqual({ local: [], cookies: 0 });
    // The widget goes on in memory: opening and closing the panel writes nothing back.
    await launcher(p).click();
    await launcher(p).click();
    await p.page.waitForTimeout(300);
    expect(await p.stored()).toEqual({ local: [], cookies: 0 });
    expect(p.problems).toEqual([]);
    await p.context.close();
  });

  it("opening the chat asks with the agent's notice; accepting starts the session and opens the panel", async () => {
    const p = await open('/?consent=required');
    await launcher(p).click();
    const notice = p.page.locator('#concierge-consent');
    await notice.getByText('We keep this chat to answer you (example notice).').waitFor();
    expect(p.sessions).toEqual([]);
    expect(await p.stored()).toEqual({ local: [], cookies: 0 });
    await notice.getByRole('button', { name: 'Accept and chat' }).click();
    await p.page.waitForFunction((key: string) => localStorage.getItem(key) !== null, `concierge:${publicId}`);
    expect(p.sessions).toHaveLength(1);
    await p.page.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(p.problems).toEqual([]);
    await p.context.close();
  });

  it('without the attribute the SDK starts at once, as before', async () => {
    const p = await open('/');
    await p.page.waitForFunction((key: string) => localStorage.getItem(key) !== null, `concierge:${publicId}`);
    expect(p.sessions).toHaveLength(1);
    expect(p.problems).toEqual([]);
    await p.context.close();
  });
});
