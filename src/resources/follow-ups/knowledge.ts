import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { ApiError, conflict, invalidRequest, notFound } from '../../contract/errors.js';
import { isUuid } from '../../lib/ids.js';
import { addTextSource, baseExists, MAX_SOURCE_TITLE_CHARS, sourceOfFollowUp } from '../knowledge/service.js';
import type { KnowledgeSourceBody } from '../knowledge/schemas.js';
import * as repo from './repository.js';
import { questionForEvents } from './masking.js';

export interface ToKnowledgeInput {
  baseId: string;
  title?: string | undefined;
  question?: string | undefined;
  answer?: string | undefined;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The question as a title: whole when it fits, else cut at a word with an ellipsis. */
function titleOf(question: string): string {
  if (question.length <= MAX_SOURCE_TITLE_CHARS) return question;
  const cut = question.slice(0, MAX_SOURCE_TITLE_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * An answered follow-up as a text source of a knowledge base: the question as
 * the heading, the answer under it, so the next visitor who asks is answered
 * (and cited) from it. The question is written masked (as `follow_up.*` events
 * carry it) whatever the caller may read: a knowledge base feeds every
 * visitor's answers, so a visitor's email or name must not end up in one. The
 * caller may send its own wording of the question or answer instead.
 * Once per follow-up: while the source made from it exists, a second call is
 * 409 `conflict` naming that source, its id as `sourceId` (the follow-up row is locked first, so two
 * calls at once cannot both add one).
 */
export async function followUpToKnowledge(
  deps: Pick<Deps, 'clock' | 'jobs' | 'config'>,
  tx: Tx,
  id: string,
  input: ToKnowledgeInput,
): Promise<KnowledgeSourceBody> {
  const row = await repo.findFollowUp(tx, id, { forUpdate: true });
  if (!row) throw notFound('follow-up');
  if (row.status !== 'answered' || row.answer === null)
    throw conflict(`Only an answered follow-up can be added to knowledge; this one is ${row.status}.`);
  const existing = await sourceOfFollowUp(tx, row.id);
  if (existing)
    throw new ApiError(
      'conflict',
      `This follow-up is already in knowledge as the source ${existing.id} ("${existing.name}"); delete that source to add it again.`,
      { sourceId: existing.id },
    );
  if (!isUuid(input.baseId) || !(await baseExists(tx, input.baseId.toLowerCase())))
    throw invalidRequest('No knowledge base with that baseId in this data set.', 'baseId');
  const question = oneLine(input.question ?? '') || oneLine((await questionForEvents(tx, row)).question);
  const answer = input.answer?.trim() || row.answer.trim();
  if (!question) throw invalidRequest('question must not be blank.', 'question');
  const title = input.title?.trim() || titleOf(question);
  const text = `# ${question}\n\n${answer}\n`;
  return addTextSource(deps, tx, input.baseId.toLowerCase(), { title, text, followUpId: row.id }, 'answer');
}
