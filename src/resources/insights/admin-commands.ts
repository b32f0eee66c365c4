import type { AdminCommand } from '../../admin/commands.js';
import { DATA_SET_FLAGS, dataSetOf } from '../../admin/data-set.js';
import { foldTenant, markAllDaysDirty } from './fold.js';

export const insightsAdminCommands: AdminCommand[] = [
  {
    words: ['insights', 'fold'],
    summary: "Fold the data set's pending days into the insights rollups now (--all rebuilds every day from scratch)",
    flags: [
      { name: 'all', type: 'boolean', description: 'mark every day with activity for re-folding first' },
      ...DATA_SET_FLAGS,
    ],
    example: 'insights fold --all --sandbox',
    run: async (deps, args) => {
      const tenant = await dataSetOf(deps, args);
      const marked = args.all === true ? await markAllDaysDirty(deps, tenant) : 0;
      return { dataSet: tenant, marked, folded: await foldTenant(deps, tenant) };
    },
  },
];
