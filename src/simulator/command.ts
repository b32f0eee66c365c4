import type { AdminCommand } from '../admin/commands.js';
import { CommandError } from '../admin/commands.js';
import { simulate, SimulationError, type SimulateOptions, type SimulateSummary } from './simulate.js';

function options(args: Record<string, unknown>, publicUrl: string): Omit<SimulateOptions, 'progress'> {
  const int = (name: string, fallback: number, min: number, max: number) => {
    const v = args[name];
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(String(v)) || Number(v) < min || Number(v) > max)
      throw new CommandError(`--${name} must be a whole number from ${min} to ${max}`);
    return Number(v);
  };
  const agent = String(args.agent ?? '').trim();
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(agent))
    throw new CommandError('--agent is the public id of a sandbox agent (ag_…)');
  return {
    baseUrl: typeof args.url === 'string' && args.url ? args.url : publicUrl,
    agent,
    visitors: int('visitors', 40, 1, 100_000),
    days: int('days', 30, 1, 365),
    seed: int('seed', 1, 0, 2 ** 31 - 1),
    concurrency: int('concurrency', 4, 1, 64),
  };
}

async function run(opts: SimulateOptions): Promise<SimulateSummary> {
  try {
    return await simulate(opts);
  } catch (err) {
    if (err instanceof SimulationError) throw new CommandError(err.message);
    throw err;
  }
}

/** A one-line progress bar on a terminal; a line every tenth of the way elsewhere. */
export function progressBar(out: NodeJS.WritableStream & { isTTY?: boolean }) {
  let lastTenth = -1;
  return (done: number, total: number) => {
    const share = done / total;
    if (out.isTTY) {
      const width = 30;
      const filled = Math.round(share * width);
      out.write(
        `\r  [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} visitors${done === total ? '\n' : ''}`,
      );
    } else if (Math.floor(share * 10) > lastTenth || done === total) {
      lastTenth = Math.floor(share * 10);
      out.write(`  ${done}/${total} visitors\n`);
    }
  };
}

export function formatSummary(s: SimulateSummary): string {
  const rows: Array<[string, string | number]> = [
    ['agent', s.agent],
    ['dated', `${s.from.slice(0, 10)} to ${s.to.slice(0, 10)}`],
    ['visitors', s.visitors],
    ['visits', `${s.visits} (${s.returningVisits} returning)`],
    ['chat turns', `${s.turns} (${s.answered} answered with sources, ${s.handedToTeam} handed to the team)`],
    ['identified', s.identified],
    ['qualifying answers', s.qualifyingAnswers],
    ['meetings booked', `${s.meetingsBooked} (${s.slotConflicts} slot conflicts)`],
    ['tour plays', `${s.tourPlays} (${s.tourCompletions} completed)`],
    ['offers', `${s.offersShown} shown, ${s.offersAccepted} accepted, ${s.offersDeclined} declined`],
    ['page views', s.pageViews],
    ['waits for rate limits', s.waitsForRateLimit],
    ['errors', s.errors],
  ];
  return `Simulated traffic through the runtime API:\n${rows.map(([k, v]) => `  ${k.padEnd(22)}${v}`).join('\n')}\nInsights fold every few minutes (or now: svc insights fold --all --sandbox).\n`;
}

export const simulateCommand: AdminCommand = {
  words: ['simulate'],
  summary: 'Fill a sandbox with realistic visits, driven through the runtime API of the running server',
  flags: [
    { name: 'agent', type: 'string', required: true, description: "the sandbox agent's public id" },
    { name: 'visitors', type: 'string', description: 'how many visitors (default 40)' },
    { name: 'days', type: 'string', description: 'spread their visits over the last D days (default 30)' },
    { name: 'seed', type: 'string', description: 'the same seed gives the same visitors (default 1)' },
    { name: 'concurrency', type: 'string', description: 'visitors at the same time (default 4)' },
    { name: 'url', type: 'string', description: 'the server (default SVC_PUBLIC_URL)' },
  ],
  run: async (deps, args) => run(options(args, deps.config.publicUrl)),
  client: async (args, io) => run({ ...options(args, io.config.publicUrl), progress: progressBar(io.progress) }),
  format: formatSummary,
};
