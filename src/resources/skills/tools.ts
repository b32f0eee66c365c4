import { Type, type Static, type TObject } from '@sinclair/typebox';

/**
 * The tools an agent can call while it talks with a visitor: each once, with
 * its name, description and input schema (TypeBox, so JSON Schema for the
 * model). Skills name them as `tool:<name>`; lint refuses a name outside this
 * table (`tool-missing`), so a skill never tells the agent to use something it
 * cannot do. The agent binds each to its implementation (src/agent/tool-table.ts,
 * typed so that every tool here has one); the model engine's tool list and the
 * input validation read this table.
 */
const str = (description: string, maxLength = 500) => Type.String({ description, maxLength });
const opt = Type.Optional;

export const TOOL_TABLE = {
  search_knowledge: {
    description: "search the agent's knowledge bases and return the best passages with their sources",
    input: Type.Object({ query: str("what to look for, in the visitor's words") }),
  },
  cite_sources: {
    description:
      'attach the exact quotes from search_knowledge passages that support your answer; call it before you write the answer',
    // How the model engine's answers carry their quotes; not something a skill asks for.
    skills: false,
    input: Type.Object({
      citations: Type.Array(
        Type.Object({
          source: Type.Integer({ description: 'the passage number', minimum: 1 }),
          quote: str('copied character for character from that passage', 4000),
        }),
        { maxItems: 8 },
      ),
    }),
  },
  capture_lead: {
    description: "save the visitor's contact details (email, name, company) as a lead",
    input: Type.Object({
      email: opt(str('email address', 254)),
      name: opt(str('name', 200)),
      company: opt(str('company', 200)),
    }),
  },
  record_answer: {
    description: 'record the answer to a qualifying question under its key',
    input: Type.Object({
      key: str('short key, e.g. role, company_size, need, timeline', 40),
      value: str("the answer in the visitor's words"),
    }),
  },
  set_verdict: {
    description: "record the agent's qualification verdict (fit, reasons) on the lead",
    input: Type.Object({
      fit: Type.Union([Type.Literal('strong'), Type.Literal('possible'), Type.Literal('poor')]),
      reasons: str('one line of reasons'),
    }),
  },
  check_availability: {
    description: "list open slots in the team's booking calendar",
    input: Type.Object({
      days: opt(Type.Integer({ minimum: 1, maximum: 14 })),
      from: opt(str('first day to look from, ISO 8601 (a day the visitor prefers)', 40)),
    }),
  },
  book_meeting: {
    description: 'book one of those slots for the visitor',
    input: Type.Object({
      startAt: str('one of the slots, ISO 8601', 40),
      email: opt(str('email', 254)),
      name: opt(str('name', 200)),
      company: opt(str('company', 200)),
    }),
  },
  show_offer: {
    description: 'present one of the offers the visitor is eligible for',
    input: Type.Object({
      offerId: str('one of the eligible offers', 100),
      headline: opt(str('a personalised headline (when allowed)', 200)),
      message: opt(str('a personalised message (when allowed)', 2000)),
    }),
  },
  show_form: {
    description: 'show one of the agent forms inside the conversation',
    input: Type.Object({
      formId: opt(str('form id', 100)),
      fields: opt(
        Type.Array(Type.Union(['email', 'name', 'company', 'phone'].map((f) => Type.Literal(f))), { maxItems: 4 }),
      ),
    }),
  },
  escalate: {
    description: 'hand a question to the team as a follow-up, answered later by a person',
    input: Type.Object({
      question: str('the question, as a person can answer it', 2000),
      reason: str('why you cannot answer it', 200),
    }),
  },
  start_tour: {
    description: 'start playing a product tour for the visitor',
    input: Type.Object({ tour: str('the tour id', 100) }),
  },
  go_to_step: {
    description: 'move a playing tour to a given step',
    input: Type.Object({ tour: opt(str('the tour id', 100)), stepIndex: Type.Integer({ minimum: 0 }) }),
  },
  open_link: {
    description: 'open a page of the site for the visitor',
    input: Type.Object({ url: str('a full http(s) URL', 2048), title: opt(str('what it is', 200)) }),
  },
} satisfies Record<string, { description: string; input: TObject; skills?: false }>;

export type ToolName = keyof typeof TOOL_TABLE;
export type ToolInput<N extends ToolName> = Static<(typeof TOOL_TABLE)[N]['input']>;

/** Name → description: the catalogue skills may name. */
export const AGENT_TOOLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TOOL_TABLE as Record<string, { description: string; skills?: false }>)
    .filter(([, t]) => t.skills !== false)
    .map(([name, t]) => [name, t.description]),
);

export const isAgentTool = (name: string): boolean => Object.hasOwn(AGENT_TOOLS, name);
