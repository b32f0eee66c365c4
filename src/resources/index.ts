import type { ResourceModule } from '../modules.js';
import { platformModule } from '../platform/module.js';
import { adminModule } from '../admin/index.js';
import { agentsModule } from './agents/index.js';
import { visitorsModule } from './visitors/index.js';
import { knowledgeModule } from './knowledge/index.js';
import { followUpsModule } from './follow-ups/index.js';
import { conversationsModule } from './conversations/index.js';
import { leadsModule } from './leads/index.js';
import { meetingsModule } from './meetings/index.js';
import { skillsModule } from './skills/index.js';
import { toursModule } from './tours/index.js';
import { hubsModule } from './hubs/index.js';
import { offersModule } from './offers/index.js';
import { actionsModule } from './actions/index.js';
import { sandboxModule } from '../sandbox/index.js';
import { eventsModule } from './events/index.js';
import { webhooksModule } from './webhooks/index.js';
import { accountsModule } from './accounts/index.js';
import { segmentsModule } from './segments/index.js';
import { insightsModule } from './insights/index.js';
import { privacyModule } from './privacy/index.js';
import { oauthGrantsModule } from './oauth-grants/index.js';
import { sessionsModule } from './sessions/index.js';
import { operatorsModule } from './operators/index.js';
import { apiKeysModule } from './api-keys/index.js';
import { visitorApiModule } from '../visitor-api/index.js';
import { pageSdkModule } from '../page-sdk/index.js';
import { dashboardModule } from '../meta/dashboard.js';

/** Every resource of the service. Add a line here when a resource folder is added. */
export const modules: readonly ResourceModule[] = [
  platformModule,
  adminModule,
  agentsModule,
  visitorsModule,
  knowledgeModule,
  followUpsModule,
  conversationsModule,
  leadsModule,
  meetingsModule,
  skillsModule,
  toursModule,
  hubsModule,
  offersModule,
  actionsModule,
  eventsModule,
  webhooksModule,
  accountsModule,
  segmentsModule,
  insightsModule,
  privacyModule,
  oauthGrantsModule,
  sessionsModule,
  operatorsModule,
  apiKeysModule,
  sandboxModule,
  // The runtime API (/runtime/v1), built on the resources above.
  visitorApiModule,
  // GET /sdk.js, the page SDK that calls the runtime API.
  pageSdkModule,
  dashboardModule,
];
