import type { TargetFactory } from '../targets.js';
import type { Harness } from '../../helpers/harness.js';
import { newId } from '../../../src/lib/ids.js';
import { insertWebhook } from '../../../src/resources/webhooks/repository.js';
import { fanOut } from '../../../src/resources/webhooks/delivery/fanout.js';

/** A webhook straight in the data set; its URL is a closed loopback port, so nothing is ever received. */
async function webhookIn(h: Harness, tenant: string): Promise<string> {
  return h.db.tenantTx(tenant, async (tx) => {
    const row = await insertWebhook(tx, {
      id: newId(),
      url: `http://127.0.0.1:9/security-suite/${newId()}`,
      events: ['*'],
      description: 'security suite',
      secret: 'whsec_securitysuite',
      now: new Date(),
    });
    return row.id;
  });
}

async function deliveryIn(h: Harness, tenant: string): Promise<{ id: string; deliveryId: string }> {
  const id = await webhookIn(h, tenant);
  await h.db.tenantTx(tenant, async (tx) => {
    const data = { visitorId: newId(), email: null, displayName: null };
    h.deps.outbox.append(tx, { type: 'visitor.identified', data });
  });
  await fanOut(h.deps, tenant);
  const res = await h.db.tenantTx(tenant, (tx) =>
    tx.query<{ id: string }>('SELECT id FROM webhook_deliveries WHERE webhook_id = $1', [id]),
  );
  return { id, deliveryId: res.rows[0]!.id };
}

export const targets: Record<string, TargetFactory> = {
  // Loopback: saved only where the test allows it (SVC_OUTBOUND_ALLOW); a closed port, so nothing is received.
  createWebhook: async () => ({ body: { url: `http://127.0.0.1:9/security-suite/${newId()}`, events: ['*'] } }),
  getWebhook: async ({ h, tenant }) => ({ params: { id: await webhookIn(h, tenant) } }),
  updateWebhook: async ({ h, tenant }) => ({
    params: { id: await webhookIn(h, tenant) },
    body: { description: 'changed' },
  }),
  deleteWebhook: async ({ h, tenant }) => ({ params: { id: await webhookIn(h, tenant) } }),
  listWebhookDeliveries: async ({ h, tenant }) => ({ params: { id: await webhookIn(h, tenant) } }),
  replayWebhookDelivery: async ({ h, tenant }) => ({ params: await deliveryIn(h, tenant) }),
};
