import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { ManualClock } from '../../src/clock.js';
import { newId, publicId } from '../../src/lib/ids.js';
import { insertAgent } from '../../src/records/agents.js';
import { recordActionFire } from '../../src/resources/actions/service.js';
import { MAX_ACTIONS_PER_AGENT } from '../../src/resources/actions/schemas.js';

let h: Harness;
const clock = new ManualClock('2026-03-01T09:00:00.000Z');
const DAY = 86_400_000;

beforeAll(async () => {
  h = await createHarness({ clock });
});
afterAll(() => h?.close());

async function agentIn(tenant: string): Promise<{ id: string; publicId: string }> {
  const agent = { id: newId(), publicId: publicId('ag_') };
  await h.db.tenantTx(tenant, (tx) => insertAgent(tx, { ...agent, name: 'Test agent', now: clock.now() }));
  return agent;
}

const body = { name: 'Pricing help', task: 'Help the visitor choose a plan.', opens: { kind: 'conversation' } };

describe('Actions', () => {
  it("creates (201), replaces (200) whole and keeps the operator's order, by UUID or public id", async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const agent = await agentIn(ws.id);
    const full = {
      name: 'Tour',
      task: 'Show the product tour.',
      opens: { kind: 'tour', tourPublicId: 'tr_abc' },
      destination: 'https://example.com/product',
      campaignContext: 'Spring newsletter',
      enabled: false,
      arrival: { utm: { campaign: 'spring' } },
    };
    const first = await api.put(`/v1/agents/${agent.id}/actions/tour-1`, full);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: 'tour-1',
      ...full,
      link: 'https://example.com/product#action=tour-1',
      firesLast7Days: 0,
      created: true,
    });
    const second = await api.put(`/v1/agents/${agent.publicId}/actions/help_2`, body);
    expect(second.status).toBe(201);
    expect(second.body).toEqual({
      id: 'help_2',
      ...body,
      destination: null,
      campaignContext: null,
      enabled: true,
      arrival: {},
      link: '#action=help_2',
      firesLast7Days: 0,
      created: true,
    });

    // A replace stores exactly the body sent (left-out fields take their defaults) and keeps its place.
    const replaced = await api.put(`/v1/agents/${agent.publicId}/actions/tour-1`, { ...body, name: 'Now a chat' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id: 'tour-1',
      name: 'Now a chat',
      destination: null,
      enabled: true,
      arrival: {},
      link: '#action=tour-1',
      created: false,
    });
    const third = await api.put(`/v1/agents/${agent.id}/actions/Z`, body);
    expect(third.status).toBe(201);

    for (const ref of [agent.id, agent.publicId]) {
      const list = await api.get(`/v1/agents/${ref}/actions`);
      expect(list.status).toBe(200);
      expect(list.body.items.map((a: any) => a.id)).toEqual(['tour-1', 'help_2', 'Z']);
      expect(list.body.items[0]).toEqual({ ...replaced.body, created: undefined });
    }
    // Ids are case-sensitive.
    expect((await api.put(`/v1/agents/${agent.id}/actions/z`, body)).status).toBe(201);
  });

  it('404s for an unknown agent, one of another data set, and malformed references', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const sandboxAgent = await agentIn(ws.sandboxId);
    for (const ref of [newId(), sandboxAgent.id, sandboxAgent.publicId, 'ag_missing', 'bad%20ref']) {
      expect((await api.get(`/v1/agents/${ref}/actions`)).body).toMatchObject({ status: 404, code: 'not-found' });
      expect((await api.put(`/v1/agents/${ref}/actions/x`, body)).body).toMatchObject({
        status: 404,
        code: 'not-found',
      });
    }
    expect((await (await ws.test()).get(`/v1/agents/${sandboxAgent.publicId}/actions`)).body).toEqual({ items: [] });
  });

  describe('validation', () => {
    let ws: TestWorkspace;
    let agentId: string;
    beforeAll(async () => {
      ws = await h.workspace();
      agentId = (await agentIn(ws.id)).id;
    });

    const invalid: Array<[string, string, Record<string, unknown>, string]> = [
      ['an id with a dot', 'a.b', body, 'actionId'],
      ['an id of 65 characters', 'x'.repeat(65), body, 'actionId'],
      ['an id with a space', 'a%20b', body, 'actionId'],
      ['no task', 'ok', { ...body, task: undefined }, 'task'],
      ['a blank task', 'ok', { ...body, task: '   ' }, 'task'],
      ['no name', 'ok', { ...body, name: undefined }, 'name'],
      ['no opens', 'ok', { ...body, opens: undefined }, 'opens'],
      ['an unknown kind', 'ok', { ...body, opens: { kind: 'popup' } }, 'opens.kind'],
      ['a tour without its id', 'ok', { ...body, opens: { kind: 'tour' } }, 'opens.tourPublicId'],
      ['a form without its id', 'ok', { ...body, opens: { kind: 'form' } }, 'opens.formId'],
      ['a blank form id', 'ok', { ...body, opens: { kind: 'form', formId: ' ' } }, 'opens.formId'],
      ['an experience without its id', 'ok', { ...body, opens: { kind: 'experience' } }, 'opens.experienceId'],
      ['a link without its url', 'ok', { ...body, opens: { kind: 'link' } }, 'opens.url'],
      ['a link to ftp', 'ok', { ...body, opens: { kind: 'link', url: 'ftp://example.com/x' } }, 'opens.url'],
      [
        'a form id on a tour',
        'ok',
        { ...body, opens: { kind: 'tour', tourPublicId: 't', formId: 'f' } },
        'opens.formId',
      ],
      ['a url on a meeting', 'ok', { ...body, opens: { kind: 'meeting', url: 'https://example.com' } }, 'opens.url'],
      ['a relative destination', 'ok', { ...body, destination: '/pricing' }, 'destination'],
      ['a javascript: destination', 'ok', { ...body, destination: 'javascript:alert(1)' }, 'destination'],
      ['a destination without host', 'ok', { ...body, destination: 'https://' }, 'destination'],
      ['arrival that is not an object', 'ok', { ...body, arrival: 'always' }, 'arrival'],
      ['enabled that is not a boolean', 'ok', { ...body, enabled: 'yes' }, 'enabled'],
    ];

    it.each(invalid)('refuses %s with 400 and param', async (_name, actionId, payload, param) => {
      const api = await ws.live();
      const res = await api.put(`/v1/agents/${agentId}/actions/${actionId}`, payload);
      expect({ status: res.status, code: res.body.code, param: res.body.param }).toEqual({
        status: 400,
        code: 'invalid-request',
        param,
      });
      expect((await api.get(`/v1/agents/${agentId}/actions`)).body.items).toEqual([]);
    });

    it('accepts an id of 64 letters, numbers, dashes and underscores, and content with a url', async () => {
      const id = `A-z_0${'9'.repeat(59)}`;
      const api = await ws.live();
      const res = await api.put(`/v1/agents/${agentId}/actions/${id}`, {
        ...body,
        opens: { kind: 'content', url: 'https://example.com/guide' },
      });
      expect(res.status).toBe(201);
      expect(res.body.id).toBe(id);
      expect((await api.delete(`/v1/agents/${agentId}/actions/${id}`)).status).toBe(204);
    });
  });

  it('requires an Idempotency-Key on put and delete, and replays the first answer', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const agent = await agentIn(ws.id);
    const url = `/v1/agents/${agent.id}/actions/a`;
    expect((await api.put(url, body, { idem: false })).body).toMatchObject({ status: 400, param: 'Idempotency-Key' });
    const first = await api.put(url, body, { idem: 'put-a' });
    const replay = await api.put(url, body, { idem: 'put-a' });
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await api.put(url, body)).status).toBe(200);
    expect((await api.delete(url, { idem: false })).body).toMatchObject({ status: 400, param: 'Idempotency-Key' });
  });

  it('deletes (204); the id then names nothing, and its fires go with it', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const agent = await agentIn(ws.id);
    await api.put(`/v1/agents/${agent.id}/actions/gone`, body);
    await api.put(`/v1/agents/${agent.id}/actions/stays`, body);
    await h.db.tenantTx(ws.id, (tx) => recordActionFire(h.deps, tx, { agentId: agent.id, actionId: 'gone' }));
    const del = await api.delete(`/v1/agents/${agent.publicId}/actions/gone`);
    expect(del.status).toBe(204);
    expect(del.raw).toBe('');
    expect((await api.delete(`/v1/agents/${agent.id}/actions/gone`)).body).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    expect((await api.delete(`/v1/agents/${agent.id}/actions/bad.id`)).body).toMatchObject({ status: 404 });
    expect((await api.get(`/v1/agents/${agent.id}/actions/gone/link`)).body).toMatchObject({ status: 404 });
    expect((await api.get(`/v1/agents/${agent.id}/actions`)).body.items.map((a: any) => a.id)).toEqual(['stays']);
    // A stale link records nothing; the id used again starts afresh, last in the order.
    expect(
      await h.db.tenantTx(ws.id, (tx) => recordActionFire(h.deps, tx, { agentId: agent.id, actionId: 'gone' })),
    ).toBe(false);
    const again = await api.put(`/v1/agents/${agent.id}/actions/gone`, body);
    expect(again.body).toMatchObject({ created: true, firesLast7Days: 0 });
    expect((await api.get(`/v1/agents/${agent.id}/actions`)).body.items.map((a: any) => a.id)).toEqual([
      'stays',
      'gone',
    ]);
  });

  it('counts fires of the last 7 days', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const agent = await agentIn(ws.id);
    const visitor = await seedVisitor(h.db, ws.id);
    await api.put(`/v1/agents/${agent.id}/actions/a`, body);
    await api.put(`/v1/agents/${agent.id}/actions/b`, body);
    const now = clock.now().getTime();
    await h.db.tenantTx(ws.id, async (tx) => {
      for (const daysAgo of [0, 1, 6.99, 7.01, 30]) {
        expect(
          await recordActionFire(h.deps, tx, {
            agentId: agent.id,
            actionId: 'a',
            visitorId: visitor,
            at: new Date(now - daysAgo * DAY),
          }),
        ).toBe(true);
      }
      await recordActionFire(h.deps, tx, { agentId: agent.id, actionId: 'b', conversationId: newId() });
    });
    const list = (await api.get(`/v1/agents/${agent.id}/actions`)).body.items;
    expect(list.map((a: any) => [a.id, a.firesLast7Days])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
    clock.advance(2 * DAY);
    const later = (await api.get(`/v1/agents/${agent.id}/actions`)).body.items;
    expect(later.map((a: any) => a.firesLast7Days)).toEqual([2, 1]);
    const rows = await h.db.tenantTx(ws.id, (tx) =>
      tx.query(`SELECT visitor_id FROM action_fires WHERE action_id = 'a' AND visitor_id IS NOT NULL`),
    );
    expect(rows.rows).toHaveLength(5);
  });

  it('serialises concurrent puts of one agent: one create per id, distinct places in the order', async () => {
    const ws = await h.workspace();
    const agent = await agentIn(ws.id);
    const clients = await Promise.all([1, 2, 3, 4].map(() => ws.live()));
    const same = await Promise.all(clients.slice(0, 2).map((c) => c.put(`/v1/agents/${agent.id}/actions/same`, body)));
    expect(same.map((r) => r.status).sort()).toEqual([200, 201]);
    const distinct = await Promise.all(clients.map((c, i) => c.put(`/v1/agents/${agent.id}/actions/d${i}`, body)));
    expect(distinct.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const positions = await h.db.tenantTx(ws.id, (tx) =>
      tx.query<{ position: number }>(`SELECT position FROM actions ORDER BY position`),
    );
    expect(new Set(positions.rows.map((r) => r.position)).size).toBe(5);
  });

  it('refuses a new Action past the per-agent limit with 409, still replacing existing ones', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const agent = await agentIn(ws.id);
    await h.db.tenantTx(ws.id, (tx) =>
      tx.query(
        `INSERT INTO actions (agent_id, id, position, name, task, opens, created_at, updated_at)
         SELECT $1, 'a' || i, i, 'n', 't', '{"kind":"conversation"}', now(), now() FROM generate_series(1, $2::int) AS i`,
        [agent.id, MAX_ACTIONS_PER_AGENT],
      ),
    );
    expect((await api.put(`/v1/agents/${agent.id}/actions/one-more`, body)).body).toMatchObject({
      status: 409,
      code: 'conflict',
    });
    expect((await api.put(`/v1/agents/${agent.id}/actions/a7`, { ...body, name: 'still fine' })).status).toBe(200);
    expect((await api.get(`/v1/agents/${agent.id}/actions`)).body.items).toHaveLength(MAX_ACTIONS_PER_AGENT);
  });

  it('builds links: bare without a destination, full with utm tags, encoding and overrides', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const agent = await agentIn(ws.id);
    await api.put(`/v1/agents/${agent.id}/actions/bare`, body);
    await api.put(`/v1/agents/${agent.id}/actions/priced`, {
      ...body,
      destination: 'https://example.com/pricing?plan=team#faq',
    });
    const link = async (id: string, query: Record<string, string> = {}) =>
      api.get(`/v1/agents/${agent.publicId}/actions/${id}/link?${new URLSearchParams(query).toString()}`);

    expect((await link('bare', { utm_source: 'news' })).body).toEqual({ actionId: 'bare', url: '#action=bare' });
    expect((await link('priced')).body).toEqual({
      actionId: 'priced',
      url: 'https://example.com/pricing?plan=team#action=priced',
    });
    expect(
      (
        await link('priced', {
          utm_source: 'spring news',
          utm_medium: 'e&mail',
          utm_campaign: 'a=b',
          utm_term: 'caf\u00e9+1',
        })
      ).body.url,
    ).toBe(
      'https://example.com/pricing?plan=team&utm_source=spring%20news&utm_medium=e%26mail&utm_campaign=a%3Db&utm_term=caf%C3%A9%2B1#action=priced',
    );
    expect(
      (await link('bare', { destination: 'https://example.com/a?utm_source=old&x=1#top', utm_source: 'new' })).body.url,
    ).toBe('https://example.com/a?x=1&utm_source=new#action=bare');
    expect((await link('priced', { destination: 'https://example.com/other' })).body.url).toBe(
      'https://example.com/other#action=priced',
    );
    for (const destination of ['/relative', 'javascript:alert(1)', 'not a url']) {
      expect((await link('priced', { destination })).body).toMatchObject({
        status: 400,
        code: 'invalid-request',
        param: 'destination',
      });
    }
    expect((await link('missing')).body).toMatchObject({ status: 404 });
    expect((await link('priced', { utm_source: 'x'.repeat(201) })).body).toMatchObject({
      status: 400,
      param: 'utm_source',
    });
  });

  it('seeds two example Actions with fires in the sandbox, and three example offers', async () => {
    const ws = await h.workspace({ seed: true });
    const sandbox = await ws.test();
    const agentId = (
      await h.db.tenantTx(ws.sandboxId, (tx) =>
        tx.query<{ id: string }>(`SELECT id FROM agents ORDER BY created_at LIMIT 1`),
      )
    ).rows[0]!.id;
    const actions = (await sandbox.get(`/v1/agents/${agentId}/actions`)).body.items;
    expect(actions.map((a: any) => a.id)).toEqual(['pricing-help', 'book_call']);
    expect(actions.every((a: any) => a.name.includes('(example)') && a.firesLast7Days > 0)).toBe(true);
    expect(actions[0].link).toBe('https://example.com/pricing#action=pricing-help');

    const offers = (await sandbox.get('/v1/offers')).body.items;
    expect(offers.map((o: any) => o.format).sort()).toEqual(['in_chat', 'toaster', 'toaster']);
    expect(offers.filter((o: any) => !o.isActive)).toHaveLength(1);
    expect(offers.every((o: any) => o.name.includes('(example') && o.stats.shown > 0 && o.stats.accepted > 0)).toBe(
      true,
    );
    const fixtures = (await sandbox.get('/v1/sandbox')).body.fixtures;
    expect(fixtures).toMatchObject({ offers: 3, actions: 2 });
    expect((await (await ws.live()).get('/v1/offers')).body.items).toEqual([]);

    // A reset wipes offers, their history, Actions and fires, and seeds the examples afresh.
    await sandbox.put(`/v1/agents/${agentId}/actions/extra`, body);
    const reset = await sandbox.post('/v1/sandbox/reset');
    expect(reset.status, JSON.stringify(reset.body)).toBeLessThan(300);
    expect(reset.body.fixtures).toMatchObject({ offers: 3, actions: 2 });
    const counts = await h.db.tenantTx(ws.sandboxId, (tx) =>
      tx.query(
        `SELECT (SELECT count(*) FROM offers)::int AS offers, (SELECT count(*) FROM actions)::int AS actions, (SELECT count(*) FROM offer_interactions)::int AS shows`,
      ),
    );
    expect(counts.rows[0]).toEqual({
      offers: 3,
      actions: 2,
      shows: offers.reduce((n: number, o: any) => n + o.stats.shown + o.stats.accepted + o.stats.declined, 0),
    });
  });
});
