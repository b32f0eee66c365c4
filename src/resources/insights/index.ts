import type { ResourceModule } from '../../modules.js';
import { insightSchemas } from './schemas.js';
import { getDigestRoute } from './get-digest.js';
import { listKnowledgeGapsRoute } from './list-knowledge-gaps.js';
import { listSalesReadyAccountsRoute } from './list-sales-ready-accounts.js';
import { listTourInsightsRoute } from './list-tour-insights.js';
import { getPulseInsightsRoute } from './get-pulse-insights.js';
import { FOLD_INTERVAL_MS, foldJob } from './fold.js';
import { insightsAdminCommands } from './admin-commands.js';

export const insightsModule: ResourceModule = {
  name: 'insights',
  tags: [{ name: 'insights', description: 'Daily rollups of activity, knowledge gaps and sales-ready accounts.' }],
  schemas: insightSchemas,
  routes: [
    getDigestRoute,
    listKnowledgeGapsRoute,
    listSalesReadyAccountsRoute,
    listTourInsightsRoute,
    getPulseInsightsRoute,
  ],
  jobs: { 'insights.fold': foldJob },
  schedules: () => [{ name: 'insights.fold', intervalMs: FOLD_INTERVAL_MS }],
  adminCommands: insightsAdminCommands,
};
