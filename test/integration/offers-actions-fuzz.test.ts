import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { newId, publicId } from '../../src/lib/ids.js';
import { insertAgent } from '../../src/records/agents.js';

/**
 * The shared fuzz test rarely gets past a 404 (its ids are random); this one aims
 * malformed values at the nested fields of real offers and Actions. Whatever
 * arrives, the answer is a 2xx or a 4xx, and what a 2xx returns is what is stored.
 * Each run has a fresh key, so the real rate limiter never runs dry: at least
 * 95% of the requests reach the route (no 401, 403 or 429) and none is a 5xx.
 */
let h: Harness;
let ws: TestWorkspace;
let agentId: string;
let offerId: string;

beforeAll(async () => {
  h = await createHarness();
  ws = await h.workspace();
  agentId = newId();
  await h.db.tenantTx(ws.id, (tx) =>
    insertAgent(tx, { id: agentId, publicId: publicId('ag_'), name: 'Fuzz agent', now: new Date() }),
  );
  offerId = (
    await (await ws.live()).post('/v1/offers', { name: 'Fuzz', format: 'toaster', goal: 'engaged', message: 'Hi' })
  ).body.id;
});
afterAll(() => h?.close());

const statuses: number[] = [];
/** Checks the answers of one property after it ran: nothing bounced off auth or the limiter. */
function expectReachedTheRoute(): void {
  const bounced = statuses.filter((s) => s === 401 || s === 403 || s === 429);
  expect({ requests: statuses.length, limited: bounced.filter((s) => s === 429).length }).toMatchObject({ limited: 0 });
  expect(bounced.length / statuses.length).toBeLessThanOrEqual(0.05);
  statuses.length = 0;
}

const odd: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    '',
    ' ',
    '/',
    '/*',
    '*',
    'https://',
    'javascript:x',
    'https://example.com/\u0000',
    '2026-02-30T10:00:00Z',
    '2026-01-01T23:59:60Z',
    -1,
    1e308,
    0.5,
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.uuid(),
);
const deploy = fc.dictionary(
  fc.constantFrom(
    'live',
    'presentation',
    'hosts',
    'includePages',
    'excludePages',
    'utm',
    'referrerHosts',
    'visitorType',
    'crm',
    'industries',
    'devices',
    'afterSeconds',
    'startsAt',
    'endsAt',
  ),
  fc.oneof(
    odd,
    fc.array(odd, { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('source', 'campaign', 'stage', 'x'), odd, { maxKeys: 2 }),
  ),
);
const offerBody = fc.record(
  {
    name: odd,
    format: fc.constantFrom('toaster', 'in_chat', 'x'),
    goal: fc.constantFrom('engaged', 'x'),
    message: odd,
    chips: fc.oneof(odd, fc.array(odd, { maxLength: 5 })),
    ctaAction: fc.oneof(
      odd,
      fc.record(
        {
          type: fc.constantFrom('none', 'navigate', 'open_content', 'open_experience'),
          url: odd,
          contentRefId: odd,
          experienceId: odd,
        },
        { requiredKeys: ['type'] },
      ),
    ),
    deploy: fc.oneof(
      odd,
      deploy,
      deploy.map((d) => ({ live: true, presentation: 'toast', ...d })),
    ),
    conversion: fc.oneof(
      odd,
      fc.record(
        { collect: fc.array(odd, { maxLength: 3 }), formId: odd, agentNote: odd, destination: odd },
        { requiredKeys: [] },
      ),
    ),
    audienceIds: fc.oneof(odd, fc.array(odd, { maxLength: 2 })),
    imageUrl: odd,
    headline: odd,
  },
  { requiredKeys: [] },
);

it('createOffer and updateOffer answer 2xx or 4xx to odd nested values, and store what they return', async () => {
  await fc.assert(
    fc.asyncProperty(offerBody, fc.boolean(), async (body, update) => {
      const api = await ws.live();
      const res = update ? await api.patch(`/v1/offers/${offerId}`, body) : await api.post('/v1/offers', body);
      statuses.push(res.status);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      if (res.status < 300) expect((await api.get(`/v1/offers/${res.body.id}`)).body).toEqual(res.body);
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 25) },
  );
  expectReachedTheRoute();
});

it('putAction and getActionLink answer 2xx or 4xx to odd values', async () => {
  const actionBody = fc.record(
    {
      name: odd,
      task: odd,
      opens: fc.oneof(
        odd,
        fc.record(
          { kind: fc.constantFrom('tour', 'form', 'link', 'content', 'x'), tourPublicId: odd, formId: odd, url: odd },
          { requiredKeys: ['kind'] },
        ),
      ),
      destination: odd,
      campaignContext: odd,
      enabled: odd,
      arrival: odd,
    },
    { requiredKeys: [] },
  );
  const query = fc.dictionary(
    fc.constantFrom('destination', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term'),
    fc.string({ unit: 'binary', maxLength: 40 }),
    { maxKeys: 3 },
  );
  await fc.assert(
    fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/), actionBody, query, async (actionId, body, q) => {
      const api = await ws.live();
      const put = await api.put(`/v1/agents/${agentId}/actions/${actionId}`, body);
      expect(put.status, JSON.stringify(put.body)).toBeLessThan(500);
      const link = await api.get(
        `/v1/agents/${agentId}/actions/${actionId}/link?${new URLSearchParams(q as Record<string, string>).toString()}`,
      );
      expect(link.status, JSON.stringify(link.body)).toBeLessThan(500);
      statuses.push(put.status, link.status);
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 25) },
  );
  expectReachedTheRoute();
});
