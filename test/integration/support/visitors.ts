import type { Harness } from '../../helpers/harness.js';
import { newId } from '../../../src/lib/ids.js';
import { createAgent } from '../../../src/resources/agents/service.js';
import { enrichVisitorAccount } from '../../../src/records/enrichment.js';
import {
  appendMessage,
  endConversation,
  escalateQuestion,
  recordConversation,
  recordQualifyingAnswers,
} from '../../../src/resources/conversations/service.js';
import { recordLead } from '../../../src/resources/leads/service.js';
import { recordSitting } from '../../../src/resources/tours/sittings.js';
import { insertVisitor } from '../../../src/records/visitors.js';
import { seedTour } from './tours.js';

const DAY = 86_400_000;

export interface World {
  agentId: string;
  tours: { t1: string; t2: string };
  v: { alice: string; bob: string; carol: string; dan: string; erin: string };
}

interface Person {
  email?: string;
  name?: string;
  intent: number;
  daysAgo: number;
  labels?: Record<string, unknown>;
  crm?: Record<string, unknown>;
  industry?: string;
  said?: string[];
  summary?: string;
  escalated?: string;
  answers?: Record<string, unknown>;
  watched?: string[];
}

/**
 * Five visitors with one distinguishing fact per filter key, written through
 * the same service functions the agent runtime uses (so search documents are
 * built on the real write paths).
 */
export async function buildWorld(h: Harness, tenant: string): Promise<World> {
  const t1 = (await seedTour(h, tenant, { file: { name: 'Tour one' } })).tour.id;
  const t2 = (await seedTour(h, tenant, { file: { name: 'Tour two' } })).tour.id;
  const people: Record<keyof World['v'], Person> = {
    alice: {
      email: 'Alice@Acme.test',
      name: 'Alice Anders',
      intent: 80,
      daysAgo: 1,
      labels: { plan: 'pro' },
      industry: 'Software',
      said: ['How much does the enterprise plan cost?', 'My email is alice.private@acme.test'],
      summary: 'Asked about enterprise pricing.',
      answers: { timeline: 'q1', seats: 50 },
      watched: [t1],
    },
    bob: {
      email: 'bob@gmail.com',
      name: 'Bob Brown',
      intent: 40,
      daysAgo: 10,
      labels: { plan: 'free' },
      said: ['Do you support single sign-on with Okta?'],
      escalated: 'Is SCIM supported? Call Bob on +44 20 7946 0958',
    },
    carol: {
      name: 'Carol Chen',
      crm: { provider: 'hubspot', contactId: 'c-1' },
      intent: 65,
      daysAgo: 2,
      labels: { plan: 'pro' },
      said: ['We need pricing for enterprise teams and SSO'],
      watched: [t2],
    },
    dan: { intent: 10, daysAgo: 40, said: ['just browsing the pricing page'] },
    erin: {
      email: 'erin@globex.test',
      name: 'Erin Evans',
      intent: 90,
      daysAgo: 3,
      labels: { plan: 'enterprise' },
      industry: 'Manufacturing',
      answers: { timeline: 'q2' },
    },
  };
  return h.db.tenantTx(tenant, async (tx) => {
    const agentId = (await createAgent(h.deps, tx, { name: 'Test agent' })).id;
    const ids = {} as World['v'];
    const now = Date.now();
    for (const [key, p] of Object.entries(people) as Array<[keyof World['v'], Person]>) {
      const id = newId();
      ids[key] = id;
      const seen = new Date(now - p.daysAgo * DAY);
      await insertVisitor(tx, {
        id,
        email: p.email ?? null,
        displayName: p.name ?? null,
        intentScore: p.intent,
        firstSeenAt: new Date(seen.getTime() - DAY),
        lastSeenAt: seen,
        labels: p.labels ?? {},
        crm: p.crm ?? null,
        createdAt: seen,
      });
      if (p.email)
        await enrichVisitorAccount(tx, {
          visitorId: id,
          email: p.email,
          now: seen,
          ...(p.industry ? { facts: { industry: p.industry } } : {}),
        });
      const c = await recordConversation(h.deps, tx, {
        agentId,
        visitorId: id,
        startedAt: new Date(seen.getTime() - 60_000),
      });
      for (const text of p.said ?? [])
        await appendMessage(h.deps, tx, { conversationId: c.id, role: 'user', authorKind: 'visitor', content: text });
      // The agent's own words are not what the visitor asked.
      await appendMessage(h.deps, tx, {
        conversationId: c.id,
        role: 'assistant',
        authorKind: 'agent',
        content: 'Happy to help with kubernetes questions.',
      });
      if (p.answers) await recordQualifyingAnswers(tx, c.id, p.answers);
      if (p.escalated) await escalateQuestion(h.deps, tx, { conversationId: c.id, question: p.escalated });
      if (p.summary) await endConversation(h.deps, tx, c.id, { summary: p.summary });
      for (const tourId of p.watched ?? []) {
        await recordSitting(h.deps, tx, {
          tourId,
          visitorId: id,
          startedAt: seen,
          endedAt: new Date(seen.getTime() + 30_000),
          views: [0, 1],
        });
      }
    }
    await recordLead(h.deps, tx, {
      source: 'form_capture',
      visitorId: ids.alice,
      agentId,
      email: 'alice@acme.test',
      name: 'Alice Anders',
    });
    // Qualifying answers also arrive in a lead's verdict.
    await recordLead(h.deps, tx, {
      source: 'meeting_booked',
      visitorId: ids.carol,
      agentId,
      verdict: { fit: 'strong', answers: { budget: 'approved' } },
    });
    return { agentId, tours: { t1, t2 }, v: ids };
  });
}
