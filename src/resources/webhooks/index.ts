import type { ResourceModule } from '../../modules.js';
import { Webhook, WebhookDelivery, WebhookWithSecret } from './schemas.js';
import { listWebhooksRoute } from './list-webhooks.js';
import { createWebhookRoute } from './create-webhook.js';
import { getWebhookRoute } from './get-webhook.js';
import { updateWebhookRoute } from './update-webhook.js';
import { deleteWebhookRoute } from './delete-webhook.js';
import { listWebhookDeliveriesRoute } from './list-webhook-deliveries.js';
import { replayWebhookDeliveryRoute } from './replay-webhook-delivery.js';
import { webhookDeliveries } from './openapi.js';
import { deliveryEngine, PUMP_JOB } from './delivery/engine.js';
import { installDeliveryTrigger } from './delivery/trigger.js';

export const webhooksModule: ResourceModule = {
  name: 'webhooks',
  tags: [
    {
      name: 'webhooks',
      description: 'Subscriptions that receive events over HTTP, signed, at least once; their delivery log and replay.',
    },
  ],
  schemas: [Webhook, WebhookWithSecret, WebhookDelivery],
  routes: [
    listWebhooksRoute,
    createWebhookRoute,
    getWebhookRoute,
    updateWebhookRoute,
    deleteWebhookRoute,
    listWebhookDeliveriesRoute,
    replayWebhookDeliveryRoute,
  ],
  openapiWebhooks: webhookDeliveries,
  jobs: {
    [PUMP_JOB]: (deps) => {
      const engine = deliveryEngine(deps);
      return async (_job, ctx) => engine.run(ctx.workerId, ctx.signal);
    },
  },
  // The safety net: commits made by other processes, retries coming due, leases of dead workers.
  schedules: () => [{ name: PUMP_JOB, intervalMs: 1000 }],
  plugin: (app, deps) => {
    const trigger = installDeliveryTrigger(deps);
    app.addHook('onClose', async () => trigger.close());
  },
};
