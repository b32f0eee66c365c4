import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { type DashboardRig, startDashboard } from '../helpers/dashboard-browser.js';
import { emit } from '../webhooks/events.js';

/**
 * Addresses inside the dashboard's pages: a skill's editor and the agent's settings
 * (/app/agent/…), a webhook's delivery log (/app/developers/webhooks/<id>). Each opens
 * directly from its address, survives a reload, and Back returns to where one was.
 */
const WAIT = { timeout: 60_000 };
let rig: DashboardRig;
let skills: Array<{ slug: string; name: string }>;
let agents: Array<{ id: string; name: string }>;

beforeAll(async () => {
  // Webhook addresses must pass the outbound guard: loopback is allowed here, as in the webhook tests.
  rig = await startDashboard({ config: { outboundAllow: ['127.0.0.1'] } });
  const api = await rig.ws.live();
  agents = [];
  for (const name of ['Front desk', 'Support desk']) {
    const made = await api.post('/v1/agents', { name });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    agents.push(made.body);
  }
  skills = (await api.get('/v1/skills')).body.items;
  expect(skills.length).toBeGreaterThan(1);
  const op = await rig.operator({ role: 'owner' });
  await rig.signIn(op.email);
}, 300_000);
afterAll(async () => {
  await rig?.close();
});

const at = (path: string) => rig.page.waitForURL(`${rig.base}/app${path}`);
/** Whether the element's top is inside the window (the page scrolled to it). */
const inView = (l: Locator) =>
  l.evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < (globalThis as any).innerHeight;
  });

it('opens a skill at its own address, keeps it over a reload, and goes back skill by skill', async () => {
  const { page } = rig;
  const [first, second] = skills as [(typeof skills)[0], (typeof skills)[0]];
  await rig.open('/agent', 'Agent');
  await page.getByRole('button', { name: first.name, exact: true }).click();
  await at(`/agent/skills/${first.slug}`);
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(first.name);
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Agent' }).waitFor();
  await page.getByLabel('Name', { exact: true }).waitFor();
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(first.name);

  await page.getByRole('button', { name: second.name, exact: true }).click();
  await at(`/agent/skills/${second.slug}`);
  await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue(), WAIT).toBe(second.name);
  await page.goBack();
  await at(`/agent/skills/${first.slug}`);
  await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue(), WAIT).toBe(first.name);
  await page.goBack();
  await at('/agent');
  await page.getByRole('heading', { name: 'Skills' }).waitFor();
  expect(await page.getByLabel('Name', { exact: true }).count()).toBe(0);
});

it('opens an agent’s settings directly, the agent chosen by its address, and in view', async () => {
  const { page } = rig;
  const second = agents[1]!;
  await page.goto(`${rig.base}/app/agent/settings?agent=${second.id}`);
  const settings = page.getByRole('region', { name: 'Settings' });
  await settings.waitFor();
  expect(await page.getByLabel('Agent', { exact: true }).inputValue()).toBe(second.id);
  await expect.poll(() => inView(page.getByRole('heading', { name: 'Settings', exact: true })), WAIT).toBe(true);
  await page.reload();
  await settings.waitFor();
  expect(await page.getByLabel('Agent', { exact: true }).inputValue()).toBe(second.id);

  // Choosing the other agent is a step in the history too.
  await page.getByLabel('Agent', { exact: true }).selectOption(agents[0]!.id);
  await at(`/agent/settings?agent=${agents[0]!.id}`);
  await page.goBack();
  await at(`/agent/settings?agent=${second.id}`);
  await expect.poll(() => page.getByLabel('Agent', { exact: true }).inputValue(), WAIT).toBe(second.id);
  expect(await rig.axe()).toEqual([]);
});

it('opens a webhook’s delivery log at its address, over a reload, and Back closes it', async () => {
  const { page } = rig;
  const api = await rig.ws.live();
  const url = `${rig.base}/hook-receiver`;
  const hook = (await api.post('/v1/webhooks', { url, events: ['visitor.identified'] })).body;
  await emit(rig.svc.h, rig.ws.id);
  await expect
    .poll(async () => (await api.get(`/v1/webhooks/${hook.id}/deliveries`)).body.items.length, WAIT)
    .toBeGreaterThan(0);

  await rig.open('/developers', 'Developers');
  await page.getByRole('button', { name: `Deliveries to ${url}` }).click();
  await at(`/developers/webhooks/${hook.id}`);
  const log = page.getByRole('region', { name: `Deliveries to ${url}` });
  await log.getByRole('button', { name: /^Replay delivery / }).waitFor();
  await page.reload();
  await log.getByRole('button', { name: /^Replay delivery / }).waitFor();
  await expect.poll(() => inView(log), WAIT).toBe(true);
  await page.goBack();
  await at('/developers');
  await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
  expect(await log.count()).toBe(0);
  await page.goForward();
  await at(`/developers/webhooks/${hook.id}`);
  await log.waitFor();

  // An address of a webhook that is not there says so.
  await page.goto(`${rig.base}/app/developers/webhooks/wh_missing`);
  await page.getByRole('alert').filter({ hasText: 'There is no webhook wh_missing' }).waitFor();
  expect(rig.problems()).toEqual([]);
});
