import type { SkillDocumentBody } from '../resources/skills/schemas.js';

/**
 * The qualifying questions of the `qualify-lead` skill, read from its text so a
 * forked skill asks what the team wrote: the bold labels of the "What to learn"
 * list, keyed by the short keys the skill names in backticks (in order).
 */
export interface QualifyingQuestion {
  key: string;
  label: string;
  question: string;
}

/** How the agent asks the built-in skill's questions; other labels are asked from the skill's own words. */
const PHRASING: Record<string, string> = {
  role: 'What is your role, and would you decide on this or recommend it?',
  company_size: 'Which company are you with, and roughly how many people would use it?',
  need: 'What problem are you hoping to solve?',
  timeline: 'When would you like to have something in place?',
};

export function qualifyingQuestions(skill: SkillDocumentBody | undefined): QualifyingQuestion[] {
  if (!skill) return [];
  const section = /##\s*What to learn\s*\n([\s\S]*?)(?:\n##\s|$)/i.exec(skill.body)?.[1] ?? '';
  const items = [...section.matchAll(/^\s*[-*]\s+\*\*([^*]{1,60})\*\*\s*:?\s*(.*)$/gm)].map((m) => ({
    label: m[1]!.trim(),
    text: m[2]!.trim(),
  }));
  const keys = [...(/under a short key \(([^)]*)\)/i.exec(section)?.[1] ?? '').matchAll(/`([a-z0-9_]{1,40})`/g)].map(
    (m) => m[1]!,
  );
  return items.map((item, i) => {
    const key =
      keys[i] ??
      item.label
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_|_$/g, '');
    const described = item.text.replace(/\.$/, '');
    return {
      key,
      label: item.label,
      question:
        PHRASING[key] ??
        `Could you tell me about your ${item.label.toLowerCase()}${described ? ` (${described})` : ''}?`,
    };
  });
}

/** The next question to ask: the first whose key is neither answered nor already asked in this conversation. */
export function nextQuestion(
  questions: readonly QualifyingQuestion[],
  known: Record<string, unknown>,
  asked: readonly string[],
): QualifyingQuestion | null {
  return questions.find((q) => !(q.key in known) && !asked.includes(q.key)) ?? null;
}

/** Whether the `qualify-lead` skill (when the agent has it) still has a question to ask this visitor. */
export function hasQuestionLeft(
  skills: readonly SkillDocumentBody[],
  known: Record<string, unknown>,
  asked: readonly string[],
): boolean {
  const skill = skills.find((s) => s.slug === 'qualify-lead');
  return skill !== undefined && nextQuestion(qualifyingQuestions(skill), known, asked) !== null;
}
