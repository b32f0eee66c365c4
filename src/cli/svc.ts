import { modules } from '../resources/index.js';
import { SERVICE_VERSION } from '../contract/version.js';
import { fatalMessage } from '../process/fatal.js';
import {
  commandName,
  findCommand,
  outputMode,
  parseCommandArgs,
  UsageError,
  type CliCommand,
  type CliIo,
} from './command.js';
import { commandHelp, fullUsage, overview } from './help.js';
import { buildCommands } from './registry.js';

const commands = buildCommands(modules);
const width = process.stdout.isTTY ? Math.max(60, process.stdout.columns ?? 100) : 120;
const write = (s: string) => void process.stdout.write(s);
const writeErr = (s: string) => void process.stderr.write(s);

/** Commands that start with the words given, to suggest when none matches exactly. */
function near(argv: string[]): CliCommand[] {
  const first = argv[0]?.toLowerCase() ?? '';
  const second = argv[1]?.toLowerCase();
  return commands.filter(
    (c) => c.words[0] === first && (c.group !== 'operation' || !second || c.words[1]!.toLowerCase().includes(second)),
  );
}

function unknown(argv: string[]): number {
  const others = near(argv).slice(0, 12);
  const hint =
    others.length > 0
      ? `did you mean:\n${others.map((c) => `  svc ${commandName(c)}`).join('\n')}`
      : '`svc help` lists the commands';
  writeErr(`svc: unknown command: ${argv.join(' ')}\n${hint}\n`);
  return 2;
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 1 && ['--version', '-V', 'version'].includes(argv[0]!)) {
    write(`svc ${SERVICE_VERSION}\n`);
    return 0;
  }
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    const words = argv.slice(1);
    if (words.length === 0) {
      write(overview(commands, width));
      return argv.length === 0 ? 1 : 0;
    }
    const cmd = commands.find((c) => commandName(c) === words.join(' '));
    if (!cmd) return unknown(words);
    write(commandHelp(cmd, width));
    return 0;
  }
  const found = findCommand(commands, argv);
  if (!found || (commandName(found.cmd) === 'api' && found.rest[0] !== undefined && !found.rest[0].startsWith('-')))
    return unknown(argv);
  const { cmd, rest } = found;
  if (rest.includes('--help') || rest.includes('-h')) {
    write(commandHelp(cmd, width));
    return 0;
  }
  try {
    const parsed = parseCommandArgs(cmd, rest);
    const io: CliIo = {
      mode: outputMode({ json: parsed.json, human: parsed.human, tty: process.stdout.isTTY === true }),
      width,
      out: write,
      err: writeErr,
    };
    return await cmd.run(parsed.args, io);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    writeErr(
      `svc ${commandName(cmd)}: ${err.message}\nusage: ${fullUsage(cmd)}\n(svc help ${commandName(cmd)} shows the options and an example)\n`,
    );
    return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err) => {
    writeErr(`${fatalMessage(err) ?? `svc: ${err instanceof Error ? err.message : String(err)}`}\n`);
    process.exit(1);
  },
);
