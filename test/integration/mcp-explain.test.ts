import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createHarness, type Harness } from '../helpers/harness.js';

/** explainOffer and explainSegmentMembership over /mcp, against what the runtime and segments decide. */
let h: Harness;
let mcpUrl: URL;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  mcpUrl = new URL(`http://127.0.0.1:${(h.app.server.address() as { port: number }).port}/mcp`);
});
afterAll(() => h?.close());

async function connect(key: string) {
  const client = new Client(
    { name: 'explain-test', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await client.connect(
    new StreamableHTTPClientTransport(mcpUrl, { requestInit: { headers: { authorization: `Bearer ${key}` } } }),
  );
  return client;
}

type Call = { isError?: boolean; structuredContent?: any };

it('explains each deploy gate of an offer, passed or failed and why', async () => {
  const ws = await h.workspace();
  const c = await connect((await ws.key({ mode: 'test' })).key);
  const created = (await c.callTool({
    name: 'createOffer',
    arguments: {
      name: 'Pricing nudge',
      format: 'toaster',
      goal: 'meeting_booked',
      message: 'Questions about plans?',
      deploy: {
        live: true,
        presentation: 'toast',
        includePages: ['/pricing'],
        devices: ['desktop'],
        utm: { campaign: 'spring' },
      },
    },
  })) as Call;
  expect(created.isError, JSON.stringify(created.structuredContent)).toBeFalsy();
  const offerId = created.structuredContent.id as string;

  const shown = (await c.callTool({
    name: 'explainOffer',
    arguments: { pageUrl: 'https://example.com/pricing?utm_campaign=spring', offerId },
  })) as Call;
  expect(shown.isError, JSON.stringify(shown.structuredContent)).toBeFalsy();
  const ok = shown.structuredContent.offers[0];
  expect(ok).toMatchObject({ offerId, shown: true });
  expect(ok.gates.map((g: { gate: string }) => g.gate)).toEqual([
    'active',
    'deploy',
    'live',
    'window',
    'host',
    'page',
    'utm',
    'referrer',
    'visitorType',
    'device',
    'industry',
    'crm',
    'audience',
    'delay',
  ]);

  const hidden = (await c.callTool({
    name: 'explainOffer',
    arguments: { pageUrl: 'https://example.com/blog', device: 'mobile', offerId },
  })) as Call;
  const gates = Object.fromEntries(hidden.structuredContent.offers[0].gates.map((g: { gate: string }) => [g.gate, g]));
  expect(hidden.structuredContent.offers[0].shown).toBe(false);
  expect(gates.page).toMatchObject({ passed: false, reason: 'the page matches none of deploy.includePages' });
  expect(gates.utm).toMatchObject({ passed: false });
  expect(gates.device).toMatchObject({ passed: false, reason: 'the visitor is on mobile' });
  expect(gates.host).toMatchObject({ passed: true, reason: null });

  // Every offer of the data set without offerId; bad arguments are the API's invalid-request.
  const all = (await c.callTool({
    name: 'explainOffer',
    arguments: { pageUrl: 'https://example.com/pricing' },
  })) as Call;
  expect(all.structuredContent.offers.map((o: { offerId: string }) => o.offerId)).toContain(offerId);
  const bad = (await c.callTool({
    name: 'explainOffer',
    arguments: { pageUrl: 'https://example.com/', device: 'tv' },
  })) as Call;
  expect(bad).toMatchObject({ isError: true, structuredContent: { code: 'invalid-request', param: 'device' } });
  const noVisitor = (await c.callTool({
    name: 'explainOffer',
    arguments: { pageUrl: 'https://example.com/', visitorId: crypto.randomUUID() },
  })) as Call;
  expect(noVisitor).toMatchObject({ isError: true, structuredContent: { code: 'not-found' } });
  await c.close();
});

it('explains which filter conditions a visitor meets, with the membership segments recorded', async () => {
  const ws = await h.workspace({ seed: true });
  const c = await connect((await ws.key({ mode: 'test' })).key);
  const visitors = (await c.callTool({ name: 'listVisitors', arguments: { limit: 50 } })) as Call;
  const v = (visitors.structuredContent.items as Array<{ id: string; intentScore: number; email: string | null }>).find(
    (x) => x.intentScore > 0 && x.email,
  )!;
  expect(v).toBeDefined();

  const seg = (await c.callTool({
    name: 'createSegment',
    arguments: { name: 'Warm', filter: { minIntent: v.intentScore } },
  })) as Call;
  const segmentId = seg.structuredContent.id as string;
  await c.callTool({ name: 'evaluateSegment', arguments: { id: segmentId } });
  const member = (await c.callTool({
    name: 'explainSegmentMembership',
    arguments: { visitorId: v.id, segmentId },
  })) as Call;
  expect(member.isError, JSON.stringify(member.structuredContent)).toBeFalsy();
  expect(member.structuredContent).toMatchObject({
    visitorId: v.id,
    segmentId,
    matchesNow: true,
    member: true,
    conditions: [{ key: 'minIntent', value: v.intentScore, met: true }],
  });

  const mixed = (await c.callTool({
    name: 'explainSegmentMembership',
    arguments: { visitorId: v.id, filter: { minIntent: v.intentScore, identified: false } },
  })) as Call;
  expect(mixed.structuredContent).toMatchObject({
    segmentId: null,
    matchesNow: false,
    member: null,
    conditions: [
      { key: 'identified', value: false, met: false },
      { key: 'minIntent', value: v.intentScore, met: true },
    ],
  });
  await c.close();

  // Listed only for keys that hold the scopes; called anyway, refused with the API's code.
  const narrow = await connect((await ws.key({ mode: 'test', scopes: ['segments:read'] })).key);
  expect((await narrow.listTools()).tools.map((t) => t.name)).not.toContain('explainSegmentMembership');
  const refused = (await narrow.callTool({
    name: 'explainSegmentMembership',
    arguments: { visitorId: v.id, segmentId },
  })) as Call;
  expect(refused).toMatchObject({ isError: true, structuredContent: { code: 'insufficient-scope' } });
  await narrow.close();
});
