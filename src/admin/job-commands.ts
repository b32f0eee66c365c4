import { CommandError, type AdminCommand } from './commands.js';
import { isUuid } from '../lib/ids.js';
import { pgCode, PG } from '../db/errors.js';
import type { JobSummary } from '../platform/jobs/queue.js';

const line = (j: JobSummary) =>
  `${j.id}  ${j.status.padEnd(7)} ${j.kind}  ${j.attempts}/${j.maxAttempts}  ${j.tenant ?? '-'}  ${new Date(j.runAt).toISOString()}${j.lastError ? `\n    last error: ${j.lastError.split('\n')[0]}` : ''}`;

/** Operator commands over the job queue: what is waiting, what failed, and running a failed job again. */
export const jobCommands: AdminCommand[] = [
  {
    words: ['jobs', 'list'],
    summary: 'List background jobs (queued, running and failed), most recently changed first',
    flags: [
      { name: 'failed', type: 'boolean', description: 'only jobs that used up their attempts' },
      { name: 'kind', type: 'string', description: 'only jobs of this kind, e.g. follow-ups.email' },
      { name: 'limit', type: 'string', description: 'at most this many (default 100, at most 1000)' },
    ],
    run: async (deps, args) => {
      const limit = args.limit === undefined ? 100 : Number(args.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw new CommandError('--limit must be a whole number from 1 to 1000');
      return deps.jobs.list({
        failed: args.failed === true,
        ...(typeof args.kind === 'string' ? { kind: args.kind } : {}),
        limit,
      });
    },
    format: (rows: JobSummary[]) => (rows.length === 0 ? 'No jobs.\n' : `${rows.map(line).join('\n')}\n`),
  },
  {
    words: ['jobs', 'retry'],
    summary: 'Run a failed job again now, with a fresh count of attempts',
    positionals: [{ name: 'id', description: 'job id (from jobs list --failed)' }],
    run: async (deps, args) => {
      const id = String(args.id);
      if (!isUuid(id)) throw new CommandError(`no failed job ${id}`);
      try {
        const job = await deps.jobs.retry(id);
        if (!job) throw new CommandError(`no failed job ${id}`);
        return job;
      } catch (err) {
        if (pgCode(err) === PG.uniqueViolation)
          throw new CommandError('the same job is already queued; it will run anyway');
        throw err;
      }
    },
    format: (j: JobSummary) => `Queued again: ${line(j)}\n`,
  },
];
