import type { AdminCommand } from './commands.js';
import { CommandError } from './commands.js';
import { WORKSPACE_FLAG, workspaceOf } from './data-set.js';
import { migrate } from '../db/migrate.js';
import { createKey, listKeys, revokeKey } from '../platform/keys/service.js';
import { SCOPES } from '../platform/keys/scopes.js';
import { listWorkspaces } from '../platform/workspaces/repository.js';
import { createWorkspace, setPlanApi, summary } from '../platform/workspaces/service.js';

export const platformCommands: AdminCommand[] = [
  {
    words: ['workspace', 'create'],
    summary: 'Create a workspace (its sandbox is seeded with examples)',
    flags: [{ name: 'name', type: 'string', required: true, description: 'workspace name' }],
    example: "workspace create --name 'Acme'",
    run: async (deps, args) => summary((await createWorkspace(deps, { name: String(args.name) }))!),
  },
  {
    words: ['workspace', 'list'],
    summary: 'List workspaces',
    example: 'workspace list',
    run: async (deps) => (await listWorkspaces(deps.db)).map(summary),
  },
  {
    words: ['workspace', 'plan'],
    summary: 'Turn API access of a workspace plan on or off',
    positionals: [{ name: 'id', description: 'workspace id (ws_…)' }],
    flags: [{ name: 'api', type: 'string', required: true, description: 'on or off' }],
    example: 'workspace plan ws_4f8KQ2mZx7LcR9pWb5Nf --api off',
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
      WORKSPACE_FLAG,
      { name: 'mode', type: 'string', required: true, description: 'live or test' },
      {
        name: 'scope',
        type: 'strings',
        description: `a scope to grant (repeatable); default: every read scope. Scopes: ${SCOPES.join(', ')}`,
      },
      {
        name: 'all-scopes',
        type: 'boolean',
        description: 'every scope except conversations:transcripts and privacy:manage (name those explicitly)',
      },
      { name: 'name', type: 'string', description: 'a label for the key' },
    ],
    example: 'keys create --mode test --scope follow_ups:read --scope follow_ups:write',
    run: async (deps, args) => {
      const created = await createKey(deps, {
        workspaceId: (await workspaceOf(deps, args.workspace)).id,
        mode: args.mode as 'live' | 'test',
        scopes: (args.scope as string[] | undefined) ?? [],
        allScopes: args['all-scopes'] === true,
        name: typeof args.name === 'string' ? args.name : null,
      });
      return {
        id: created.id,
        key: created.key,
        mode: created.mode,
        scopes: created.scopes,
        workspaceId: created.workspaceId,
      };
    },
    format: (r: { key: string; mode: string; scopes: string[]; workspaceId: string; id: string }) =>
      `${r.key}\n\nA ${r.mode} key for ${r.workspaceId} (id ${r.id}); shown only now, store it safely.\nScopes: ${r.scopes.join(', ')}\n`,
  },
  {
    words: ['keys', 'list'],
    summary: 'List API keys (never the keys themselves)',
    flags: [WORKSPACE_FLAG],
    example: 'keys list',
    run: async (deps, args) => listKeys(deps, (await workspaceOf(deps, args.workspace)).id),
  },
  {
    words: ['keys', 'revoke'],
    summary: 'Revoke an API key at once',
    positionals: [{ name: 'id', description: 'key id (from keys list)' }],
    example: 'keys revoke 0194c0de-0000-7000-8000-000000000001',
    run: async (deps, args) => {
      const key = await revokeKey(deps, String(args.id));
      if (!key) throw new CommandError(`no key ${String(args.id)}`);
      return key;
    },
  },
  {
    words: ['migrate'],
    summary: 'Create the database or apply its pending migrations',
    example: 'migrate',
    createsDatabase: true,
    run: async (deps) => ({ applied: await migrate(deps.db.driver) }),
  },
];
