import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestBrowser, TestPage } from '../helpers/browser.js';
import { askUntilCited, clipboardBrowser, getStarted } from '../helpers/get-started.js';
import { type DashboardService, PASSWORD, signIn, startDashboardService, unexpected } from '../helpers/dashboard.js';
import type { TestWorkspace } from '../helpers/harness.js';
import { createOperator } from '../../src/platform/operators/service.js';
import { startExampleSite, type RunningSite } from '../../src/example/site.js';

/** expect.poll waits a second by default; a busy machine needs longer (no assertion here is about time). */
const WAIT = { timeout: 30_000 };

/**
 * Get started on a fresh workspace, as a new team does it: create the agent, add a site
 * (a local website on loopback, read by the worker), ask and see the cited answer, copy
 * the snippet and allow the site's origin, and watch a visitor's conversation arrive
 * while Home stays open; every step ticks itself.
 */
let svc: DashboardService;
let site: RunningSite;
let browser: TestBrowser;
let tp: TestPage;
let page: Page;
let ws: TestWorkspace;
let publicId: string | null = null;
const email = 'founder@example.com';

beforeAll(async () => {
  svc = await startDashboardService({ sdk: true, config: { outboundAllow: ['127.0.0.1'] } });
  site = await startExampleSite({
    serviceOrigin: svc.base,
    agent: () => (publicId ? { publicId, tourPublicId: 'tr_none' } : null),
  });
  ws = await svc.h.workspace({ name: 'Lumen Ledger' });
  await createOperator(svc.h.deps, 'cli', { workspaceId: ws.id, email, role: 'owner', password: PASSWORD });
  ({ browser, tp, page } = await clipboardBrowser(30_000));
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await svc?.close();
});

const { checklist, step, ticked, createAgent } = getStarted(() => page);

describe('Get started on a fresh workspace', () => {
  it('lists the steps, none done', async () => {
    await signIn(page, svc.base, email);
    await checklist().waitFor();
    expect(await checklist().textContent()).toContain('0 of 6 done');
    for (const t of [
      /Create your agent/,
      /Add your site/,
      /Ask the agent/,
      /Put the agent on your site/,
      /first live conversation/,
      /Invite a colleague/,
    ])
      expect(await ticked(t)).toBe('false');
  });

  it('creates the agent, then reads the site added in Knowledge until it is loaded', async () => {
    await createAgent('Lumen Ledger assistant', WAIT);
    // The local site serves its pages (with the embed) once its agent exists.
    publicId = (await (await ws.live()).get('/v1/agents')).body.items[0].publicId as string;
    await step(/Add your site/)
      .getByRole('link', { name: /Knowledge/ })
      .click();
    await page.getByLabel('Site or sitemap URL').fill(`${site.origin}/sitemap.xml`);
    await page.getByRole('button', { name: 'Add URL' }).click();
    // Stored once the form clears: Home read before that shows no source and does not look again.
    await expect.poll(() => page.getByLabel('Site or sitemap URL').inputValue(), WAIT).toBe('');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Home', exact: true }).click();
    // Home watches the site load: the step ticks when a source is loaded.
    await expect
      .poll(
        async () => ((await ticked(/Add your site/)) === 'true' ? 'loaded' : await step(/Add your site/).textContent()),
        {
          timeout: 150_000,
        },
      )
      .toBe('loaded')
      .catch(async (e) => {
        throw new Error(`${e.message}\n${JSON.stringify((await (await ws.live()).get('/v1/knowledge/sources')).body)}`);
      });
  }, 240_000);

  it('asks a question and shows the cited answer', async () => {
    const ask = step(/Ask the agent/);
    await askUntilCited(ask, 'How much does the Growth plan cost?');
    expect(await ask.locator('.answer').textContent()).toContain('€49');
    await expect.poll(() => ticked(/Ask the agent/), WAIT).toBe('true');
  });

  it('copies the embed snippet with the agent’s public id and allows the site’s origin', async () => {
    const embed = step(/Put the agent on your site/);
    await embed.getByRole('button', { name: 'Copy the snippet' }).click();
    const copied = await page.evaluate(() => (globalThis as any).navigator.clipboard.readText());
    expect(copied).toBe(`<script src="${svc.base}/sdk.js" data-agent="${publicId}" async></script>`);
    await embed.getByLabel("Your site's origin").fill(`${site.origin}/`);
    await embed.getByRole('button', { name: 'Allow this origin' }).click();
    await expect.poll(() => ticked(/Put the agent on your site/), WAIT).toBe('true');
  });

  it('ticks the first live conversation as a visitor talks on the site, without a reload', async () => {
    const visitor = await browser.newPage();
    await visitor.page.goto(`${site.origin}/pricing`);
    await visitor.page.getByRole('button', { name: 'Chat with us' }).click();
    const box = visitor.page.getByRole('textbox', { name: 'Message' });
    await box.fill('Is there a free trial?');
    await box.press('Enter');
    await expect.poll(() => ticked(/first live conversation/), { timeout: 30_000 }).toBe('true');
    await visitor.context.close();
  });

  it('is gone once a colleague is invited too', async () => {
    expect(await ticked(/Invite a colleague/)).toBe('false');
    await createOperator(svc.h.deps, 'cli', { workspaceId: ws.id, email: 'colleague@example.com', role: 'member' });
    await page.reload();
    await page.getByRole('heading', { name: 'Pulse, last 30 days' }).waitFor();
    await page.getByRole('heading', { name: 'Open follow-ups' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Get started' }).count()).toBe(0);
    expect(unexpected(tp.problems)).toEqual([]);
  });
});
