import type { LintCode, LintProblemBody } from '../../contract/errors.js';
import { AGENT_TOOLS, isAgentTool } from './tools.js';

export const SKILL_BODY_MAX = 20_000;

/** The rules in words, for the OpenAPI descriptions of propose and apply. */
export const lintRules = `Lint: an empty name or body and a body over 20,000 characters are errors (empty, too-long); so are skill:<slug> references to a skill this workspace does not have (unknown-skill) and tool:<name> references outside the agent tool catalogue (tool-missing). The tools are: ${Object.keys(AGENT_TOOLS).join(', ')}. An empty description is a warning.`;

export interface SkillText {
  name: string;
  description: string;
  body: string;
}

const SKILL_REF = /(?<![\w-])skill:([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)/g;
const TOOL_REF = /(?<![\w-])tool:([A-Za-z0-9_]+)/g;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * Lint of a skill document: an empty name or body and a body over 20,000
 * characters are errors, as are references to skills that do not exist in the
 * data set (`skill:<slug>`) and to tools outside the agent's catalogue
 * (`tool:<name>`). An empty description is a warning: the agent picks skills by it.
 */
export function lintSkill(doc: SkillText, knownSlugs: ReadonlySet<string>): LintProblemBody[] {
  const problems: LintProblemBody[] = [];
  const error = (path: string, code: LintCode, message: string) =>
    problems.push({ path, code, message, severity: 'error' });
  if (doc.name.trim() === '') error('name', 'empty', 'The name is empty.');
  if (doc.description.trim() === '') {
    problems.push({
      path: 'description',
      code: 'empty',
      message: 'The description is empty; the agent chooses skills by it.',
      severity: 'warning',
    });
  }
  if (doc.body.trim() === '') error('body', 'empty', 'The body is empty.');
  if (doc.body.length > SKILL_BODY_MAX) {
    error('body', 'too-long', `The body has ${doc.body.length} characters; at most ${SKILL_BODY_MAX} are allowed.`);
  }
  for (const m of doc.body.matchAll(SKILL_REF)) {
    if (!knownSlugs.has(m[1]!))
      error('body', 'unknown-skill', `Line ${lineOf(doc.body, m.index)}: no skill "${m[1]}" exists in this workspace.`);
  }
  for (const m of doc.body.matchAll(TOOL_REF)) {
    if (!isAgentTool(m[1]!))
      error('body', 'tool-missing', `Line ${lineOf(doc.body, m.index)}: the agent has no tool "${m[1]}".`);
  }
  return problems;
}
