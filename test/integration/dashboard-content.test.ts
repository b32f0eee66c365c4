import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardRig, startDashboard } from '../helpers/dashboard-browser.js';

/**
 * The dashboard's marketing pages in Chromium against the real service: a segment
 * created with its live preview count, an offer created and retired, a tour
 * published, the agent's greeting and allowed origins edited, a visitor's journey
 * opened; each page scanned with axe-core (no serious or critical violation).
 * Every change is checked through the API as well, not only on the page.
 */

let rig: DashboardRig;

beforeAll(async () => {
  // With the page SDK built: the player and the widget preview run it.
  rig = await startDashboard({ sdk: true });
  const op = await rig.operator({ role: 'admin' });
  await rig.signIn(op.email);
}, 300_000);

afterAll(async () => {
  await rig?.close();
});

describe('dashboard: segments, offers, tours, agent, visitors', () => {
  it('creates a segment, with the preview count before saving', async () => {
    const { page } = rig;
    await rig.open('/segments', 'Segments');
    await page.getByText('No segments yet.').waitFor();
    expect(await rig.axe()).toEqual([]);
    await page.getByRole('button', { name: 'New segment' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Keen buyers');
    const preview = page.getByTestId('segment-preview');
    await expect
      .poll(() => preview.innerText(), { timeout: 30_000 })
      .toBe('Add a condition to see how many visitors match.');
    await page.getByLabel('Intent score at least (0–100)').fill('60');
    // The live workspace has no visitors yet: the preview asks the API and says 0.
    await expect.poll(() => preview.innerText(), { timeout: 30_000 }).toBe('0 visitors match now.');
    expect(await rig.axe()).toEqual([]);
    await page.getByRole('button', { name: 'Create segment' }).click();
    await page.getByText('Saved Keen buyers.').waitFor();
    await page.getByRole('cell', { name: 'Keen buyers', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Members of Keen buyers' }).waitFor();
    const api = await rig.ws.live();
    const list = await api.get('/v1/segments');
    expect(list.body.items).toEqual([
      expect.objectContaining({ name: 'Keen buyers', filter: expect.objectContaining({ minIntent: 60 }) }),
    ]);
    // Deep link: the segment shown is in the address, so a reload keeps it and Back leaves it.
    const segmentId = list.body.items[0].id;
    await page.waitForURL(`${rig.base}/app/segments/${segmentId}`);
    await page.reload();
    await page.getByRole('heading', { name: 'Members of Keen buyers' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${rig.base}/app/segments`);
    await page.getByRole('heading', { name: 'Members of Keen buyers' }).waitFor({ state: 'detached' });
    await page.goForward();
    await page.getByRole('heading', { name: 'Members of Keen buyers' }).waitFor();
  });

  it('creates an offer with deploy gates, then retires it', async () => {
    const { page } = rig;
    await rig.open('/offers', 'Offers');
    await page.getByText('No offers yet.').waitFor();
    await page.getByRole('button', { name: 'New offer' }).click();
    await page.getByLabel('Name (internal)').fill('Winter demo');
    await page.getByLabel('Headline').fill('See it live');
    await page.getByLabel('Message').fill('Book a 20 minute demo.');
    await page.getByLabel('Button label (empty: no button)').fill('Book');
    await page.getByLabel(/Show this offer on arrival/).check();
    await page.getByLabel(/Live \(off keeps/).check();
    await page.getByLabel('Only on pages (path patterns, one a line)').fill('/pricing');
    expect(await rig.axe()).toEqual([]);
    await page.getByRole('button', { name: 'Create offer' }).click();
    await page.getByText('Saved Winter demo.').waitFor();
    const api = await rig.ws.live();
    const [created] = (await api.get('/v1/offers')).body.items;
    expect(created).toMatchObject({
      name: 'Winter demo',
      headline: 'See it live',
      isActive: true,
      ctaLabel: 'Book',
      deploy: { live: true, includePages: ['/pricing'] },
    });
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Retire Winter demo' }).click();
    await page.getByText('Winter demo is retired.').waitFor();
    await page.getByRole('button', { name: 'Bring back Winter demo' }).waitFor();
    expect((await api.get(`/v1/offers/${created.id}`)).body.isActive).toBe(false);
  });

  it('publishes a draft tour (in the sandbox) and offers the player for it', async () => {
    const { page } = rig;
    await page.getByRole('radio', { name: 'Sandbox' }).check();
    await rig.open('/tours', 'Tours');
    const draft = (await (await rig.ws.test()).get('/v1/tours?status=draft')).body.items[0];
    expect(draft).toBeTruthy();
    expect(await rig.axe()).toEqual([]);
    await page.getByRole('button', { name: `Publish ${draft.name}` }).click();
    await page.getByText(`Published ${draft.name} as version 1.`).waitFor();
    // The player: the page SDK on the preview page plays the tour just published.
    const [player] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: `Open ${draft.name} in the player` }).click(),
    ]);
    await player.getByRole('dialog', { name: `Tour: ${draft.name}` }).waitFor();
    await player.close();
    const after = (await (await rig.ws.test()).get(`/v1/tours/${draft.id}`)).body;
    expect(after.status).toBe('published');
    await page.getByRole('button', { name: `Sittings of ${draft.name}` }).click();
    await page.getByRole('heading', { name: `Sittings of ${draft.name}` }).waitFor();
    await page.waitForURL(`${rig.base}/app/tours/${draft.id}`);
    await page.reload();
    await page.getByRole('heading', { name: `Sittings of ${draft.name}` }).waitFor();
    // The play above may have been recorded already: a table of sittings or the empty state, not an error.
    await page
      .getByText('No sittings yet.')
      .or(page.getByRole('columnheader', { name: 'Furthest step' }))
      .waitFor();
    // The widget preview of the sandbox's agent (its allowed origins are `*`): the launcher a visitor sees.
    await rig.open('/agent', 'Agent');
    await page.getByRole('button', { name: 'Show the preview' }).click();
    const frame = page.frameLocator('iframe[title^="Preview of"]');
    await frame.getByRole('button', { name: /Ask us/ }).waitFor();
    expect(await rig.axe()).toEqual([]);
    await page.getByRole('radio', { name: 'Live' }).check();
  });

  it('edits the greeting and the allowed origins of the agent', async () => {
    const { page } = rig;
    const api = await rig.ws.live();
    await api.post('/v1/agents', { name: 'Front desk' });
    // The test before ends on the Agent page: leave it, so it loads again with the agent just made.
    await rig.open('/offers', 'Offers');
    await rig.open('/agent', 'Agent');
    const agent = (await api.get('/v1/agents')).body.items[0];
    await page.getByText(`data-agent="${agent.publicId}"`).waitFor();
    await page.getByRole('button', { name: 'Copy the snippet' }).waitFor();
    expect(await rig.axe()).toEqual([]);
    await page.getByLabel('Greeting').fill('Hello! Ask me anything about pricing.');
    await page.getByLabel(/Allowed origins/).fill('https://www.example.com\nhttps://shop.example.com');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved; the next visitor gets them.').waitFor();
    const after = (await api.get(`/v1/agents/${agent.id}`)).body;
    expect(after.greeting).toBe('Hello! Ask me anything about pricing.');
    expect(after.allowedOrigins).toEqual(['https://www.example.com', 'https://shop.example.com']);
    // A refused origin is the API's message, in words, and nothing changes.
    await page.getByLabel(/Allowed origins/).fill('not an origin');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /origin/i })
      .waitFor();
    expect((await api.get(`/v1/agents/${agent.id}`)).body.allowedOrigins).toHaveLength(2);
  });

  it('searches visitors and opens a journey (sandbox data)', async () => {
    const { page } = rig;
    await page.getByRole('radio', { name: 'Sandbox' }).check();
    await rig.open('/visitors', 'Visitors');
    await page.getByRole('table').first().waitFor();
    expect(await rig.axe()).toEqual([]);
    await page.getByLabel('Intent score at least (0–100)').fill('80');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/^\d+ visitors match/).waitFor();
    const first = page.getByRole('table').getByRole('button').first();
    const name = await first.innerText();
    await first.click();
    await page.getByRole('heading', { name: 'Journey' }).waitFor();
    await page.getByRole('heading', { level: 3, name }).waitFor();
    expect(await rig.axe()).toEqual([]);
    await page.getByRole('radio', { name: 'Live' }).check();
  });

  it('left the page without errors', () => {
    // The refused origin above is an expected 400; nothing else may fail.
    const expected = (p: string) => /HTTP 400: PATCH .*\/v1\/agents\//.test(p) || /status of 400/.test(p);
    expect(rig.problems().filter((p) => !expected(p))).toEqual([]);
  });
});
