import { CommandError, type AdminCommand, type FlagSpec } from '../../admin/commands.js';
import type { Deps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { findWorkspace } from '../../platform/workspaces/repository.js';
import { ensureDefaultWorkspace } from '../../platform/workspaces/service.js';
import { parseTourFile, TourFileError } from './import-format.js';
import { findTourTenant } from './repository.js';
import { exportTour, importTour } from './transfer.js';

export const dataSetFlags: FlagSpec[] = [
  { name: 'workspace', type: 'string', description: 'workspace id; default: the default workspace' },
  { name: 'sandbox', type: 'boolean', description: 'write to the workspace\'s sandbox instead of its live data' },
];

/** The data set a command writes to: the named (or default) workspace, live unless --sandbox. */
export async function dataSetOf(deps: Deps, args: Record<string, unknown>): Promise<string> {
  const given = typeof args.workspace === 'string' && args.workspace ? args.workspace : null;
  const ws = given ? await findWorkspace(deps.db, given) : await ensureDefaultWorkspace(deps);
  if (!ws) throw new CommandError(`no workspace ${given}`);
  return args.sandbox === true || given?.startsWith('sbx_') ? ws.sandboxId : ws.id;
}

function problemText(problems: TourFileError['problems']): string {
  return problems.map((p) => `\n  ${p.severity} ${p.code} at ${p.path}: ${p.message}`).join('');
}

/** Errors an operator can fix become usage errors (exit 2) with the reason; anything else stays a failure. */
async function operatorErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof TourFileError) throw new CommandError(`${err.message}${problemText(err.problems)}`);
    if (err instanceof ApiError && err.status < 500) throw new CommandError(`${err.message}${problemText(err.problems ?? [])}`);
    throw err;
  }
}

export const tourCommands: AdminCommand[] = [
  {
    words: ['tours', 'import'],
    summary: 'Import a tour from a JSON tour file (format: docs/tours.md)',
    positionals: [{ name: 'file', description: 'the tour file', type: 'file' }],
    flags: [
      ...dataSetFlags,
      { name: 'hub', type: 'string', description: 'add the tour to this hub (UUID or public id)' },
      { name: 'publish', type: 'boolean', description: 'publish it as its first frozen revision' },
    ],
    run: (deps, args) =>
      operatorErrors(async () => {
        const file = parseTourFile(String(args.file));
        if (file.publicId && (await findTourTenant(deps.db, file.publicId))) {
          throw new CommandError(`the public id ${file.publicId} is taken; leave publicId out to get a fresh one`);
        }
        const tenant = await dataSetOf(deps, args);
        return deps.db.tenantTx(tenant, (tx) =>
          importTour(deps, tx, file, { hub: typeof args.hub === 'string' ? args.hub : null, publish: args.publish === true }),
        );
      }),
    format: (r: Awaited<ReturnType<typeof importTour>>) =>
      `Imported ${r.tour.name} as ${r.tour.id} (public id ${r.tour.publicId}, status ${r.tour.status}).` +
      (r.published ? ` Published version ${r.published.publishedVersion}.` : '') +
      (r.problems.length ? `\nWarnings:${problemText(r.problems)}` : '') +
      '\n',
  },
  {
    words: ['tours', 'export'],
    summary: 'Print a tour\'s live rows as a tour file (JSON)',
    positionals: [{ name: 'id', description: 'the tour\'s UUID or public id' }],
    run: (deps, args) =>
      operatorErrors(async () => {
        const ref = String(args.id);
        const tenant = await findTourTenant(deps.db, ref);
        if (!tenant) throw new CommandError(`no tour ${ref}`);
        return deps.db.tenantTx(tenant, (tx) => exportTour(tx, ref), { readOnly: true });
      }),
  },
];
