import type { AdminCommand } from '../../admin/commands.js';
import { CommandError } from '../../admin/commands.js';
import { WORKSPACE_FLAG, workspaceOf } from '../../admin/data-set.js';
import {
  createOperator,
  deleteOperatorByEmail,
  listOperators,
  newSignInLink,
  type Operator,
} from '../../platform/operators/service.js';

/**
 * `svc operators …`: the same service as the /v1 operators operations, run
 * with the server's rights (the CLI may make and remove owners). Like the key
 * commands they go through the running server's admin socket on the embedded
 * database, so they work while it runs.
 */

const linkText = (r: { operator: Operator; signInUrl: string | null; signInUrlExpiresAt: string | null }) =>
  r.signInUrl
    ? `${r.signInUrl}\n\nA one-time sign-in link for ${r.operator.email} (${r.operator.role}${r.operator.transcripts ? ', transcripts' : ''}) in ${r.operator.workspaceId}; valid until ${r.signInUrlExpiresAt}, once. Send it to them; they set a password after signing in.\n`
    : `${r.operator.email} (${r.operator.role}${r.operator.transcripts ? ', transcripts' : ''}) can now sign in at /app with the password given.\n`;

export const operatorCommands: AdminCommand[] = [
  {
    words: ['operators', 'create'],
    summary: 'Add a person who signs in to the dashboard (prints a one-time sign-in link unless a password is piped)',
    flags: [
      { name: 'email', type: 'string', required: true, description: 'their email (how they sign in)' },
      WORKSPACE_FLAG,
      { name: 'role', type: 'string', description: 'owner, admin or member (default member)' },
      { name: 'name', type: 'string', description: 'their name, shown in the dashboard' },
      { name: 'transcripts', type: 'boolean', description: 'may read conversations and visitor questions verbatim' },
      {
        name: 'password-stdin',
        type: 'stdin',
        description: 'read their password (at least 12 characters) from standard input instead of printing a link',
      },
    ],
    example: 'operators create --email ada@example.com --role owner',
    run: async (deps, args) => {
      const made = await createOperator(deps, 'cli', {
        workspaceId: (await workspaceOf(deps, args.workspace)).id,
        email: String(args.email),
        role: typeof args.role === 'string' ? args.role : 'member',
        transcripts: args.transcripts === true,
        name: typeof args.name === 'string' ? args.name : null,
        password: typeof args['password-stdin'] === 'string' ? args['password-stdin'] : null,
      });
      return made;
    },
    format: linkText,
  },
  {
    words: ['operators', 'link'],
    summary: 'Print a new one-time sign-in link for an operator (a forgotten password, an expired link)',
    positionals: [{ name: 'email', description: "the operator's email" }],
    flags: [WORKSPACE_FLAG],
    example: 'operators link ada@example.com',
    run: async (deps, args) => newSignInLink(deps, (await workspaceOf(deps, args.workspace)).id, String(args.email)),
    format: linkText,
  },
  {
    words: ['operators', 'list'],
    summary: 'List the operators of a workspace',
    flags: [WORKSPACE_FLAG],
    example: 'operators list',
    run: async (deps, args) => listOperators(deps, (await workspaceOf(deps, args.workspace)).id),
  },
  {
    words: ['operators', 'remove'],
    summary: 'Remove an operator: every session of theirs ends at once',
    positionals: [{ name: 'email', description: "the operator's email" }],
    flags: [WORKSPACE_FLAG],
    example: 'operators remove bob@example.com',
    run: async (deps, args) => {
      try {
        return await deleteOperatorByEmail(deps, (await workspaceOf(deps, args.workspace)).id, String(args.email));
      } catch (err) {
        if ((err as { code?: string }).code === 'not-found')
          throw new CommandError(`no operator ${String(args.email)}`);
        throw err;
      }
    },
  },
];
