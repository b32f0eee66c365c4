import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { newId } from '../../src/lib/ids.js';
import { recordLead, type RecordLeadInput } from '../../src/resources/leads/service.js';
import { bookMeeting } from '../../src/resources/meetings/service.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const lead = (tenant: string, input: Partial<RecordLeadInput> = {}) =>
  h.db.tenantTx(tenant, (tx) =>
    recordLead(h.deps, tx, { source: 'form_capture', email: 'lead@example.com', ...input }),
  );

const events = (tenant: string) =>
  h.db.tenantTx(tenant, async (tx) => (await tx.query(`SELECT type, data, links FROM events ORDER BY id`)).rows);

describe('leads', () => {
  it('lists newest first with a visitor filter and stable paging; reads one', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const v = await seedVisitor(h.db, ws.id, { email: 'v@example.com' });
    const base = Date.parse('2026-02-01T00:00:00.000Z');
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await lead(ws.id, { visitorId: i % 2 ? v : null, createdAt: new Date(base + i * 1000) }));
    const p1 = await api.get('/v1/leads?limit=2');
    const p2 = await api.get(`/v1/leads?limit=2&cursor=${p1.body.nextCursor}`);
    const p3 = await api.get(`/v1/leads?limit=2&cursor=${p2.body.nextCursor}`);
    expect(p3.body.nextCursor).toBeNull();
    expect([...p1.body.items, ...p2.body.items, ...p3.body.items].map((l: any) => l.id)).toEqual(
      made.map((l) => l.id).reverse(),
    );
    expect((await api.get(`/v1/leads?visitorId=${v}`)).body.items.map((l: any) => l.id)).toEqual([
      made[3]!.id,
      made[1]!.id,
    ]);
    expect((await api.get(`/v1/leads/${made[0]!.id}`)).body).toEqual({
      id: made[0]!.id,
      visitorId: null,
      agentId: null,
      source: 'form_capture',
      email: 'lead@example.com',
      name: null,
      company: null,
      verdict: null,
      status: 'new',
      ownerUserId: null,
      crm: null,
      createdAt: new Date(base).toISOString(),
      updatedAt: new Date(base).toISOString(),
    });
    expect((await (await ws.test()).get(`/v1/leads/${made[0]!.id}`)).status).toBe(404);
    expect((await api.get(`/v1/leads?cursor=${p1.body.nextCursor}&visitorId=${v}`)).body).toMatchObject({
      param: 'cursor',
    });
  });

  it('emits lead.identified with the lead and visitor links', async () => {
    const ws = await h.workspace();
    const v = await seedVisitor(h.db, ws.id, {});
    const l = await lead(ws.id, { visitorId: v, name: 'Lee Example', company: 'Example Corp' });
    const [e] = await events(ws.id);
    expect(e).toMatchObject({
      type: 'lead.identified',
      data: {
        leadId: l.id,
        visitorId: v,
        source: 'form_capture',
        email: 'lead@example.com',
        name: 'Lee Example',
        company: 'Example Corp',
      },
      links: { lead: `/v1/leads/${l.id}`, visitor: `/v1/visitors/${v}` },
    });
  });

  it('updates only the fields sent; null clears owner and CRM link; nothing changed keeps updatedAt', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const l = await lead(ws.id, { createdAt: new Date('2026-01-01T00:00:00.000Z') });
    const owner = await api.patch(`/v1/leads/${l.id}`, { ownerUserId: 'user_1' });
    expect(owner.status).toBe(200);
    expect(owner.body).toMatchObject({ ownerUserId: 'user_1', status: 'new', crm: null });
    expect(owner.body.updatedAt).not.toBe(l.updatedAt);

    const crm = await api.patch(`/v1/leads/${l.id}`, {
      status: 'qualified',
      crm: { provider: 'hubspot', contactId: 'c-1', secret: 'dropped' },
      unknownField: true,
    });
    expect(crm.body).toMatchObject({
      ownerUserId: 'user_1',
      status: 'qualified',
      crm: { provider: 'hubspot', contactId: 'c-1', companyId: null, dealId: null, url: null },
    });
    expect(crm.body.crm).not.toHaveProperty('secret');

    const same = await api.patch(`/v1/leads/${l.id}`, {
      status: 'qualified',
      crm: { provider: 'hubspot', contactId: 'c-1' },
    });
    expect(same.body.updatedAt).toBe(crm.body.updatedAt);
    expect((await api.patch(`/v1/leads/${l.id}`, {})).body).toEqual(crm.body);

    const cleared = await api.patch(`/v1/leads/${l.id}`, { ownerUserId: null, crm: null });
    expect(cleared.body).toMatchObject({ ownerUserId: null, crm: null, status: 'qualified' });
    expect((await api.get(`/v1/leads/${l.id}`)).body).toEqual(cleared.body);
  });

  it('refuses an unknown or null status, bad types and a missing Idempotency-Key with 400', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const l = await lead(ws.id);
    expect((await api.patch(`/v1/leads/${l.id}`, { status: 'won' })).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'status',
    });
    expect((await api.patch(`/v1/leads/${l.id}`, { status: null })).body).toMatchObject({
      status: 400,
      param: 'status',
    });
    expect((await api.patch(`/v1/leads/${l.id}`, { ownerUserId: 42 })).body).toMatchObject({
      status: 400,
      param: 'ownerUserId',
    });
    expect((await api.patch(`/v1/leads/${l.id}`, { ownerUserId: '' })).body).toMatchObject({
      status: 400,
      param: 'ownerUserId',
    });
    expect((await api.patch(`/v1/leads/${l.id}`, { crm: { contactId: 'x' } })).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
    });
    expect((await api.patch(`/v1/leads/${l.id}`, { status: 'working' }, { idem: false })).body).toMatchObject({
      status: 400,
      param: 'Idempotency-Key',
    });
    expect((await api.patch(`/v1/leads/${newId()}`, { status: 'working' })).body).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    expect((await api.get(`/v1/leads/${l.id}`)).body).toMatchObject({ status: 'new', ownerUserId: null });
  });

  it('replays a retried update and refuses the key for another request', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const l = await lead(ws.id);
    const first = await api.patch(`/v1/leads/${l.id}`, { status: 'working' }, { idem: 'lead-1' });
    await api.patch(`/v1/leads/${l.id}`, { status: 'converted' });
    const again = await api.patch(`/v1/leads/${l.id}`, { status: 'working' }, { idem: 'lead-1' });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await api.get(`/v1/leads/${l.id}`)).body.status).toBe('converted');
    expect((await api.patch(`/v1/leads/${l.id}`, { status: 'disqualified' }, { idem: 'lead-1' })).body).toMatchObject({
      status: 409,
      code: 'idempotency-mismatch',
    });
  });
});

