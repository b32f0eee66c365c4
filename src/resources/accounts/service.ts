import type { Tx } from '../../db/types.js';
import { invalidRequest } from '../../contract/errors.js';
import { createMasker, redactionOrNull, sumCounts, type RedactionCounts } from '../../platform/masking/index.js';
import { toVisitor } from '../visitors/service.js';
import {
  BRIEF_PEOPLE_LIMIT,
  BRIEF_QUESTION_LIMIT,
  accountOpenQuestions,
  accountPeople,
  accountTotals,
} from './brief-repository.js';
import { normalizeDomain } from '../../lib/domain.js';
import { findAccount } from '../../records/accounts.js';

/**
 * What the service knows about a company: its enriched account, its people
 * (strongest intent first) and their unanswered questions, masked unless
 * `verbatim` (the conversations:transcripts scope).
 */
export async function getAccountBrief(tx: Tx, rawDomain: string, opts: { verbatim: boolean }) {
  const domain = normalizeDomain(rawDomain);
  if (!domain) throw invalidRequest('domain must be a hostname such as example.com.', 'domain');
  const account = await findAccount(tx, domain);
  const totals = await accountTotals(tx, domain);
  const people = await accountPeople(tx, domain, BRIEF_PEOPLE_LIMIT);
  const questions = await accountOpenQuestions(tx, domain, BRIEF_QUESTION_LIMIT);
  const counts: RedactionCounts[] = [];
  const openQuestions = questions.map((r) => {
    const base = {
      followUpId: r.followUpId,
      visitorId: r.visitorId,
      conversationId: r.conversationId,
      question: r.question,
      reason: r.reason,
      askedAt: r.askedAt.toISOString(),
    };
    if (opts.verbatim) return base;
    const masked = createMasker({ names: [r.displayName] }).mask(r.question);
    counts.push(masked.counts);
    return { ...base, question: masked.text, redacted: redactionOrNull(masked.counts) !== null };
  });
  return {
    domain,
    account: account
      ? {
          domain: account.domain,
          name: account.name,
          industry: account.industry,
          crm: account.crm as Record<string, unknown> | null,
          enrichedAt: account.enrichedAt?.toISOString() ?? null,
        }
      : null,
    peopleCount: totals.peopleCount,
    topIntent: totals.topIntent,
    lastSeenAt: totals.lastSeenAt?.toISOString() ?? null,
    people: people.map(toVisitor),
    openQuestions,
    redaction: opts.verbatim ? null : redactionOrNull(sumCounts(counts)),
  };
}
