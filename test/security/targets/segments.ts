import type { TargetFactory } from '../targets.js';
import type { Harness } from '../../helpers/harness.js';
import { newId } from '../../../src/lib/ids.js';
import { enrichVisitorAccount } from '../../../src/records/enrichment.js';
import { insertVisitor } from '../../../src/records/visitors.js';
import { createSegment } from '../../../src/resources/segments/service.js';

async function visitorIn(h: Harness, tenant: string, email: string | null = null): Promise<string> {
  const id = newId();
  const at = new Date();
  await h.db.tenantTx(tenant, async (tx) => {
    await insertVisitor(tx, { id, email, intentScore: 50, firstSeenAt: at, lastSeenAt: at, createdAt: at });
    if (email) await enrichVisitorAccount(tx, { visitorId: id, email, now: at });
  });
  return id;
}

async function segmentIn(h: Harness, tenant: string): Promise<string> {
  return h.db.tenantTx(
    tenant,
    async (tx) =>
      (
        await createSegment(
          h.deps,
          tx,
          { name: 'Security suite segment', filter: { minIntent: 10 } },
          { verbatim: true },
        )
      ).id,
  );
}

export const targets: Record<string, TargetFactory> = {
  createSegment: async () => ({ body: { name: 'Security suite segment', filter: { minIntent: 10 } } }),
  previewSegment: async () => ({ body: { minIntent: 0 } }),
  searchVisitors: async () => ({ body: { minIntent: 0 }, query: { limit: '200' } }),
  getVisitor: async ({ h, tenant }) => ({ params: { id: await visitorIn(h, tenant) } }),
  // A brief is never a 404: another data set simply has seen nobody from the company (200, account null).
  getAccountBrief: async ({ h, tenant }) => {
    await visitorIn(h, tenant, `someone@security-${tenant.slice(-6).toLowerCase()}.test`);
    return {
      params: { domain: `security-${tenant.slice(-6).toLowerCase()}.test` },
      isolatedBody: (body) => body.account === null && body.peopleCount === 0 && body.people.length === 0,
    };
  },
  getSegment: async ({ h, tenant }) => ({ params: { id: await segmentIn(h, tenant) } }),
  updateSegment: async ({ h, tenant }) => ({ params: { id: await segmentIn(h, tenant) }, body: { name: 'Renamed' } }),
  deleteSegment: async ({ h, tenant }) => ({ params: { id: await segmentIn(h, tenant) } }),
  evaluateSegment: async ({ h, tenant }) => ({ params: { id: await segmentIn(h, tenant) } }),
  listSegmentMembers: async ({ h, tenant }) => ({ params: { id: await segmentIn(h, tenant) } }),
  listSegmentChanges: async ({ h, tenant }) => ({ params: { id: await segmentIn(h, tenant) } }),
};
