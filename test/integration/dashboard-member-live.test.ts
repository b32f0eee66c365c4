import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'playwright-core';
import { Client } from '../helpers/client.js';
import { type DashboardRig, startDashboard } from '../helpers/dashboard-browser.js';
import { say, startVisit } from '../helpers/runtime.js';

/** expect.poll waits a second by default; a busy machine needs longer (no assertion here is about time). */
const WAIT = { timeout: 30_000 };
const ORIGIN = 'https://www.example.com';

/**
 * A member (no webhooks:manage, no transcripts permission) keeps the Inbox open
 * and a visitor starts a conversation: it appears without a reload, carried by
 * the event stream, which answers the member's session (it used to refuse it,
 * and the Inbox fell back to polling every few seconds).
 */
let rig: DashboardRig;
let agent: { publicId: string };

beforeAll(async () => {
  rig = await startDashboard();
  const api = await rig.ws.live();
  agent = (await api.post('/v1/agents', { name: 'Acme assistant', allowedOrigins: [ORIGIN] })).body;
});
afterAll(() => rig?.close());

describe("a member's Inbox", () => {
  it('shows a new conversation without a reload, from the event stream', async () => {
    const { page } = rig;
    const streams: Response[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/v1/events/stream') streams.push(r);
    });
    await rig.signIn((await rig.operator({ role: 'member' })).email);
    await rig.open('/inbox', 'Inbox');
    // The stream answered the member's session (a refusal would leave the Inbox polling).
    await expect.poll(() => streams.map((r) => r.status()), WAIT).toContain(200);
    expect(streams.map((r) => r.status())).not.toContain(403);
    await page.evaluate(() => {
      (globalThis as { marker?: number }).marker = 42;
    });
    const before = await page.locator('.list > li').count();
    const anon = new Client(rig.svc.h.app, null);
    const visit = await startVisit(anon, agent.publicId, { page: { url: `${ORIGIN}/pricing` } }, { origin: ORIGIN });
    await say(anon, visit, 'Hello, what does an anvil cost?', { headers: { origin: ORIGIN } });
    await expect.poll(() => page.locator('.list > li').count(), WAIT).toBeGreaterThan(before);
    await page
      .getByRole('button', { name: /www\.example\.com\/pricing/ })
      .first()
      .waitFor();
    // Still the same document: nothing reloaded.
    expect(await page.evaluate(() => (globalThis as { marker?: number }).marker)).toBe(42);
    expect(rig.problems()).toEqual([]);
  });
});
