import { OUTPUT_FLAGS, commandName, type CliCommand, type CliFlag, type CommandGroup } from './command.js';

const GROUPS: Array<[CommandGroup, string]> = [
  ['run', 'Run the service'],
  [
    'operator',
    "Operator commands: on the server's database (run them where the server runs, or set DATA_DIR or DATABASE_URL)",
  ],
  ['api', 'API commands: over HTTP with an API key (SVC_API_KEY or svc login); svc api lists every operation'],
  ['tools', 'Developer tools'],
];

const placeholder = (f: CliFlag) => f.value ?? (f.type === 'file' ? 'FILE' : f.name.toUpperCase().replace(/-/g, '_'));

function flagUsage(f: CliFlag): string {
  const one = `--${f.name}${f.type === 'boolean' || f.type === 'stdin' ? '' : ` ${placeholder(f)}`}${f.type === 'strings' ? '…' : ''}`;
  return f.required ? one : `[${one}]`;
}

/** Words, arguments and required flags: the left column of the overview. */
function shortUsage(cmd: CliCommand): string {
  const pos = (cmd.positionals ?? []).map((p) => (p.optional ? `[${p.name.toUpperCase()}]` : p.name.toUpperCase()));
  const required = (cmd.flags ?? []).filter((f) => f.required).map(flagUsage);
  // `--create` is on every operator command; it alone does not make "[options]" worth a mention.
  const more = (cmd.flags ?? []).some((f) => !f.required && f.name !== 'create') ? ['[options]'] : [];
  return [commandName(cmd), ...pos, ...required, ...more].join(' ');
}

export function fullUsage(cmd: CliCommand): string {
  const pos = (cmd.positionals ?? []).map((p) => (p.optional ? `[${p.name.toUpperCase()}]` : p.name.toUpperCase()));
  return ['svc', commandName(cmd), ...pos, ...(cmd.flags ?? []).map(flagUsage), '[--json | --human]'].join(' ');
}

/** Splits text into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/**
 * Two aligned columns: the left one as wide as its longest entry (at most
 * `maxLeft`; a longer entry puts its text on the next line), the right one
 * wrapped to the width and continued under itself.
 */
export function columns(
  rows: Array<[string, string]>,
  opts: { width: number; indent?: string; maxLeft?: number; left?: number },
): string[] {
  const indent = opts.indent ?? '  ';
  const maxLeft = opts.maxLeft ?? 40;
  const left = opts.left ?? Math.min(maxLeft, Math.max(0, ...rows.map(([l]) => l.length)));
  const textWidth = Math.max(30, opts.width - indent.length - left - 2);
  const out: string[] = [];
  for (const [l, r] of rows) {
    const text = wrap(r, textWidth);
    if (l.length > left) {
      out.push(`${indent}${l}`);
      for (const t of text) out.push(`${indent}${' '.repeat(left + 2)}${t}`);
      continue;
    }
    out.push(`${indent}${l.padEnd(left)}  ${text[0]}`.trimEnd());
    for (const t of text.slice(1)) out.push(`${indent}${' '.repeat(left + 2)}${t}`);
  }
  return out;
}

export function overview(commands: readonly CliCommand[], width: number): string {
  const lines = ['Concierge command line: svc <command> [arguments] [--json | --human]', ''];
  const listed = commands.filter((c) => c.group !== 'operation');
  // One left column for every group, so the summaries line up down the page.
  const left = Math.min(40, Math.max(...listed.map((c) => shortUsage(c).length)));
  for (const [group, title] of GROUPS) {
    const members = listed.filter((c) => c.group === group);
    if (members.length === 0) continue;
    lines.push(
      ...wrap(title, width),
      ...columns(
        members.map((c) => [shortUsage(c), c.summary]),
        { width, left },
      ),
      '',
    );
  }
  lines.push(
    ...wrap(
      'Output: tables with local times on a terminal; JSON when piped (as always), or anywhere with --json; --human forces tables. ' +
        '`svc help COMMAND` (or `svc COMMAND --help`) shows a command with its options and an example.',
      width,
    ),
  );
  return `${lines.join('\n')}\n`;
}

export function commandHelp(cmd: CliCommand, width: number): string {
  const lines = [...wrap(fullUsage(cmd), width), '', ...wrap(cmd.summary, width)];
  if (cmd.details) lines.push('', ...cmd.details.split('\n').flatMap((p) => wrap(p, width)));
  const pos = cmd.positionals ?? [];
  if (pos.length > 0) {
    lines.push(
      '',
      'Arguments:',
      ...columns(
        pos.map((p) => [
          p.name.toUpperCase(),
          `${p.description}${p.type === 'file' ? ' (a file; - reads stdin)' : ''}${p.optional ? ' (optional)' : ''}`,
        ]),
        { width },
      ),
    );
  }
  const flags = [...(cmd.flags ?? []), ...OUTPUT_FLAGS];
  lines.push(
    '',
    'Options:',
    ...columns(
      flags.map((f) => [
        `--${f.name}${f.type === 'boolean' || f.type === 'stdin' ? '' : ` ${placeholder(f)}`}${f.type === 'strings' ? '…' : ''}`,
        `${f.description}${f.required ? (f.unless ? ` (required, here or in --${f.unless})` : ' (required)') : ''}${f.type === 'strings' && !f.description.includes('repeat') ? ' (repeatable)' : ''}${f.aliases?.length ? ` (also --${f.aliases.join(', --')})` : ''}`,
      ]),
      { width },
    ),
  );
  lines.push('', 'Example:', `  svc ${cmd.example}`);
  return `${lines.join('\n')}\n`;
}

/** `svc api`: every operation by tag, with its method, path and summary. */
export function operationList(commands: readonly CliCommand[], width: number): string {
  const ops = commands.filter((c) => c.group === 'operation');
  const lines = [
    ...wrap(
      'Every API operation: svc api OPERATION [--param value]… [--data JSON|@FILE] [--idempotency-key KEY]. `svc help api OPERATION` shows its parameters and an example.',
      width,
    ),
    '',
    ...columns(
      ops.map((c) => [c.words[1]!, c.summary]),
      { width },
    ),
  ];
  return `${lines.join('\n')}\n`;
}
