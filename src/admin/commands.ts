import type { Config } from '../config.js';
import type { Deps } from '../deps.js';
import { ApiError, type LintProblemBody } from '../contract/errors.js';

/** `stdin`: a switch whose value the CLI reads from its standard input (see src/cli/command.ts). */
export type FlagType = 'string' | 'boolean' | 'strings' | 'file' | 'stdin';

export interface FlagSpec {
  name: string;
  type: FlagType;
  required?: boolean;
  description: string;
}

/**
 * An operator command (keys, workspaces, agents, tour import…). The CLI runs it in
 * its own process on PostgreSQL, or sends it to the running server over the admin
 * socket when the server holds the embedded database; either way `run` executes
 * with the same dependencies as the API.
 */
export interface AdminCommand {
  /** The CLI words, e.g. ['keys', 'create']. */
  words: string[];
  summary: string;
  /** `type: 'file'` makes the CLI read the named file and pass its content (like file flags). */
  positionals?: Array<{ name: string; description: string; type?: 'string' | 'file' }>;
  flags?: FlagSpec[];
  /** A complete command line shown by `svc help` (without the leading `svc`); one is made from the flags when absent. */
  example?: string;
  /** The command makes a new database when none exists (`svc migrate`); every other command refuses to. */
  createsDatabase?: boolean;
  run(deps: Deps, args: Record<string, unknown>): Promise<unknown>;
  /**
   * Runs in the CLI's own process instead, without opening the database: for
   * commands that only talk to a running server over HTTP and print progress
   * (svc simulate). `run` remains for callers with dependencies (tests, the socket).
   */
  client?(args: Record<string, unknown>, io: { config: Config; progress: NodeJS.WritableStream }): Promise<unknown>;
  /** Prints the result for people when --json is not given; default is JSON. */
  format?(result: any): string;
}

export class CommandError extends Error {}

export function commandName(cmd: AdminCommand): string {
  return cmd.words.join(' ');
}

export function problemLines(problems: readonly LintProblemBody[]): string {
  return problems.map((p) => `\n  ${p.severity} ${p.code} at ${p.path}: ${p.message}`).join('');
}

/**
 * The one mapping of errors to what an operator reads: a CommandError or an API
 * error below 500 (bad input, not found, conflict…) is something they can fix,
 * shown with its reason and lint problems as a usage error; null for anything
 * else, which is a failure to log.
 */
export function operatorMessage(err: unknown): string | null {
  if (err instanceof CommandError) return err.message;
  if (err instanceof ApiError && err.status < 500) return `${err.message}${problemLines(err.problems ?? [])}`;
  return null;
}
