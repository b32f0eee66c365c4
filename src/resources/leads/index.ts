import type { ResourceModule } from '../../modules.js';
import { Lead, LeadCrm } from './schemas.js';
import { listLeadsRoute } from './list-leads.js';
import { getLeadRoute } from './get-lead.js';
import { updateLeadRoute } from './update-lead.js';

export const leadsModule: ResourceModule = {
  name: 'leads',
  tags: [
    {
      name: 'leads',
      description:
        'People the agents identified, by a form or a booked meeting: assign, qualify and link them to the CRM.',
    },
  ],
  schemas: [LeadCrm, Lead],
  routes: [listLeadsRoute, getLeadRoute, updateLeadRoute],
};
