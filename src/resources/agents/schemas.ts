import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NextCursor, Nullable, StringEnum, Uuid } from '../../contract/schemas.js';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export const LAUNCHER_POSITIONS = ['bottom-right', 'bottom-left'] as const;
export const DEFAULT_HOT_THRESHOLD = 70;
export const MAX_ORIGINS = 50;

const Clock = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$',
  maxLength: 5,
  description: 'HH:MM in the booking time zone (24:00 ends a day)',
});

export const Theme = Type.Object(
  {
    accentColor: Type.Optional(
      Type.String({ pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7, description: 'the widget colour, #RRGGBB' }),
    ),
    colorScheme: Type.Optional(
      StringEnum(COLOR_SCHEMES, { description: "light, dark, or auto (follows the visitor's system)" }),
    ),
    fontFamily: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        pattern: '^[A-Za-z0-9 ,\'"-]+$',
        description: 'a CSS font-family list',
      }),
    ),
    radius: Type.Optional(Type.Integer({ minimum: 0, maximum: 24, description: 'corner radius in pixels' })),
  },
  {
    $id: 'AgentTheme',
    title: 'AgentTheme',
    description: 'How the page SDK draws the widget. Unknown keys are ignored.',
  },
);
export type ThemeBody = Static<typeof Theme>;

export const Launcher = Type.Object(
  {
    position: Type.Optional(StringEnum(LAUNCHER_POSITIONS)),
    label: Type.Optional(
      Nullable(
        Type.String({
          minLength: 1,
          maxLength: 40,
          description: 'text beside the launcher button; null for the icon alone',
        }),
      ),
    ),
    consentNotice: Type.Optional(
      Nullable(
        Type.String({
          minLength: 1,
          maxLength: 200,
          description:
            'the one-line notice a visitor accepts before the chat starts, on pages whose script tag says data-consent="required"; null or absent for the SDK\'s default line',
        }),
      ),
    ),
  },
  { $id: 'AgentLauncher', title: 'AgentLauncher', description: 'The button that opens the widget.' },
);
export type LauncherBody = Static<typeof Launcher>;

export const AvailabilityWindow = Type.Object(
  {
    day: StringEnum(WEEKDAYS),
    start: Clock,
    end: Clock,
  },
  {
    $id: 'AvailabilityWindow',
    title: 'AvailabilityWindow',
    description: 'Open hours on one weekday, in the booking time zone; `end` after `start`.',
  },
);

export const Booking = Type.Object(
  {
    timezone: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'IANA time zone of the availability, e.g. Europe/Berlin',
    }),
    durationMinutes: Type.Integer({
      minimum: 10,
      maximum: 240,
      description: 'meeting length; slots start every durationMinutes within a window',
    }),
    minimumNoticeMinutes: Type.Integer({
      minimum: 0,
      maximum: 20_160,
      description: 'no slot starts sooner than this after now',
    }),
    horizonDays: Type.Integer({ minimum: 1, maximum: 90, description: 'how far ahead slots are offered at most' }),
    availability: Type.Array(Type.Ref(AvailabilityWindow), {
      maxItems: 50,
      description: 'weekly open hours; empty means no slots',
    }),
    repUserId: Nullable(
      Type.String({ minLength: 1, maxLength: 200, description: 'the team member who takes the meetings' }),
    ),
  },
  { $id: 'AgentBooking', title: 'AgentBooking', description: 'When visitors can book a meeting through the agent.' },
);
export type BookingBody = Static<typeof Booking>;

export const BookingInput = Type.Object(
  {
    timezone: Booking.properties.timezone,
    durationMinutes: Type.Optional(Type.Integer({ minimum: 10, maximum: 240, default: 30 })),
    minimumNoticeMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 20_160, default: 240 })),
    horizonDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 90, default: 14 })),
    availability: Type.Array(Type.Ref(AvailabilityWindow), { maxItems: 50 }),
    repUserId: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
  },
  {
    description:
      'Booking settings, replaced whole: durationMinutes defaults to 30, minimumNoticeMinutes to 240, horizonDays to 14, repUserId to null.',
  },
);
export type BookingInputBody = Static<typeof BookingInput>;

const settingFields = {
  greeting: Nullable(Type.String({ maxLength: 1000, description: 'the first thing the widget says; null for none' })),
  allowedOrigins: Type.Array(Type.String(), {
    description: 'origins whose pages may call the runtime API (CORS); `*` (any origin) only in the sandbox',
  }),
  theme: Type.Ref(Theme),
  launcher: Type.Ref(Launcher),
  booking: Nullable(Type.Ref(Booking)),
  intentHotThreshold: Type.Integer({
    minimum: 1,
    maximum: 100,
    description: 'intent score at which `intent.hot` is emitted',
  }),
};

export const Agent = Type.Object(
  {
    id: Uuid,
    publicId: Type.String({ description: 'public id used by the page SDK and in links' }),
    name: Type.String(),
    personalBaseId: Nullable(Type.String({ format: 'uuid', description: 'the personal knowledge base' })),
    sharedBaseIds: Type.Array(Uuid, { description: 'shared knowledge bases attached to the agent' }),
    ...settingFields,
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  {
    $id: 'Agent',
    title: 'Agent',
    description:
      "An agent, the knowledge it answers from (its personal base, null until it has one, and the shared bases attached to it) and its runtime settings. The contract leaves the payload open; these fields are this service's choice.",
  },
);
export type AgentBody = Static<typeof Agent>;

export const AgentList = Type.Object({ items: Type.Array(Type.Ref(Agent)), nextCursor: NextCursor });

/** Agents are addressed by UUID or public id; anything else names no agent (404). */
export const AgentRef = Type.String({
  pattern: '^[A-Za-z0-9_-]{1,100}$',
  maxLength: 100,
  description: "the agent's UUID or public id",
});
const Origin = Type.String({
  minLength: 1,
  maxLength: 300,
  description: 'https://www.example.com (scheme, host and port; no path), or `*` in the sandbox',
});

const editable = {
  greeting: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  allowedOrigins: Type.Optional(Type.Array(Origin, { maxItems: MAX_ORIGINS })),
  theme: Type.Optional(Type.Ref(Theme)),
  launcher: Type.Optional(Type.Ref(Launcher)),
  booking: Type.Optional(Nullable(BookingInput)),
  intentHotThreshold: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

export const AgentCreate = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), ...editable },
  {
    description: `A new agent with its personal knowledge base. Settings left out take their defaults: a greeting naming the agent, no allowed origins (\`["*"]\` in the sandbox), an empty theme and launcher, no booking, intentHotThreshold ${DEFAULT_HOT_THRESHOLD}.`,
  },
);
export type AgentCreateBody = Static<typeof AgentCreate>;

export const AgentUpdate = Type.Object(
  { name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), ...editable },
  {
    description:
      'Send only the settings to change; each is replaced whole (theme, launcher and booking included). `booking: null` turns booking off; `greeting: null` removes the greeting. Live on save: the next visitor call reads them.',
  },
);
export type AgentUpdateBody = Static<typeof AgentUpdate>;
