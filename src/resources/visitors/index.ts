import type { ResourceModule } from '../../modules.js';
import { getVisitorRoute } from './get-visitor.js';
import { listVisitorsRoute } from './list-visitors.js';
import { Visitor, VisitorAccount, VisitorDetail, VisitorJourney, VisitorSearchResult } from './schemas.js';
import { searchVisitorsRoute } from './search-visitors.js';

export const visitorsModule: ResourceModule = {
  name: 'visitors',
  tags: [
    { name: 'visitors', description: 'Visitors, their journeys, search over what they asked, and account briefs.' },
  ],
  schemas: [VisitorAccount, Visitor, VisitorJourney, VisitorDetail, VisitorSearchResult],
  routes: [listVisitorsRoute, searchVisitorsRoute, getVisitorRoute],
};
