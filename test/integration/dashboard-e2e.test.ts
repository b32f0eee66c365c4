import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type TestBrowser, type TestPage } from '../helpers/browser.js';
import { Client } from '../helpers/client.js';
import { type DashboardService, PASSWORD, signIn, startDashboardService, unexpected } from '../helpers/dashboard.js';
import type { TestWorkspace } from '../helpers/harness.js';
import { say, startVisit } from '../helpers/runtime.js';
import { createOperator } from '../../src/platform/operators/service.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { newId } from '../../src/lib/ids.js';

/** expect.poll waits a second by default; a busy machine needs longer (no assertion here is about time). */
const WAIT = { timeout: 30_000 };

/**
 * The dashboard's flows in a real Chromium against the service on a real port: sign in,
 * Knowledge (a text source, then a question about it), answering a follow-up, the Home
 * charts in the sandbox, and a conversation arriving in the Inbox without a reload.
 * One browser and one signed-in page for the flows, in order.
 */
const ORIGIN = 'https://www.example.com';

let svc: DashboardService;
let browser: TestBrowser;
let tp: TestPage;
let page: Page;
let ws: TestWorkspace;
let api: Client;
let agent: { id: string; publicId: string; personalBaseId: string };
const email = 'owner@example.com';

beforeAll(async () => {
  svc = await startDashboardService();
  ws = await svc.h.workspace({ seed: true, name: 'Acme' });
  await createOperator(svc.h.deps, 'cli', {
    workspaceId: ws.id,
    email,
    role: 'owner',
    transcripts: true,
    password: PASSWORD,
  });
  api = await ws.live();
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

const nav = () => page.getByRole('navigation', { name: 'Dashboard' });
const go = async (name: string) => {
  await nav().getByRole('link', { name, exact: true }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe(name);
};

describe('the dashboard in a browser', () => {
  it('refuses a wrong password in words, then signs in; the navigation names every page', async () => {
    await page.goto(`${svc.base}/app/inbox`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent(), WAIT).toMatch(/\w+ \w+/);
    await signIn(page, svc.base, email);
    const links = await nav().getByRole('link').allTextContents();
    expect(links).toEqual([
      'Home',
      'Inbox',
      'Follow-ups',
      'Knowledge',
      'Visitors',
      'Segments',
      'Offers',
      'Tours',
      'Agent',
      'Developers',
      'Settings',
    ]);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Live' }).isChecked()).toBe(true);
  });

  it('adds a text source in Knowledge and answers a question about it with a citation', async () => {
    await go('Knowledge');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Paste text' }) });
    await form.getByLabel('Title').fill('Warranty terms');
    await form
      .getByLabel('Text')
      .fill('# Warranty\n\nEvery Acme anvil comes with a warranty of 7 years, covering cracks and dents.');
    await form.getByRole('button', { name: 'Add text' }).click();
    const row = page.getByRole('row', { name: /Warranty terms/ });
    await expect.poll(() => row.textContent(), WAIT).toContain('loaded');
    const ask = page.locator('section', { has: page.getByRole('heading', { name: 'Try a question' }) });
    await ask.getByLabel('Question').fill('How long is the warranty on an anvil?');
    await ask.getByRole('button', { name: 'Ask' }).click();
    await ask.getByRole('heading', { name: 'Citations' }).waitFor();
    expect(await ask.locator('.answer').textContent()).toContain('7 years');
    expect(await ask.locator('.citations').textContent()).toContain('Warranty terms');
  });

  it('answers an open follow-up and adds it to knowledge', async () => {
    const visit = await startVisit(new Client(svc.h.app, null), agent.publicId, {}, { origin: ORIGIN });
    await svc.h.db.tenantTx(ws.id, (tx) =>
      createFollowUp(svc.h.deps, tx, {
        id: newId(),
        visitorId: visit.visitorId,
        question: 'Do you ship anvils to Norway?',
        reason: 'not in the sources',
        createdAt: new Date(),
      }),
    );
    await go('Follow-ups');
    await page.getByRole('button', { name: /Do you ship anvils to Norway\?/ }).click();
    await page.getByLabel('Your answer').fill('Yes, to Norway within ten days.');
    await page.getByRole('button', { name: 'Send answer' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent(), WAIT).toMatch(/^Answered/);
    const open = (await api.get('/v1/follow-ups?status=open')).body.items;
    expect(open.map((f: { question: string }) => f.question)).not.toContain('Do you ship anvils to Norway?');
    await page.getByRole('button', { name: 'Add to knowledge' }).click();
    await page.getByText(/Added to knowledge as/).waitFor();
    const asked = await api.post('/v1/knowledge/ask', { question: 'Do you ship anvils to Norway?' });
    expect(asked.body.answer).toContain('Norway');
  });

  it('shows a new conversation in the Inbox without a reload', async () => {
    await go('Inbox');
    const marker = await page.evaluate(() => {
      (globalThis as any).marker = 42;
      return 42;
    });
    const before = await page.locator('.list > li').count();
    const visit = await startVisit(
      new Client(svc.h.app, null),
      agent.publicId,
      { page: { url: `${ORIGIN}/pricing` } },
      { origin: ORIGIN },
    );
    await say(new Client(svc.h.app, null), visit, 'Hello, what does an anvil cost?', { headers: { origin: ORIGIN } });
    await expect.poll(() => page.locator('.list > li').count(), WAIT).toBeGreaterThan(before);
    await page
      .getByRole('button', { name: /www\.example\.com\/pricing/ })
      .first()
      .click();
    await page.getByText('Hello, what does an anvil cost?').waitFor();
    // Still the same document: nothing reloaded.
    expect(await page.evaluate(() => (globalThis as any).marker)).toBe(marker);
  });

  it('draws the Home charts from the sandbox data, with the Sandbox badge', async () => {
    await page.getByRole('radio', { name: 'Sandbox' }).check({ force: true });
    await go('Home');
    await page.locator('.badge-sandbox').first().waitFor();
    const charts = page.locator('figure.chart-card');
    await expect.poll(() => charts.locator('canvas').count(), WAIT).toBe(4);
    const captions = await charts.locator('figcaption').allTextContents();
    expect(captions.map((c) => c.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/^Visitors \d[\d,]* in 30 days$/),
      expect.stringMatching(/^Conversations /),
      expect.stringMatching(/^Meetings /),
      expect.stringMatching(/^Tour plays /),
    ]);
    // Drawn with data: the visitors' total is not zero, and the canvas has coloured pixels.
    expect(captions[0]).not.toMatch(/ 0 in 30 days/);
    const painted = await charts
      .first()
      .locator('canvas')
      .evaluate((c: any) => {
        const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i + 2]! > 150 && d[i]! < 100) n++;
        return n;
      });
    expect(painted).toBeGreaterThan(50);
    await page.getByRole('radio', { name: 'Live' }).check({ force: true });
  });

  it('left no console error, no failed request and nothing off this machine', () => {
    expect(
      unexpected(tp.problems).filter((p) => !/HTTP 401: POST .*\/v1\/sessions$/.test(p) && !/status of 401/.test(p)),
    ).toEqual([]);
  });
});
