import type { FixtureSeeder } from '../../modules.js';
import { escalateQuestion, recordQualifyingAnswers } from '../conversations/service.js';
import { evaluateSegment } from './evaluate.js';
import { createSegment } from './service.js';

const HOUR = 3_600_000;

/** Questions handed to people and qualifying answers, so `asked` and `qualified` find something in the sandbox. */
const TOPICS = [
  { ask: 'Do you have a SOC 2 Type II report we can review? (example)', answers: { timeline: 'this quarter', team_size: '50-200' } },
  { ask: 'Is there a discount for annual billing? (example)', answers: { timeline: 'next quarter', budget: 'approved' } },
  { ask: 'Can we keep all data in the EU for data residency? (example)', answers: { timeline: 'this quarter', region: 'EU' } },
  { ask: 'Does the Salesforce integration sync leads both ways? (example)', answers: { crm: 'Salesforce', team_size: '10-50' } },
  { ask: 'Are you HIPAA compliant, and will you sign a BAA? (example)', answers: { timeline: 'exploring', industry: 'healthcare' } },
  { ask: 'How does pricing work for a team of 30 seats? (example)', answers: { team_size: '10-50', budget: 'approved' } },
];

/**
 * Qualifying answers on the example conversations, three escalated questions
 * (so `asked` finds more than chat turns), and three example segments,
 * evaluated once so members and changes exist. The conversations themselves
 * are the conversation fixtures' (their count is part of that resource's contract).
 */
export const segmentFixtures: FixtureSeeder = {
  order: 70,
  async seed({ tx, deps, now, shared }) {
    const conversationIds = (shared.get('conversationIds') as string[] | undefined) ?? [];
    let followUps = 0;
    for (const [i, conversationId] of conversationIds.entries()) {
      const topic = TOPICS[i % TOPICS.length]!;
      const at = new Date(now.getTime() - (i + 1) * 5 * HOUR);
      await recordQualifyingAnswers(tx, conversationId, topic.answers);
      if (i < 6 && i % 2 === 0) {
        await escalateQuestion(deps, tx, { conversationId, question: topic.ask, reason: 'needs a person', createdAt: at });
        followUps++;
      }
    }
    const examples = [
      { name: 'Security reviewers (example)', description: 'Asked about SOC 2, HIPAA or SSO.', filter: { asked: 'SOC OR HIPAA OR SSO' } },
      { name: 'Hot and identified (example)', description: 'Intent 60+ with an email or CRM contact.', filter: { minIntent: 60, identified: true } },
      { name: 'Ready this quarter (example)', description: 'Qualified with a timeline this quarter, seen in the last 30 days.', filter: { qualified: { timeline: 'this quarter' }, lastSeenWithinDays: 30 } },
    ];
    for (const e of examples) {
      const s = await createSegment(deps, tx, e);
      await evaluateSegment(deps, tx, s.id);
    }
    return { followUps, segments: examples.length };
  },
};
