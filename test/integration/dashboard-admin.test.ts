import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardRig, startDashboard } from '../helpers/dashboard-browser.js';

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

  it('left the pages without errors', () => {
    expect(rig.problems()).toEqual([]);
  });
});
