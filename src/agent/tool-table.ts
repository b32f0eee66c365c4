import type { ToolSet } from 'ai';
import { Value } from '@sinclair/typebox/value';
import { TOOL_TABLE, type ToolInput, type ToolName } from '../resources/skills/tools.js';
import type { AgentTools } from './tools.js';

/**
 * Each tool of the table (src/resources/skills/tools.ts: name, description,
 * input schema) bound to its one implementation (tools.ts). The type makes a
 * tool without an implementation a compile error. `offered` says whether the
 * model is given the tool in this turn (no booking, no tours, no offer: no tool).
 */
const RUN: {
  [N in ToolName]: { run: (t: AgentTools, input: ToolInput<N>) => unknown; offered?: (t: AgentTools) => boolean };
} = {
  search_knowledge: { run: (t, i) => t.search_knowledge(i) },
  cite_sources: { run: (t, i) => t.cite_sources(i) },
  capture_lead: { run: (t, i) => t.capture_lead(i) },
  record_answer: { run: (t, i) => t.record_answer(i) },
  set_verdict: { run: (t, i) => t.set_verdict(i) },
  check_availability: { run: (t, i) => t.check_availability(i), offered: (t) => t.ctx.agent.booking !== null },
  book_meeting: { run: (t, i) => t.book_meeting(i), offered: (t) => t.ctx.agent.booking !== null },
  show_offer: {
    run: (t, i) => t.show_offer(i),
    offered: (t) => t.eligibleOffers().length > 0 && !t.ctx.state.offerShownId,
  },
  show_form: { run: (t, i) => t.show_form(i) },
  escalate: { run: (t, i) => t.escalate(i) },
  start_tour: { run: (t, i) => t.start_tour(i), offered: (t) => t.ctx.tours.length > 0 },
  go_to_step: { run: (t, i) => t.go_to_step(i), offered: (t) => t.ctx.tours.length > 0 },
  open_link: { run: (t, i) => t.open_link(i) },
};

/** Runs a tool on input checked against its schema; input that does not fit is refused with the schema's complaints (the model may try again). */
export async function callTool(t: AgentTools, name: ToolName, input: unknown): Promise<unknown> {
  const schema = TOOL_TABLE[name].input;
  if (!Value.Check(schema, input)) {
    const errors = [...Value.Errors(schema, input)].slice(0, 5).map((e) => `${e.path || '/'}: ${e.message}`);
    return { ok: false, error: 'the input does not fit the tool', errors };
  }
  return (RUN[name].run as (t: AgentTools, i: unknown) => unknown)(t, input);
}

/** The tools the model is given this turn, from the table. */
export function modelTools(t: AgentTools, { jsonSchema, tool }: typeof import('ai')): ToolSet {
  const set: ToolSet = {};
  for (const name of Object.keys(TOOL_TABLE) as ToolName[]) {
    if (RUN[name].offered && !RUN[name].offered(t)) continue;
    const { description, input } = TOOL_TABLE[name];
    set[name] = tool({
      description,
      inputSchema: jsonSchema<any>({ ...input, additionalProperties: false }),
      execute: async (i: unknown) => callTool(t, name, i),
    });
  }
  return set;
}
