import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { launch, type TestBrowser, type TestPage } from '../helpers/browser.js';
import { Client } from '../helpers/client.js';
import { type DashboardService, PASSWORD, signIn, startDashboardService, unexpected } from '../helpers/dashboard.js';
import type { TestWorkspace } from '../helpers/harness.js';
import { say, startVisit } from '../helpers/runtime.js';
import { createOperator } from '../../src/platform/operators/service.js';

/** expect.poll waits a second by default; a busy machine needs longer (no assertion here is about time). */
const WAIT = { timeout: 30_000 };
const ORIGIN = 'https://www.example.com';

/**
 * A member (no webhooks:manage, no transcripts permission) keeps the Inbox open
 * and a visitor starts a conversation: it appears without a reload, carried by
 * the event stream, which answers the member's session (it used to refuse it,
 * and the Inbox fell back to polling every few seconds).
 */
let svc: DashboardService;
let browser: TestBrowser;
let tp: TestPage;
let page: Page;
let ws: TestWorkspace;
let agent: { publicId: string };
const email = 'member@example.com';

beforeAll(async () => {
  svc = await startDashboardService();
  ws = await svc.h.workspace({ name: 'Acme' });
  await createOperator(svc.h.deps, 'cli', { workspaceId: ws.id, email, role: 'member', password: PASSWORD });
  const api = await ws.live();
  agent = (await api.post('/v1/agents', { name: 'Acme assistant', allowedOrigins: [ORIGIN] })).body;
  browser = await launch();
  tp = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page = tp.page;
  page.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

describe("a member's Inbox", () => {
  it('shows a new conversation without a reload, from the event stream', async () => {
    const streams: Response[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/v1/events/stream') streams.push(r);
    });
    await signIn(page, svc.base, email);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Inbox', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    // The stream answered the member's session (a refusal would leave the Inbox polling).
    await expect.poll(() => streams.map((r) => r.status()), WAIT).toContain(200);
    expect(streams.map((r) => r.status())).not.toContain(403);
    await page.evaluate(() => {
      (globalThis as { marker?: number }).marker = 42;
    });
    const before = await page.locator('.list > li').count();
    const anon = new Client(svc.h.app, null);
    const visit = await startVisit(anon, agent.publicId, { page: { url: `${ORIGIN}/pricing` } }, { origin: ORIGIN });
    await say(anon, visit, 'Hello, what does an anvil cost?', { headers: { origin: ORIGIN } });
    await expect.poll(() => page.locator('.list > li').count(), WAIT).toBeGreaterThan(before);
    await page
      .getByRole('button', { name: /www\.example\.com\/pricing/ })
      .first()
      .waitFor();
    // Still the same document: nothing reloaded.
    expect(await page.evaluate(() => (globalThis as { marker?: number }).marker)).toBe(42);
    expect(unexpected(tp.problems)).toEqual([]);
  });
});
