import type { AdminCommand } from '../admin/commands.js';
import { CommandError } from '../admin/commands.js';
import { migrate } from '../db/migrate.js';
import { createKey, KeyInputError, listKeys, revokeKey } from './keys/service.js';
import { SCOPES } from './keys/scopes.js';
import { findWorkspace, listWorkspaces } from './workspaces/repository.js';
import { createWorkspace, ensureDefaultWorkspace, setPlanApi, summary } from './workspaces/service.js';
import type { Deps } from '../deps.js';

async function workspaceId(deps: Deps, given: unknown): Promise<string> {
  if (typeof given === 'string' && given) {
    const ws = await findWorkspace(deps.db, given);
    if (!ws) throw new CommandError(`no workspace ${given}`);
    return ws.id;
  }
  return (await ensureDefaultWorkspace(deps)).id;
}

const wrapKeyErrors = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof KeyInputError) throw new CommandError(err.message);
    throw err;
  }
};

export const platformCommands: AdminCommand[] = [
  {
    words: ['workspace', 'create'],
    summary: 'Create a workspace (its sandbox is seeded with examples)',
    flags: [{ name: 'name', type: 'string', required: true, description: 'workspace name' }],
    run: async (deps, args) => summary((await createWorkspace(deps, { name: String(args.name) }))!),
  },
  {
    words: ['workspace', 'list'],
    summary: 'List workspaces',
    run: async (deps) => (await listWorkspaces(deps.db)).map(summary),
  },
  {
    words: ['workspace', 'plan'],
    summary: 'Turn API access of a workspace plan on or off',
    positionals: [{ name: 'id', description: 'workspace id (ws_…)' }],
    flags: [{ name: 'api', type: 'string', required: true, description: 'on or off' }],
    run: async (deps, args) => {
      if (args.api !== 'on' && args.api !== 'off') throw new CommandError('--api must be on or off');
      const ws = await setPlanApi(deps, String(args.id), args.api === 'on');
      if (!ws) throw new CommandError(`no workspace ${String(args.id)}`);
      return summary(ws);
    },
  },
  {
    words: ['keys', 'create'],
    summary: 'Create an API key (the key is shown only here)',
    flags: [
      { name: 'workspace', type: 'string', description: 'workspace id; default: the default workspace' },
      { name: 'mode', type: 'string', required: true, description: 'live or test' },
      { name: 'scope', type: 'strings', description: `a scope to grant (repeatable); default: every read scope. Scopes: ${SCOPES.join(', ')}` },
      { name: 'all-scopes', type: 'boolean', description: 'every scope except conversations:transcripts (name that one explicitly)' },
      { name: 'name', type: 'string', description: 'a label for the key' },
    ],
    run: async (deps, args) =>
      wrapKeyErrors(async () => {
        const created = await createKey(deps, {
          workspaceId: await workspaceId(deps, args.workspace),
          mode: args.mode as 'live' | 'test',
          scopes: (args.scope as string[] | undefined) ?? [],
          allScopes: args['all-scopes'] === true,
          name: typeof args.name === 'string' ? args.name : null,
        });
        return { id: created.id, key: created.key, mode: created.mode, scopes: created.scopes, workspaceId: created.workspaceId };
      }),
    format: (r: { key: string; mode: string; scopes: string[]; workspaceId: string; id: string }) =>
      `${r.key}\n\nA ${r.mode} key for ${r.workspaceId} (id ${r.id}); shown only now, store it safely.\nScopes: ${r.scopes.join(', ')}\n`,
  },
  {
    words: ['keys', 'list'],
    summary: 'List API keys (never the keys themselves)',
    flags: [{ name: 'workspace', type: 'string', description: 'workspace id; default: the default workspace' }],
    run: async (deps, args) => listKeys(deps, await workspaceId(deps, args.workspace)),
  },
  {
    words: ['keys', 'revoke'],
    summary: 'Revoke an API key at once',
    positionals: [{ name: 'id', description: 'key id (from keys list)' }],
    run: async (deps, args) => {
      const key = await revokeKey(deps, String(args.id));
      if (!key) throw new CommandError(`no key ${String(args.id)}`);
      return key;
    },
  },
  {
    words: ['migrate'],
    summary: 'Apply pending database migrations',
    run: async (deps) => ({ applied: await migrate(deps.db.driver) }),
  },
];
