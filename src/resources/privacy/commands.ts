import type { AdminCommand } from '../../admin/commands.js';
import { CommandError } from '../../admin/commands.js';
import { WORKSPACE_FLAG, workspaceOf } from '../../admin/data-set.js';
import { RETENTION_DAYS } from './retention.js';
import * as repo from './retention-repository.js';

function parseDays(raw: unknown): number | null {
  if (raw === 'off' || raw === 'keep') return null;
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n) || n < RETENTION_DAYS.min || n > RETENTION_DAYS.max) {
    throw new CommandError(
      `--days must be a whole number of days from ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max}, or off (keep conversations)`,
    );
  }
  return n;
}

const show = (r: repo.RetentionRow) => ({
  workspaceId: r.workspaceId,
  conversationDays: r.conversationDays,
  lastRun: r.ranAt ? { at: r.ranAt.toISOString(), conversationsErased: r.erased } : null,
});

export const privacyCommands: AdminCommand[] = [
  {
    words: ['workspace', 'retention'],
    summary:
      'Set how long conversations are kept (retention.conversationDays); without --days, show it and the last daily run',
    flags: [
      {
        name: 'days',
        type: 'string',
        description: `${RETENTION_DAYS.min} to ${RETENTION_DAYS.max}, or off to keep conversations`,
      },
      WORKSPACE_FLAG,
    ],
    example: 'workspace retention --days 365',
    run: async (deps, args) => {
      const ws = await workspaceOf(deps, args.workspace);
      if (args.days === undefined) return show((await repo.findRetention(deps.db, ws.id))!);
      return show(await repo.setRetention(deps.db, ws.id, parseDays(args.days), deps.clock.now()));
    },
    format: (r: ReturnType<typeof show>) =>
      `${r.workspaceId}: ${r.conversationDays === null ? 'conversations are kept' : `conversation content is erased ${r.conversationDays} days after it ends`}` +
      (r.lastRun ? `\nlast run ${r.lastRun.at}: ${r.lastRun.conversationsErased} conversation(s) erased` : ''),
  },
];
