import { CommandError, type AdminCommand } from '../../admin/commands.js';
import { DATA_SET_FLAGS as flags, dataSetOf as dataSet } from '../../admin/data-set.js';
import { SLUG_RE } from './schemas.js';
import { removeSkill, restoreSkill } from './service.js';

function slugOf(args: Record<string, unknown>): string {
  const slug = String(args.slug);
  if (!SLUG_RE.test(slug)) throw new CommandError(`"${slug}" is not a skill slug`);
  return slug;
}

export const skillCommands: AdminCommand[] = [
  {
    words: ['skills', 'remove'],
    summary: "Remove a skill from a workspace's agents (hides a built-in; deletes the workspace's own version)",
    positionals: [{ name: 'slug', description: 'the skill slug, e.g. present-offer' }],
    flags,
    example: 'skills remove present-offer --sandbox',
    run: async (deps, args) => {
      const slug = slugOf(args);
      const tenant = await dataSet(deps, args);
      const done = await deps.db.tenantTx(tenant, (tx) => removeSkill(deps, tx, slug));
      if (!done) throw new CommandError(`no skill ${slug} in ${tenant}`);
      return { slug, dataSet: tenant, ...done };
    },
    format: (r: { slug: string; dataSet: string; builtinHidden: boolean; rowDeleted: boolean }) =>
      `Removed ${r.slug} from ${r.dataSet}${r.builtinHidden ? ' (the built-in is hidden; `svc skills restore` brings it back)' : ''}${r.rowDeleted ? '; its own version was deleted' : ''}.\n`,
  },
  {
    words: ['skills', 'restore'],
    summary: 'Bring a removed built-in skill back',
    positionals: [{ name: 'slug', description: 'the skill slug' }],
    flags,
    example: 'skills restore present-offer --sandbox',
    run: async (deps, args) => {
      const slug = slugOf(args);
      const tenant = await dataSet(deps, args);
      if (!(await deps.db.tenantTx(tenant, (tx) => restoreSkill(tx, slug))))
        throw new CommandError(`${slug} is not a removed built-in in ${tenant}`);
      return { slug, dataSet: tenant, restored: true };
    },
  },
];
