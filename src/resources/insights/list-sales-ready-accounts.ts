import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery, WithDefault } from '../../contract/schemas.js';
import { SalesReadyAccount } from './schemas.js';
import { listSalesReadyAccounts } from './service.js';

export const listSalesReadyAccountsRoute = defineRoute({
  method: 'GET',
  url: '/insights/sales-ready-accounts',
  operationId: 'listSalesReadyAccounts',
  summary: 'Accounts whose visitors show strong intent, strongest first',
  description:
    "Companies (accounts) with visitors seen within the last `withinDays` days whose strongest visitor intent is at least `minIntent`; strongest intent first, then most recently seen, then domain. Counts cover the visitors seen in that window. CRM fields come from the account's CRM link; without one they are null and `hasOpenDeal` is false. Not paged.",
  tags: ['insights'],
  auth: { scope: 'insights:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({
      withinDays: WithDefault(
        Type.Integer({
          minimum: 1,
          maximum: 366,
          default: 30,
          description: 'visitors seen in the last N days (1 to 366; default 30)',
        }),
      ),
      minIntent: WithDefault(
        Type.Integer({
          minimum: 0,
          maximum: 100,
          default: 40,
          description: 'lowest top intent score (0 to 100; default 40)',
        }),
      ),
      limit: PageQuery.limit,
    }),
    response: { 200: Type.Object({ items: Type.Array(Type.Ref(SalesReadyAccount)) }) },
  },
  handler: async ({ deps, tx, query }) => listSalesReadyAccounts(deps, tx, query),
});
