import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type TestBrowser, type TestPage } from '../helpers/browser.js';
import { type DashboardService, PASSWORD, signIn, startDashboardService, unexpected } from '../helpers/dashboard.js';
import { createOperator } from '../../src/platform/operators/service.js';

/**
 * An axe-core scan of every page of the dashboard, signed out (sign-in) and signed in, in
 * Live (a new workspace: empty states and Get started) and in Sandbox (the example data):
 * no serious or critical violation anywhere.
 */
const PAGES = [
  ['Home', '/'],
  ['Inbox', '/inbox'],
  ['Follow-ups', '/follow-ups'],
  ['Knowledge', '/knowledge'],
  ['Visitors', '/visitors'],
  ['Segments', '/segments'],
  ['Offers', '/offers'],
  ['Tours', '/tours'],
  ['Agent', '/agent'],
  ['Developers', '/developers'],
  ['Settings', '/settings'],
] as const;

/** With UPDATE_SCREENSHOTS=1 the scan also photographs each page into docs/screenshots/ (for the README). */
const SHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? path.resolve('docs/screenshots') : null;

async function shot(name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `dashboard-${name}.png`), animations: 'disabled' });
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-');

let svc: DashboardService;
let browser: TestBrowser;
let tp: TestPage;
let page: Page;
const email = 'a11y@example.com';

beforeAll(async () => {
  svc = await startDashboardService();
  const ws = await svc.h.workspace({ seed: true });
  await createOperator(svc.h.deps, 'cli', {
    workspaceId: ws.id,
    email,
    role: 'owner',
    transcripts: true,
    password: PASSWORD,
  });
  browser = await launch();
  tp = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page = tp.page;
  page.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

/** The serious and critical violations on the page as it is, one line each. */
async function scan(): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Cards (and the tables scrolling inside them) whose content is wider than they are, at the 1280 px window. */
async function overflowing(): Promise<string[]> {
  return page.evaluate(() =>
    [...(globalThis as any).document.querySelectorAll('main .card, main .table-scroll')]
      .filter((el: any) => el.scrollWidth > el.clientWidth + 1)
      .map((el: any) => `${el.className}: ${el.querySelector('h2, h3')?.textContent ?? el.textContent.slice(0, 40)}`),
  );
}

/** Waits until the page shows its data: its h1, and nothing in <main> still loading. */
async function settled(name: string): Promise<void> {
  await page.waitForFunction((n) => {
    const main = (globalThis as any).document.querySelector('main');
    return main?.querySelector('h1')?.textContent === n && !main.querySelector('.loading, [aria-busy="true"]');
  }, name);
}

describe('accessibility (axe-core)', () => {
  it('finds no serious or critical violation on the sign-in page', async () => {
    await page.goto(`${svc.base}/app/sign-in`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await scan()).toEqual([]);
    await shot('sign-in');
  });

  for (const mode of ['Live', 'Sandbox'] as const)
    it(`finds no serious or critical violation, and no card overflowing, on any page in ${mode}`, async () => {
      if (mode === 'Live') await signIn(page, svc.base, email);
      else await page.getByText('Sandbox', { exact: true }).first().click();
      const found: Record<string, string[]> = {};
      for (const [name, path] of PAGES) {
        await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
        await settled(name);
        const v = [...(await scan()), ...(await overflowing()).map((o) => `overflows its card: ${o}`)];
        // Live shows a new workspace (Get started, empty states); Sandbox the example data.
        if (mode === 'Sandbox') await shot(slug(name));
        else if (name === 'Home') await shot('get-started');
        if (v.length) found[`${name} (${path})`] = v;
      }
      expect(found).toEqual({});
    }, 300_000);

  it('moved through every page without a console error or a failed call', () => {
    expect(unexpected(tp.problems)).toEqual([]);
  });
});
