import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type TestBrowser, type TestPage } from '../helpers/browser.js';
import { buildDashboard, PASSWORD, unexpected } from '../helpers/dashboard.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { freePort } from '../helpers/private-services.js';
import { createOperator } from '../../src/platform/operators/service.js';
import { DASHBOARD_DIR_SLOT } from '../../src/meta/dashboard.js';

/**
 * An axe-core scan of the OAuth consent page (app/src/pages/Authorize.tsx) in
 * Chromium, in each state an operator meets: signed out (the sign-in form in
 * its place), the consent form with every scope offered (an operator who holds
 * transcripts, so that box shows too), and a sign-in that expired. No
 * violation of any impact. The service listens on the port its public URL
 * names: the authorization server's issuer is that URL.
 */
let h: Harness;
let base: string;
let browser: TestBrowser;
let tp: TestPage;
let page: Page;
let built: { dir: string; remove: () => void };
const email = `consent-a11y-${randomBytes(4).toString('hex')}@example.com`;

beforeAll(async () => {
  built = await buildDashboard();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  h = await createHarness({ config: { publicUrl: base } });
  h.deps.slots.set(DASHBOARD_DIR_SLOT, built.dir);
  await h.app.listen({ port, host: '127.0.0.1' });
  const ws = await h.workspace();
  await createOperator(h.deps, 'cli', {
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
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await h?.close();
  built?.remove();
});

/** Every violation on the page as it is, one line each. */
async function scan(): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** An authorization request of a dynamically registered client, as an assistant would send the browser. */
async function authorizationUrl(): Promise<string> {
  const redirect = 'http://127.0.0.1:9/callback';
  const reg = await fetch(`${base}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      redirect_uris: [redirect],
      token_endpoint_auth_method: 'none',
      client_name: 'A11y Assistant',
    }),
  });
  const { client_id } = (await reg.json()) as { client_id: string };
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  return `${base}/oauth/authorize?${new URLSearchParams({
    client_id,
    response_type: 'code',
    redirect_uri: redirect,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: `${base}/mcp`,
    state: 'a11y',
  })}`;
}

it('finds no violation on the consent page: signed out, offering every scope, and expired', async () => {
  await page.goto(await authorizationUrl());
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await scan()).toEqual([]);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Allow an assistant' }).waitFor();
  await page.waitForSelector('input[name=scope][value="conversations:transcripts"]');
  expect(await scan()).toEqual([]);

  // A sign-in this browser did not start (or that expired): the page says so.
  await page.goto(`${base}/app/oauth/authorize?uid=expired-or-foreign`);
  await page.getByRole('heading', { name: 'Allow an assistant' }).waitFor();
  await page.locator('[role=alert], .error').first().waitFor();
  expect(await scan()).toEqual([]);
  const problems = unexpected(tp.problems).filter(
    (p) => !/\/oauth\/interaction\/expired-or-foreign\/details|400/.test(p),
  );
  expect(problems).toEqual([]);
}, 180_000);
