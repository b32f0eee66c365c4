import type { AdminCommand } from '../../admin/commands.js';
import { CommandError } from '../../admin/commands.js';
import { checkBody } from '../../http/validation.js';
import { DATA_SET_FLAGS, inDataSet } from '../../admin/data-set.js';
import {
  AgentUpdate,
  AvailabilityWindow,
  COLOR_SCHEMES,
  LAUNCHER_POSITIONS,
  Launcher,
  Theme,
  WEEKDAYS,
  type AgentUpdateBody,
} from './schemas.js';
import { createAgent, updateAgent } from './service.js';

/** The same settings as POST /v1/agents, as flags. */
const SETTING_FLAGS: NonNullable<AdminCommand['flags']> = [
  { name: 'greeting', type: 'string', description: 'the first thing the widget says' },
  {
    name: 'origin',
    type: 'strings',
    description: 'an origin allowed to call the runtime API (repeat; `*` only with --sandbox)',
  },
  { name: 'accent-color', type: 'string', description: 'widget colour, #RRGGBB' },
  { name: 'color-scheme', type: 'string', description: COLOR_SCHEMES.join(', ') },
  { name: 'launcher-position', type: 'string', description: LAUNCHER_POSITIONS.join(', ') },
  { name: 'launcher-label', type: 'string', description: 'text beside the launcher button' },
  { name: 'timezone', type: 'string', description: 'booking time zone (IANA), e.g. Europe/Berlin; turns booking on' },
  { name: 'availability', type: 'strings', description: 'open hours, e.g. "mon-fri 09:00-17:00" (repeat)' },
  { name: 'meeting-minutes', type: 'string', description: 'meeting length (default 30)' },
  { name: 'notice-minutes', type: 'string', description: 'minimum notice before a slot (default 240)' },
  { name: 'horizon-days', type: 'string', description: 'how far ahead slots are offered (default 14)' },
  { name: 'rep', type: 'string', description: 'the team member who takes the meetings' },
  { name: 'hot-threshold', type: 'string', description: 'intent score that emits intent.hot (default 70)' },
];

const checkSettings = checkBody(AgentUpdate, [Theme, Launcher, AvailabilityWindow]);

function integer(args: Record<string, unknown>, flag: string): number | undefined {
  const v = args[flag];
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(String(v))) throw new CommandError(`--${flag} must be a whole number`);
  return Number(v);
}

/** "mon-fri 09:00-17:00" or "sat 10:00-14:00" → one window per weekday. */
export function parseAvailability(spec: string): Array<{ day: (typeof WEEKDAYS)[number]; start: string; end: string }> {
  const m = /^\s*([a-z]{3})(?:-([a-z]{3}))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})\s*$/i.exec(spec);
  const from = m ? WEEKDAYS.indexOf(m[1]!.toLowerCase() as never) : -1;
  const to = m ? (m[2] ? WEEKDAYS.indexOf(m[2].toLowerCase() as never) : from) : -1;
  if (!m || from < 0 || to < from)
    throw new CommandError(`--availability "${spec}": write it like "mon-fri 09:00-17:00"`);
  return WEEKDAYS.slice(from, to + 1).map((day) => ({ day, start: m[3]!, end: m[4]! }));
}

export function settingsFromFlags(args: Record<string, unknown>): AgentUpdateBody {
  const body: AgentUpdateBody = {};
  if (typeof args.greeting === 'string') body.greeting = args.greeting;
  if (Array.isArray(args.origin)) body.allowedOrigins = args.origin.map(String);
  const theme = { accentColor: args['accent-color'], colorScheme: args['color-scheme'] };
  if (theme.accentColor !== undefined || theme.colorScheme !== undefined) {
    body.theme = Object.fromEntries(Object.entries(theme).filter(([, v]) => v !== undefined));
  }
  if (args['launcher-position'] !== undefined || args['launcher-label'] !== undefined) {
    const position = args['launcher-position'] as (typeof LAUNCHER_POSITIONS)[number] | undefined;
    if (position !== undefined && !LAUNCHER_POSITIONS.includes(position))
      throw new CommandError(`--launcher-position is one of ${LAUNCHER_POSITIONS.join(', ')}`);
    body.launcher = {
      ...(position ? { position } : {}),
      ...(typeof args['launcher-label'] === 'string' ? { label: args['launcher-label'] } : {}),
    };
  }
  if (typeof args.timezone === 'string') {
    const rep = typeof args.rep === 'string' ? args.rep : undefined;
    body.booking = {
      timezone: args.timezone,
      availability: ((args.availability as string[] | undefined) ?? ['mon-fri 09:00-17:00']).flatMap(parseAvailability),
      ...(integer(args, 'meeting-minutes') !== undefined ? { durationMinutes: integer(args, 'meeting-minutes') } : {}),
      ...(integer(args, 'notice-minutes') !== undefined
        ? { minimumNoticeMinutes: integer(args, 'notice-minutes') }
        : {}),
      ...(integer(args, 'horizon-days') !== undefined ? { horizonDays: integer(args, 'horizon-days') } : {}),
      ...(rep ? { repUserId: rep } : {}),
    };
  } else if (args.availability !== undefined || args.rep !== undefined) {
    throw new CommandError('booking settings need --timezone');
  }
  const hot = integer(args, 'hot-threshold');
  if (hot !== undefined) body.intentHotThreshold = hot;
  if (typeof args.name === 'string') body.name = args.name.trim();
  // The same schema as PATCH /v1/agents checks lengths and ranges.
  const problem = checkSettings(body);
  if (problem) throw new CommandError(`${problem.path || 'settings'} ${problem.message}`);
  return body;
}

export const agentCommands: AdminCommand[] = [
  {
    words: ['agents', 'create'],
    summary: 'Create an agent with its personal knowledge base and runtime settings',
    flags: [
      { name: 'name', type: 'string', required: true, description: 'agent name' },
      ...SETTING_FLAGS,
      ...DATA_SET_FLAGS,
    ],
    example:
      "agents create --name 'Website agent' --greeting 'Hi! Ask me anything.' --origin https://www.example.com --timezone Europe/Berlin",
    run: async (deps, args) => {
      const settings = settingsFromFlags(args);
      if (!settings.name) throw new CommandError('--name must not be blank');
      return inDataSet(deps, args, (tx) => createAgent(deps, tx, { ...settings, name: settings.name! }));
    },
  },
  {
    words: ['agents', 'update'],
    summary: "Change an agent's runtime settings (the flags of agents create)",
    positionals: [{ name: 'agent', description: 'UUID or public id' }],
    flags: [{ name: 'name', type: 'string', description: 'agent name' }, ...SETTING_FLAGS, ...DATA_SET_FLAGS],
    example: "agents update ag_example --greeting 'Welcome back!' --hot-threshold 60 --sandbox",
    run: async (deps, args) => {
      const settings = settingsFromFlags(args);
      return inDataSet(deps, args, (tx) => updateAgent(deps, tx, String(args.agent), settings));
    },
  },
];
