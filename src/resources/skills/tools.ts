/**
 * The tools an agent can call while it talks with a visitor. Skills name them as
 * `tool:<name>`; lint refuses a name outside this catalogue (`tool-missing`), so a
 * skill never tells the agent to use something it cannot do.
 */
export const AGENT_TOOLS: Readonly<Record<string, string>> = {
  search_knowledge: "search the agent's knowledge bases and return the best passages with their sources",
  capture_lead: "save the visitor's contact details (email, name, company) as a lead",
  record_answer: 'record the answer to a qualifying question under its key',
  set_verdict: "record the agent's qualification verdict (fit, reasons) on the lead",
  check_availability: "list open slots in the team's booking calendar",
  book_meeting: 'book one of those slots for the visitor',
  show_offer: 'present one of the offers the visitor is eligible for',
  show_form: 'show one of the agent forms inside the conversation',
  escalate: 'hand a question to the team as a follow-up, answered later by a person',
  start_tour: 'start playing a product tour for the visitor',
  go_to_step: 'move a playing tour to a given step',
  open_link: 'open a page of the site for the visitor',
};

export const isAgentTool = (name: string): boolean => Object.hasOwn(AGENT_TOOLS, name);
