/**
 * The deterministic agent's verdict once every qualifying question is answered:
 * `strong` when a team size of ten or more and a timeline within the next
 * months were given, `possible` otherwise. Never shown to the visitor.
 */
export function verdictOf(answers: Array<[string, unknown]>): { fit: string; reasons: string } {
  const text = (key: string) => String(answers.find(([k]) => k === key)?.[1] ?? '');
  const size = Math.max(0, ...(text('company_size').match(/\d+/g) ?? []).map(Number));
  const soon = /\b(now|asap|week|weeks|month|months|quarter|this year)\b/i.test(text('timeline'));
  const reasons = answers.map(([k, v]) => `${k}: ${String(v ?? '?').slice(0, 60)}`).join('; ');
  return { fit: size >= 10 && soon ? 'strong' : 'possible', reasons };
}
