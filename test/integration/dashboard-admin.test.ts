import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardRig, PASSWORD, startDashboard } from '../helpers/dashboard-browser.js';

/**
 * The dashboard's Developers and Settings pages in Chromium against the real
 * service: a webhook whose secret is shown once, the event log, the sandbox
 * reset behind its confirmation; each page scanned with axe-core (no serious or
 * critical violation). What the page claims is checked through the API too.
 */

let rig: DashboardRig;

beforeAll(async () => {
  // Webhook addresses must pass the outbound guard: loopback is allowed here, as in the webhook tests.
  rig = await startDashboard({ config: { outboundAllow: ['127.0.0.1'] } });
  const op = await rig.operator({ role: 'owner' });
  await rig.signIn(op.email);
}, 300_000);

afterAll(async () => {
  await rig?.close();
});

describe('dashboard: developers and settings', () => {
  it('creates a webhook and shows its secret once', async () => {
    const { page } = rig;
    await rig.open('/developers', 'Developers');
    await page.getByText('No webhooks yet.').waitFor();
    expect(await rig.axe()).toEqual([]);
    const url = `${rig.base}/hook-receiver`;
    await page.getByLabel('Address (https://…)').fill(url);
    await page.getByLabel('Description').fill('CRM sync');
    await page.getByRole('button', { name: 'Create webhook' }).click();
    const secret = await page.getByTestId('webhook-secret').innerText();
    expect(secret.length).toBeGreaterThan(20);
    expect(await rig.axe()).toEqual([]);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('cell', { name: `${url} CRM sync` }).waitFor();
    // Gone from the page, and the API never shows it again either.
    expect(await page.getByText(secret).count()).toBe(0);
    const hooks = (await (await rig.ws.live()).get('/v1/webhooks')).body.items;
    expect(hooks).toHaveLength(1);
    expect(JSON.stringify(hooks)).not.toContain(secret);
    await page.reload();
    await page.getByRole('cell', { name: `${url} CRM sync` }).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
    await page.getByRole('button', { name: `Deliveries to ${url}` }).click();
    await page.getByText('No deliveries yet.').waitFor();
  });

  it('switches to Sandbox and resets it, after a confirmation', async () => {
    const { page } = rig;
    await rig.open('/settings', 'Settings');
    await page.getByRole('button', { name: 'Switch to Sandbox' }).click();
    await page.getByText('Sandbox', { exact: true }).first().waitFor();
    await page.getByText(/^Seeded /).waitFor();
    expect(await rig.axe()).toEqual([]);
    const sandbox = await rig.ws.test();
    // Something made in the sandbox, which the reset must take away.
    await sandbox.post('/v1/segments', { name: 'Scratch', filter: { minIntent: 1 } });
    expect((await sandbox.get('/v1/segments')).body.items.map((s: { name: string }) => s.name)).toContain('Scratch');
    const before = (await sandbox.get('/v1/sandbox')).body.seededAt;
    await page.getByRole('button', { name: 'Reset the sandbox' }).click();
    await page.getByRole('alertdialog').waitFor();
    expect(await rig.axe()).toEqual([]);
    // Cancel changes nothing.
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await sandbox.get('/v1/sandbox')).body.seededAt).toBe(before);
    await page.getByRole('button', { name: 'Reset the sandbox' }).click();
    await page.getByRole('button', { name: 'Yes, reset the sandbox' }).click();
    await page.getByText('The sandbox is reset to its example data.').waitFor();
    expect((await sandbox.get('/v1/sandbox')).body.seededAt).not.toBe(before);
    expect((await sandbox.get('/v1/segments')).body.items.map((s: { name: string }) => s.name)).not.toContain(
      'Scratch',
    );
    await page.getByRole('radio', { name: 'Live' }).check();
  });

  it('creates an API key (shown once, transcripts never pre-ticked), which works until it is revoked', async () => {
    const { page } = rig;
    await rig.open('/developers', 'Developers');
    // Keys the test made through the API are listed too: wait for the list, whatever it holds.
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page
      .getByText('No API keys yet.')
      .or(page.getByRole('columnheader', { name: 'Last used' }))
      .waitFor();
    const transcripts = page.getByRole('checkbox', { name: /^conversations:transcripts:/ });
    expect(await transcripts.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /^visitors:read/ }).isChecked()).toBe(true);
    await page.getByLabel('Name', { exact: true }).fill('CRM export');
    await page.getByRole('checkbox', { name: /^segments:write/ }).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.getByTestId('new-api-key').innerText();
    expect(key).toMatch(/^svc_live_/);
    expect(await rig.axe()).toEqual([]);
    const client = rig.ws.client(key);
    expect((await client.get('/v1/visitors')).status).toBe(200);
    expect((await client.get('/v1/conversations')).status).toBe(200);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByText(key).count()).toBe(0);
    // The list shows the key by name and prefix, with its last use, never the key itself.
    const row = page.getByRole('row', { name: /CRM export/ });
    await row.waitFor();
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Revoke CRM export' }).click();
    await page.getByText('Revoked CRM export.').waitFor();
    await page.getByRole('row', { name: /CRM export.*Revoked/ }).waitFor();
    const refused = await client.get('/v1/visitors');
    expect(refused.status).toBe(401);
  });

  it('invites an operator, who signs in with the one-time link', async () => {
    const { page } = rig;
    await rig.open('/settings', 'Settings');
    await page.getByRole('heading', { name: 'Operators' }).waitFor();
    await page.getByRole('cell', { name: /\(you\)/ }).waitFor();
    await page.getByLabel('Email').fill('new.colleague@example.com');
    await page.getByLabel('Role', { exact: true }).selectOption('admin');
    await page.getByRole('button', { name: 'Invite' }).click();
    const link = await page.getByTestId('sign-in-link').innerText();
    expect(link).toMatch(/\/app\/sign-in#token=/);
    expect(await rig.axe()).toEqual([]);
    await page.getByRole('cell', { name: 'new.colleague@example.com', exact: true }).waitFor();
    // A second browser: the colleague opens the link (on this test server's address) and is signed in.
    const other = await rig.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const url = new URL(link);
    await other.page.goto(`${rig.base}${url.pathname}${url.hash}`);
    await other.page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    await other.page.getByText('new.colleague@example.com').first().waitFor();
    // The link is used up.
    const again = await rig.browser.newPage();
    await again.page.goto(`${rig.base}${url.pathname}${url.hash}`);
    await again.page.getByRole('alert').waitFor();
    expect(await again.page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    await other.context.close();
    await again.context.close();
  });

  it('changes one’s own password in Settings (the current one is asked for), which then signs in', async () => {
    const { page } = rig;
    const op = await rig.operator({ role: 'admin' });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Concierge' }).waitFor();
    await rig.signIn(op.email);
    await rig.open('/settings', 'Settings');
    const own = page.getByRole('region', { name: 'Your password' });
    await own.getByLabel('New password').fill('another long passphrase');
    await own.getByLabel(/^Current password/).fill(PASSWORD);
    await own.getByRole('button', { name: 'Save password' }).click();
    await own.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const signedIn = await fetch(`${rig.base}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: op.email, password: 'another long passphrase' }),
    });
    expect(signedIn.status).toBe(201);
  });

  it('left the pages without errors', () => {
    expect(rig.problems()).toEqual([]);
  });
});