describe('meetings', () => {
  it('books a meeting with a meeting_booked lead and emits meeting.booked with the contract fields', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const v = await seedVisitor(h.db, ws.id, { email: 'mia@example.com' });
    const startAt = new Date('2026-05-01T15:00:00.000Z');
    const m = await h.db.tenantTx(ws.id, (tx) =>
      bookMeeting(h.deps, tx, {
        visitorId: v,
        provider: 'calendar',
        repUserId: 'rep_1',
        startAt,
        durationMinutes: 30,
        attendee: { email: 'mia@example.com', name: 'Mia Example', company: 'Example Ltd' },
        bookedAt: new Date('2026-04-20T10:00:00.000Z'),
      }),
    );
    const read = await api.get(`/v1/meetings/${m.id}`);
    expect(read.body).toEqual({
      id: m.id,
      visitorId: v,
      conversationId: null,
      agentId: null,
      leadId: m.leadId,
      provider: 'calendar',
      repUserId: 'rep_1',
      startAt: startAt.toISOString(),
      durationMinutes: 30,
      attendee: { email: 'mia@example.com', name: 'Mia Example' },
      bookedAt: '2026-04-20T10:00:00.000Z',
    });
    expect((await api.get(`/v1/leads/${m.leadId}`)).body).toMatchObject({
      source: 'meeting_booked',
      company: 'Example Ltd',
      visitorId: v,
    });
    const evs = await events(ws.id);
    expect(evs.map((e) => e.type)).toEqual(['lead.identified', 'meeting.booked']);
    expect(evs[1]).toEqual({
      type: 'meeting.booked',
      data: {
        meetingId: m.id,
        visitorId: v,
        startAt: startAt.toISOString(),
        attendee: { email: 'mia@example.com', name: 'Mia Example' },
      },
      links: { meeting: `/v1/meetings/${m.id}`, visitor: `/v1/visitors/${v}` },
    });
  });

  it('lists newest first by booking time with a visitor filter; links an existing lead or none', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const v = await seedVisitor(h.db, ws.id, {});
    const l = await lead(ws.id, { visitorId: v });
    const base = Date.parse('2026-04-01T00:00:00.000Z');
    const ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        (
          await h.db.tenantTx(ws.id, (tx) =>
            bookMeeting(h.deps, tx, {
              visitorId: i ? v : null,
              leadId: i === 1 ? l.id : null,
              attendee: {},
              bookedAt: new Date(base + i * 1000),
            }),
          )
        ).id,
      );
    }
    const all = await api.get('/v1/meetings?limit=2');
    const rest = await api.get(`/v1/meetings?limit=2&cursor=${all.body.nextCursor}`);
    expect([...all.body.items, ...rest.body.items].map((m: any) => m.id)).toEqual([...ids].reverse());
    expect(all.body.items[1]).toMatchObject({ leadId: l.id, attendee: { email: null, name: null } });
    expect(rest.body.items[0].leadId).toBeNull();
    expect((await api.get(`/v1/meetings?visitorId=${v}`)).body.items.map((m: any) => m.id)).toEqual([ids[2], ids[1]]);
    // Booking with a lead links it; booking without one makes no lead.
    expect((await api.get('/v1/leads')).body.items.map((x: any) => x.id)).toEqual([l.id]);
    expect((await (await ws.test()).get(`/v1/meetings/${ids[0]}`)).status).toBe(404);
  });
});
