import type { ResourceModule } from '../../modules.js';
import { getAccountBriefRoute } from './get-account-brief.js';
import { AccountBrief, AccountDetails, OpenQuestion } from './schemas.js';

export const accountsModule: ResourceModule = {
  name: 'accounts',
  schemas: [AccountDetails, OpenQuestion, AccountBrief],
  routes: [getAccountBriefRoute],
};
