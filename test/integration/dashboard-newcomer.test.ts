import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { TestBrowser, TestPage } from '../helpers/browser.js';
import { askUntilCited, clipboardBrowser, getStarted } from '../helpers/get-started.js';
import { unexpected } from '../helpers/dashboard.js';
import { createPostgresDatabase, dbKind, type ScratchDatabase } from '../helpers/harness.js';
import {
  buildLikeInstall,
  freePort,
  type LocalSite,
  npmStart,
  runLine,
  type Started,
  startLocalSite,
} from '../helpers/newcomer.js';

// The build (when the sources changed), a service starting from an empty database, a site read by
// the worker: slow on a shared machine. No assertion here is about time.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 600_000 });
const WAIT = { timeout: 120_000 };

/**
 * Issue 29's "Done when", walked as a newcomer walks it: the README's build, `npm start` on
 * an empty data folder (or an empty PostgreSQL database), the create-owner command exactly
 * as the banner prints it (the CLI while the server runs), the sign-in link it prints opened
 * in Chromium, and Home's Get started finished through the dashboard alone with a site of
 * the newcomer's own on loopback: each step ticks itself. Nothing is made behind the
 * dashboard's back: no harness, no direct service calls, one browser.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-newcomer-'));
let database: ScratchDatabase | null = null;
let server: Started & { banner: string };
let site: LocalSite;
let browser: TestBrowser;
let tp: TestPage;
let page: Page;
let base: string;
/** The newcomer's shell: what they export (the data folder stands for ./data of the checkout). */
const shell: Record<string, string> = { DATA_DIR: dataDir };

