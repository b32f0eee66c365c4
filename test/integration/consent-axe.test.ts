import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launch, type TestBrowser, type TestPage } from '../helpers/browser.js';
import { buildDashboard, PASSWORD, unexpected } from '../helpers/dashboard.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { freePort } from '../helpers/private-services.js';
import { createOperator } from '../../src/platform/operators/service.js';
import { callbackServer } from '../helpers/oauth.js';
import { listToolsWith, registerClient } from '../helpers/oauth-dance.js';
import { DASHBOARD_DIR_SLOT } from '../../src/meta/dashboard.js';

/**
 * An axe-core scan of the OAuth consent page (app/src/pages/Authorize.tsx) in
 * Chromium, in each state an operator meets: signed out (the sign-in form in
 * its place), the consent form with every scope offered (an operator who holds
 * transcripts, so that box shows too), and a sign-in that expired; and the
 * Developers page's list of signed-in assistants with one in it, whose Revoke
 * button ends its token. No violation of any impact. The service listens on the port its public URL
 * names: the authorization server's issuer is that URL.
 */
let h: Harness;
let base: string;
let browser: TestBrowser;
let tp: TestPage;
let page: Page;
let built: { dir: string; remove: () => void };
let callback: Awaited<ReturnType<typeof callbackServer>>;
const email = `consent-a11y-${randomBytes(4).toString('hex')}@example.com`;

beforeAll(async () => {
  built = await buildDashboard();
  callback = await callbackServer();
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
  await callback?.close();
});

/** Every violation on the page as it is, one line each. */
async function scan(): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** An authorization request of a dynamically registered client, as an assistant would send the browser. */
async function authorizationRequest(): Promise<{ url: string; clientId: string; verifier: string }> {
  const client_id = await registerClient(`${base}/oauth/register`, callback.url, 'A11y Assistant');
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const url = `${base}/oauth/authorize?${new URLSearchParams({
    client_id,
    response_type: 'code',
    redirect_uri: callback.url,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: `${base}/mcp`,
    state: 'a11y',
  })}`;
  return { url, clientId: client_id, verifier };
}

it('finds no violation on the consent page (signed out, every scope offered, expired) nor on the signed-in assistants list; revokes there', async () => {
  const request = await authorizationRequest();
  await page.goto(request.url);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await scan()).toEqual([]);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Allow an assistant' }).waitFor();
  await page.waitForSelector('input[name=scope][value="conversations:transcripts"]');
  expect(await scan()).toEqual([]);

  // Allowed: back at the assistant with a code, which it exchanges for tokens.
  await Promise.all([
    page.waitForURL((u) => u.toString().startsWith(callback.url)),
    page.getByRole('button', { name: 'Allow' }).click(),
  ]);
  const code = new URL(page.url()).searchParams.get('code')!;
  const exchanged = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: request.verifier,
      redirect_uri: callback.url,
      client_id: request.clientId,
      resource: `${base}/mcp`,
    }),
  });
  const { access_token } = (await exchanged.json()) as { access_token: string };
  expect((await listToolsWith(base, access_token)).status).toBe(200);

  // The Developers page lists it (the dashboard-axe scan sees that page with none) and revokes it.
  await page.goto(`${base}/app/developers`);
  const row = page.getByRole('row').filter({ hasText: 'A11y Assistant' });
  await row.waitFor();
  expect(await scan()).toEqual([]);
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByText('No assistant is signed in.').waitFor();
  expect((await listToolsWith(base, access_token)).status).toBe(401);

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
