import type { ResourceModule } from '../../modules.js';
import { Erasure, VisitorExport } from './schemas.js';
import { createErasureRoute } from './create-erasure.js';
import { listErasuresRoute } from './list-erasures.js';
import { getErasureRoute } from './get-erasure.js';
import { exportVisitorRoute } from './export-visitor.js';
import { ERASE_JOB, eraseJob } from './erase.js';
import { RETENTION_INTERVAL_MS, RETENTION_JOB, retentionJob } from './retention.js';
import { privacyCommands } from './commands.js';

export const privacyModule: ResourceModule = {
  name: 'privacy',
  tags: [
    {
      name: 'privacy',
      description: "A person's data: erase it on request, export it, and erasure receipts (scope privacy:manage).",
    },
  ],
  schemas: [Erasure, VisitorExport],
  routes: [createErasureRoute, listErasuresRoute, getErasureRoute, exportVisitorRoute],
  jobs: { [ERASE_JOB]: eraseJob, [RETENTION_JOB]: retentionJob },
  schedules: () => [{ name: RETENTION_JOB, intervalMs: RETENTION_INTERVAL_MS }],
  adminCommands: privacyCommands,
};