beforeAll(async () => {
  await buildLikeInstall();
  site = await startLocalSite({
    '/': { title: 'Lumen Ledger', body: '<p>Lumen Ledger is bookkeeping software for small shops in Europe.</p>' },
    '/pricing': {
      title: 'Pricing',
      body: '<p>The Starter plan costs €19 per month. The Growth plan costs €49 per month and adds payroll.</p>',
    },
    '/security': {
      title: 'Security',
      body: '<p>Your books are stored in Frankfurt, encrypted at rest, and backed up every night.</p>',
    },
  });
  // A database with nothing in it: the service migrates it at start.
  if (dbKind() === 'postgres')
    database = await createPostgresDatabase(`concierge_newcomer_${process.pid}_${Date.now()}`);
  if (database) shell.DATABASE_URL = database.url;
  server = await npmStart({
    ...shell,
    PORT: String(await freePort()),
    // The newcomer's site runs on this machine: the outbound guard refuses loopback unless told.
    SVC_OUTBOUND_ALLOW: '127.0.0.1',
  });
  ({ browser, tp, page } = await clipboardBrowser(60_000));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await site?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const { checklist, step, ticked, createAgent } = getStarted(() => page);
const nav = (name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
async function home() {
  await nav('Home');
  await checklist().waitFor();
}

it('creates the first owner with the command the banner prints, whose link signs in to Home', async () => {
  const m = /Concierge is running at (http:\/\/\S+)\/v1/.exec(server.banner);
  expect(m, server.banner).not.toBeNull();
  base = m![1]!;
  expect(server.banner).toContain(`dashboard:        ${base}/app`);
  const command = server.banner.split('\n').find((l) => /svc operators create/.test(l));
  expect(command, server.banner).toBeDefined();
  // What the banner tells the other terminal to export, exported (the server's port is not the default).
  for (const line of server.banner.split('\n')) {
    const exported = /^\s*export (\w+)=(\S+)/.exec(line);
    if (exported) shell[exported[1]!] = exported[2]!;
  }
  const made = await runLine(command!.replace(/#.*$/, ''), shell);
  expect(made.code, made.stderr).toBe(0);
  const link = /(http:\/\/\S+\/app\/sign-in#token=\S+)/.exec(made.stdout)?.[1];
  expect(link, made.stdout).toBeDefined();

  await page.goto(link!);
  await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
  expect(page.url()).toBe(`${base}/app/`);
  await checklist().waitFor();
  expect(await checklist().textContent()).toContain('0 of 6 done');
});

it('creates the agent and watches the site added in Knowledge load', async () => {
  await createAgent('Lumen Ledger assistant', WAIT);

  await step(/Add your site/)
    .getByRole('link', { name: /Knowledge/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Knowledge' }).waitFor();
  await page.getByLabel('Site or sitemap URL').fill(`${site.origin}/sitemap.xml`);
  await page.getByRole('button', { name: 'Add URL' }).click();
  // The form clears itself once the source is stored: Home read before that would show no source
  // and, with nothing being read, would not look again.
  await expect.poll(() => page.getByLabel('Site or sitemap URL').inputValue(), WAIT).toBe('');
  await home();
  await expect
    .poll(
      async () => ((await ticked(/Add your site/)) === 'true' ? 'loaded' : await step(/Add your site/).textContent()),
      {
        timeout: 240_000,
      },
    )
    .toBe('loaded');
});

it('asks in Knowledge’s "Try a question" and sees the cited answer', async () => {
  await nav('Knowledge');
  const ask = page.locator('section', { has: page.getByRole('heading', { name: 'Try a question' }) });
  await askUntilCited(ask, 'How much does the Growth plan cost?');
  expect(await ask.locator('.answer').textContent()).toContain('€49');
  expect(await ask.locator('.citations a').first().getAttribute('href')).toBe(`${site.origin}/pricing`);
  await home();
  expect(await ticked(/Ask the agent/)).toBe('true');
});

it('copies the embed snippet onto the site and allows the site’s origin', async () => {
  const embed = step(/Put the agent on your site/);
  await embed.getByRole('button', { name: 'Copy the snippet' }).click();
  const copied: string = await page.evaluate(() => (globalThis as any).navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^<script src="${base}/sdk.js" data-agent="ag_\\w+" async></script>$`));
  site.paste(copied);
  await embed.getByLabel("Your site's origin").fill(site.origin);
  await embed.getByRole('button', { name: 'Allow this origin' }).click();
  await expect.poll(() => ticked(/Put the agent on your site/), WAIT).toBe('true');
});

it('sees a visitor’s conversation on the site arrive in the Inbox while it is open, and the step tick', async () => {
  await nav('Inbox');
  await page.getByText('No conversations yet').waitFor();
  // The visitor: a tab of the same browser on the newcomer's site, with the pasted snippet.
  const visitor = await tp.context.newPage();
  await visitor.goto(`${site.origin}/pricing`);
  await visitor.getByRole('button', { name: 'Chat with us' }).click();
  const box = visitor.getByRole('textbox', { name: 'Message' });
  await box.fill('Where are my books stored?');
  await box.press('Enter');
  await visitor.getByText(/Frankfurt/).waitFor();
  // No reload: the Inbox lists it from the event stream.
  const host = new URL(site.origin).host;
  await page.getByRole('button', { name: new RegExp(`${host}/pricing`) }).click();
  await page.getByText('Where are my books stored?').waitFor();
  await visitor.close();
  await home();
  expect(await ticked(/first live conversation/)).toBe('true');
  expect(await checklist().textContent()).toContain('5 of 6 done');
});

it('invites a colleague in Settings, and Get started is done', async () => {
  await step(/Invite a colleague/)
    .getByRole('link', { name: /Settings/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill('colleague@example.com');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const shown = page.getByRole('region', { name: 'Sign-in link' }).locator('code');
  await shown.waitFor().catch((e) => {
    throw new Error(`${e.message}\n${tp.problems.join('\n')}`);
  });
  expect(await shown.textContent()).toMatch(new RegExp(`^${base}/app/sign-in#token=`));
  await nav('Home');
  await page.getByRole('heading', { name: 'Pulse, last 30 days' }).waitFor();
  await page.getByRole('heading', { name: 'Open follow-ups' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Get started' }).count()).toBe(0);
  expect(unexpected(tp.problems)).toEqual([]);
});
