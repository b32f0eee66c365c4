import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { renderHuman } from './render.js';
import { escapeForTerminal } from './terminal-text.js';

/** `stdin`: a switch; when given, the CLI reads its standard input and passes it (a password, kept out of the shell history). */
export type CliFlagType = 'string' | 'boolean' | 'strings' | 'file' | 'stdin';

export interface CliFlag {
  name: string;
  type: CliFlagType;
  required?: boolean;
  description: string;
  /** The placeholder in usage lines; default the name in capitals. */
  value?: string;
  /** Other spellings accepted (`visitor-id` for `visitorId`). */
  aliases?: string[];
  /** Required unless this other flag is given (body fields, which `--data` may carry instead). */
  unless?: string;
}

export interface CliPositional {
  name: string;
  description: string;
  /** `file`: the CLI reads the named file and passes its content. */
  type?: 'string' | 'file';
  optional?: boolean;
}

/** Where `svc help` lists a command; `operation` ones are listed by `svc api`. */
export type CommandGroup = 'run' | 'operator' | 'api' | 'tools' | 'operation';

/**
 * How results are printed. `json`: the JSON shape, always (`--json`).
 * `human`: tables and sentences (`--human`, or by default on a terminal).
 * `plain`: what the CLI has always printed when its output is not a terminal,
 * so scripts keep working: JSON, except commands whose answer is a sentence
 * (`keys create` prints the key on its first line).
 */
export type OutputMode = 'json' | 'human' | 'plain';

export function outputMode(o: { json: boolean; human: boolean; tty: boolean }): OutputMode {
  if (o.json) return 'json';
  return o.human || o.tty ? 'human' : 'plain';
}

export interface CliIo {
  mode: OutputMode;
  /** Width for tables: the terminal's, or 120. */
  width: number;
  out(text: string): void;
  err(text: string): void;
}

/** Prints a result in the chosen mode; `format` is the command's own sentence for people. */
export function printResult(io: CliIo, result: unknown, format?: (r: any) => string): void {
  if (io.mode === 'json' || (io.mode === 'plain' && !format)) io.out(`${JSON.stringify(result, null, 2)}\n`);
  // Sentences carry the server's text too (names, questions): escaped like the tables' cells.
  else io.out(escapeForTerminal(format ? format(result) : renderHuman(result, io.width)));
}

export interface CliCommand {
  words: string[];
  group: CommandGroup;
  summary: string;
  /** More text for `svc help COMMAND`. */
  details?: string;
  positionals?: CliPositional[];
  flags?: CliFlag[];
  /** A complete command line without the leading `svc`. */
  example: string;
  /** Resolves to the exit code; -1 keeps the process running (servers, streams). */
  run(args: Record<string, unknown>, io: CliIo): Promise<number>;
}

/** Bad command-line input: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

export const OUTPUT_FLAGS: CliFlag[] = [
  { name: 'json', type: 'boolean', description: 'print JSON (the shape scripts rely on)' },
  {
    name: 'human',
    type: 'boolean',
    description: 'print tables and local times even when the output is not a terminal',
  },
];

export function commandName(cmd: Pick<CliCommand, 'words'>): string {
  return cmd.words.join(' ');
}

/** The command named by the longest run of leading words. */
export function findCommand(
  commands: readonly CliCommand[],
  argv: readonly string[],
): { cmd: CliCommand; rest: string[] } | null {
  let best: CliCommand | null = null;
  for (const c of commands) {
    if (c.words.every((w, i) => argv[i] === w) && (!best || c.words.length > best.words.length)) best = c;
  }
  return best ? { cmd: best, rest: argv.slice(best.words.length) } : null;
}

const readFile = (flag: string, file: string) => {
  try {
    return fs.readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (err) {
    throw new UsageError(
      `${flag}: cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
};

/** Parses a command's arguments: positionals, its flags (files read here), and the output flags. */
export function parseCommandArgs(
  cmd: CliCommand,
  rest: string[],
): { args: Record<string, unknown>; json: boolean; human: boolean } {
  const flags = [...(cmd.flags ?? []), ...OUTPUT_FLAGS];
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }> = {};
  for (const f of flags) {
    for (const name of [f.name, ...(f.aliases ?? [])]) {
      options[name] = {
        type: f.type === 'boolean' || f.type === 'stdin' ? 'boolean' : 'string',
        ...(f.type === 'strings' ? { multiple: true } : {}),
      };
    }
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options, allowPositionals: true, allowNegative: true, strict: true });
  } catch (err) {
    throw new UsageError((err as Error).message.replace(/\. To specify a positional argument.*$/s, ''));
  }
  const positionals = cmd.positionals ?? [];
  const required = positionals.filter((p) => !p.optional).length;
  if (parsed.positionals.length < required || parsed.positionals.length > positionals.length) {
    const names = positionals.map((p) => (p.optional ? `[${p.name.toUpperCase()}]` : p.name.toUpperCase())).join(' ');
    throw new UsageError(
      `expected ${names || 'no arguments'}${parsed.positionals.length > positionals.length ? `, got also "${parsed.positionals[positionals.length]}"` : ''}`,
    );
  }
  const args: Record<string, unknown> = {};
  for (const [i, v] of parsed.positionals.entries()) {
    const p = positionals[i]!;
    args[p.name] = p.type === 'file' ? readFile(p.name.toUpperCase(), v) : v;
  }
  for (const f of cmd.flags ?? []) {
    const name = [f.name, ...(f.aliases ?? [])].find((n) => parsed.values[n] !== undefined);
    const v = name === undefined ? undefined : parsed.values[name];
    if (v === undefined) {
      if (f.required && !(f.unless && parsed.values[f.unless] !== undefined)) {
        throw new UsageError(`--${f.name} is required${f.unless ? ` (or give it in --${f.unless})` : ''}`);
      }
      continue;
    }
    // Files are read here, so a server in another folder gets their content.
    if (f.type === 'stdin') {
      // One line (what `echo … |` or a password manager pipes), without its line ending.
      if (v === true) args[f.name] = readFile(`--${f.name}`, '-').replace(/\r?\n$/, '');
      continue;
    }
    args[f.name] = f.type === 'file' ? readFile(`--${f.name}`, String(v)) : v;
  }
  return { args, json: parsed.values.json === true, human: parsed.values.human === true };
}
