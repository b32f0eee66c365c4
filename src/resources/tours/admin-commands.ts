import { CommandError, problemLines, type AdminCommand } from '../../admin/commands.js';
import { DATA_SET_FLAGS, dataSetOf } from '../../admin/data-set.js';
import { parseTourFile } from './import-format.js';
import { findTourTenant } from './repository.js';
import { exportTour, importTour } from './transfer.js';

export const tourCommands: AdminCommand[] = [
  {
    words: ['tours', 'import'],
    summary: 'Import a tour from a JSON tour file (format: docs/tours.md)',
    positionals: [{ name: 'file', description: 'the tour file', type: 'file' }],
    flags: [
      ...DATA_SET_FLAGS,
      { name: 'hub', type: 'string', description: 'add the tour to this hub (UUID or public id)' },
      { name: 'publish', type: 'boolean', description: 'publish it as its first frozen revision' },
    ],
    example: 'tours import onboarding.tour.json --sandbox --publish',
    run: async (deps, args) => {
      const file = parseTourFile(String(args.file));
      if (file.publicId && (await findTourTenant(deps.db, file.publicId))) {
        throw new CommandError(`the public id ${file.publicId} is taken; leave publicId out to get a fresh one`);
      }
      const tenant = await dataSetOf(deps, args);
      return deps.db.tenantTx(tenant, (tx) =>
        importTour(deps, tx, file, {
          hub: typeof args.hub === 'string' ? args.hub : null,
          publish: args.publish === true,
        }),
      );
    },
    format: (r: Awaited<ReturnType<typeof importTour>>) =>
      `Imported ${r.tour.name} as ${r.tour.id} (public id ${r.tour.publicId}, status ${r.tour.status}).` +
      (r.published ? ` Published version ${r.published.publishedVersion}.` : '') +
      (r.problems.length ? `\nWarnings:${problemLines(r.problems)}` : '') +
      '\n',
  },
  {
    words: ['tours', 'export'],
    summary: "Print a tour's live rows as a tour file (JSON)",
    positionals: [{ name: 'id', description: "the tour's UUID or public id" }],
    example: 'tours export tr_k3m9x2q7ab > onboarding.tour.json',
    run: async (deps, args) => {
      const ref = String(args.id);
      const tenant = await findTourTenant(deps.db, ref);
      if (!tenant) throw new CommandError(`no tour ${ref}`);
      return deps.db.tenantTx(tenant, (tx) => exportTour(tx, ref), { readOnly: true });
    },
  },
];
