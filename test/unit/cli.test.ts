import { describe, expect, it } from 'vitest';
import { modules } from '../../src/resources/index.js';
import { buildCommands } from '../../src/cli/registry.js';
import {
  commandName,
  findCommand,
  outputMode,
  parseCommandArgs,
  printResult,
  type CliCommand,
  type CliIo,
} from '../../src/cli/command.js';
import { commandHelp, overview } from '../../src/cli/help.js';
import { operations, RESERVED } from '../../src/cli/api/operations.js';
import { requestOf } from '../../src/cli/api/commands.js';
import { localTime, renderHuman } from '../../src/cli/render.js';

const commands = buildCommands(modules);
const byName = (name: string) => commands.find((c) => commandName(c) === name)!;

/** Splits an example the way a POSIX shell would (single quotes only; the examples use no others). */
function shellSplit(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

describe('the command list', () => {
  it('has one command per API operation, from the routes', () => {
    const routes = modules.flatMap((m) => m.routes ?? []);
    expect(routes.length).toBeGreaterThan(60);
    for (const r of routes) expect(byName(`api ${r.operationId}`), r.operationId).toMatchObject({ group: 'operation' });
    expect(commands.filter((c) => c.group === 'operation')).toHaveLength(routes.length);
  });

  it('has the friendly forms the issue names, calling their operations', () => {
    for (const [name, detail] of [
      ['knowledge add-source', 'addKnowledgeSource'],
      ['follow-ups list', 'listFollowUps'],
      ['visitors search', 'searchVisitors'],
    ]) {
      expect(byName(name!).details).toContain(detail);
    }
    expect(byName('knowledge add-source').flags!.map((f) => f.name)).toEqual(expect.arrayContaining(['kb', 'url']));
  });

  it('gives every command an example that its own parser accepts', () => {
    for (const c of commands) {
      expect(c.example.startsWith(`${commandName(c)}`), commandName(c)).toBe(true);
      const files = [...(c.positionals ?? []), ...(c.flags ?? [])].some((x) => x.type === 'file');
      if (files || c.example.includes('>')) continue;
      // `svc api`'s example is a call of one operation: parse it as the command it names.
      const found = findCommand(commands, shellSplit(c.example))!;
      expect(() => parseCommandArgs(found.cmd, found.rest), c.example).not.toThrow();
    }
  });

  it('no parameter takes a name the CLI keeps for itself', () => {
    for (const op of operations(modules))
      for (const f of op.fields) expect(RESERVED.has(f.name), `${op.id} ${f.name}`).toBe(false);
  });
});

describe('help', () => {
  it('lists every command but the per-operation ones in aligned columns', () => {
    const text = overview(commands, 120);
    const rows = text.split('\n').filter((l) => /^ {2}\S/.test(l));
    for (const c of commands.filter((x) => x.group !== 'operation')) expect(text).toContain(`  ${commandName(c)}`);
    expect(text).not.toContain('api answerFollowUp');
    // A row's summary starts in the same column as every other row's (or on the next line).
    const starts = new Set(
      rows.filter((l) => /\S {2,}\S/.test(l)).map((l) => /^ {2}\S.*? {2,}(?=\S)/.exec(l)![0].length),
    );
    expect([...starts]).toHaveLength(1);
    expect(text).toContain('Operator commands');
    expect(text).toContain('Developer tools');
  });

  it('shows a command with its options and an example', () => {
    const text = commandHelp(byName('api answerFollowUp'), 120);
    expect(text).toMatch(
      /^svc api answerFollowUp --id ID --answer ANSWER \[--data JSON\|@FILE\] \[--idempotency-key KEY\]/,
    );
    expect(text).toMatch(/\n {2}--answer ANSWER {8}\(body field\) the answer text/);
    expect(text).toContain('\nExample:\n  svc api answerFollowUp --id 0194c0de-0000-7000-8000-000000000001 --answer');
    expect(commandHelp(byName('keys create'), 120)).toContain(
      'Example:\n  svc keys create --mode test --scope follow_ups:read',
    );
  });
});

describe('requests from flags', () => {
  const op = (id: string) => operations(modules).find((o) => o.id === id)!;
  const parse = (c: CliCommand, argv: string[]) => parseCommandArgs(c, argv).args;

  it('puts path, query and body fields where they belong, typed by the schema', () => {
    const c = byName('api searchVisitors');
    const args = parse(c, [
      '--asked',
      'sso -okta',
      '--minIntent',
      '60',
      '--identified',
      '--labels',
      '{"plan":"pro"}',
      '--limit',
      '5',
    ]);
    expect(requestOf(op('searchVisitors'), args)).toEqual({
      path: {},
      query: { limit: '5' },
      body: { asked: 'sso -okta', minIntent: 60, identified: true, labels: { plan: 'pro' } },
    });
    const webhook = parse(byName('webhooks create'), [
      '--url',
      'https://h.example.com/x',
      '--events',
      'meeting.booked,lead.identified',
      '--events',
      'follow_up.created',
    ]);
    expect(requestOf(op('createWebhook'), webhook).body).toEqual({
      url: 'https://h.example.com/x',
      events: ['meeting.booked', 'lead.identified', 'follow_up.created'],
    });
  });

  it('lays field flags over --data; null clears a nullable field; --no-x sends false', () => {
    const args = parse(byName('api updateLead'), [
      '--id',
      '0194c0de-0000-7000-8000-000000000001',
      '--data',
      '{"status":"working","ownerUserId":"u_1"}',
      '--ownerUserId',
      'null',
    ]);
    expect(requestOf(op('updateLead'), args)).toEqual({
      path: { id: '0194c0de-0000-7000-8000-000000000001' },
      query: {},
      body: { status: 'working', ownerUserId: null },
    });
    const off = parse(byName('knowledge add-source'), [
      '--kb',
      'k',
      '--url',
      'https://www.example.com/',
      '--no-include-subpages',
    ]);
    expect(off).toMatchObject({ includeSubpages: false });
  });

  it('refuses what cannot be sent, before sending', () => {
    expect(() => parse(byName('api addKnowledgeSource'), ['--id', 'x'])).toThrow(
      '--url is required (or give it in --data)',
    );
    expect(() => parse(byName('api addKnowledgeSource'), ['--id', 'x', '--data', '{}'])).not.toThrow();
    expect(() => requestOf(op('createSegment'), { filter: '{nope' })).toThrow(/--filter must be JSON/);
    expect(() => parse(byName('follow-ups list'), ['--colour', 'red'])).toThrow(/Unknown option '--colour'/);
  });
});

describe('output', () => {
  it('JSON with --json or when piped (as before), tables on a terminal or with --human', () => {
    expect(outputMode({ json: true, human: false, tty: true })).toBe('json');
    expect(outputMode({ json: false, human: false, tty: true })).toBe('human');
    expect(outputMode({ json: false, human: true, tty: false })).toBe('human');
    expect(outputMode({ json: false, human: false, tty: false })).toBe('plain');
    const printed: string[] = [];
    const io = (mode: CliIo['mode']): CliIo => ({
      mode,
      width: 100,
      out: (s) => printed.push(s),
      err: () => undefined,
    });
    printResult(io('plain'), { a: 1 });
    printResult(io('plain'), { a: 1 }, () => 'sentence\n');
    printResult(io('json'), { a: 1 }, () => 'sentence\n');
    expect(printed).toEqual(['{\n  "a": 1\n}\n', 'sentence\n', '{\n  "a": 1\n}\n']);
  });

  it('renders pages as aligned tables with local times', () => {
    const at = '2026-01-05T13:03:12.000Z';
    const text = renderHuman(
      {
        items: [
          { id: 'a', status: 'open', createdAt: at, meta: { x: 1 } },
          { id: 'bbbb', status: 'answered', createdAt: at, meta: null },
        ],
        nextCursor: 'c1',
      },
      100,
    );
    expect(text).toBe(
      [
        'ID    STATUS    CREATED AT',
        `a     open      ${localTime(at)}`,
        `bbbb  answered  ${localTime(at)}`,
        '',
        'More: repeat with --cursor c1',
        '',
      ].join('\n'),
    );
    const d = new Date(at);
    expect(localTime(at)).toBe(
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:03:12`,
    );
  });
});
