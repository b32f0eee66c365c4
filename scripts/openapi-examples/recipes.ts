import type { Deps } from '../../src/deps.js';
import type { ErrorCode } from '../../src/contract/errors.js';
import { fanOut } from '../../src/resources/webhooks/delivery/fanout.js';
import { ERASE_JOB, eraseJob } from '../../src/resources/privacy/erase.js';
import { makePdf } from '../../test/helpers/pdf.js';
import { createOperator } from '../../src/platform/operators/service.js';
import { signIn } from '../../src/platform/operators/sessions.js';
import { csrfTokenOf } from '../../src/platform/operators/secrets.js';
import { insertGrant, upsertModel } from '../../src/platform/oauth/repository.js';
import { hashModelId } from '../../src/platform/oauth/adapter.js';

const pdfBase64 = (pages: string[][], title?: string) => makePdf(pages, title ? { title } : {}).toString('base64');

const OPERATOR = { email: 'ada@example.com', password: 'correct horse battery staple' };
/** A dashboard session of the example operator, made outside the recording (its cookie is not in an answer body). */
async function session(s: State): Promise<void> {
  const signed = await signIn(s.deps, { ...OPERATOR, address: '192.0.2.1' });
  s.results.set('session', { token: signed.token });
}
const sessionHeaders = (s: State) => {
  const token = got(s, 'session').token as string;
  return { cookie: `svc_session=${token}`, 'x-csrf-token': csrfTokenOf(token) };
};

/** What the recipes have seen so far: each operation's answer, by operationId. */
export interface State {
  results: Map<string, any>;
  deps: Deps;
  sandbox: string;
  /** Calls the API with the sandbox key outside the recording (to set something up). */
  call(method: string, url: string, body?: unknown): Promise<unknown>;
}

export interface Call {
  method: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

/** How to call one operation so that it succeeds on a freshly seeded sandbox. */
export interface Recipe {
  op: string;
  params?: (s: State) => Record<string, string>;
  query?: (s: State) => Record<string, string>;
  body?: (s: State) => unknown;
  before?: (s: State) => Promise<void>;
  /** Runs after the error examples are recorded (the sandbox reset discards what they use). */
  last?: boolean;
  /** Scopes granted only by name that the call needs, added to the recording key's (privacy:manage, transcripts). */
  namedScopes?: string[];
  /** Extra request headers (a dashboard session's cookie and CSRF token). */
  headers?: (s: State) => Record<string, string>;
}

const got = (s: State, op: string): any => {
  if (!s.results.has(op)) throw new Error(`recipe needs ${op} first`);
  return s.results.get(op);
};
const first = (s: State, op: string) => got(s, op).items[0];
const id = (op: string) => (s: State) => ({ id: first(s, op).id });
const DAY = 86_400_000;
const day = (s: State, back: number) => new Date(s.deps.clock.now().getTime() - back * DAY).toISOString().slice(0, 10);
const week = (s: State) => ({ from: day(s, 6), to: day(s, 0) });

/**
 * Every operation, in an order where each finds what it needs: reads first,
 * then writes on objects made for the purpose, deletes after their reads, and
 * the sandbox reset last (it discards everything). Short pages keep the
 * document readable.
 */
export const recipes: Recipe[] = [
  { op: 'listAgents' },
  { op: 'getAgent', params: id('listAgents') },
  {
    op: 'createAgent',
    body: () => ({
      name: 'Docs agent (example)',
      greeting: 'Hi! Ask me anything about the product.',
      allowedOrigins: ['https://www.example.com'],
      theme: { accentColor: '#3355ff' },
      booking: {
        timezone: 'Europe/Berlin',
        availability: [{ day: 'mon', start: '09:00', end: '17:00' }],
        durationMinutes: 30,
      },
    }),
  },
  {
    op: 'updateAgent',
    params: (s) => ({ id: got(s, 'createAgent').id }),
    body: () => ({ greeting: 'Welcome back! How can I help?', intentHotThreshold: 60 }),
  },
  { op: 'listVisitors', query: () => ({ limit: '2', identified: 'true' }) },
  { op: 'getVisitor', params: id('listVisitors') },
  {
    op: 'searchVisitors',
    query: () => ({ limit: '2' }),
    body: () => ({ asked: 'pricing OR price', identified: true }),
  },
  { op: 'getAccountBrief', params: (s) => ({ domain: first(s, 'listVisitors').account?.domain ?? 'example.com' }) },
  { op: 'listConversations', query: () => ({ limit: '2' }) },
  { op: 'getConversation', params: id('listConversations') },
  { op: 'listLeads', query: () => ({ limit: '2' }) },
  { op: 'getLead', params: id('listLeads') },
  { op: 'updateLead', params: id('listLeads'), body: () => ({ status: 'working', ownerUserId: 'u_42' }) },
  { op: 'listMeetings', query: () => ({ limit: '2' }) },
  { op: 'getMeeting', params: id('listMeetings') },
  { op: 'listFollowUps', query: () => ({ status: 'open', limit: '3' }) },
  { op: 'getFollowUp', params: id('listFollowUps') },
  {
    op: 'answerFollowUp',
    params: id('listFollowUps'),
    body: () => ({ answer: 'Yes: single sign-on with SAML and OIDC comes with every plan. (example)' }),
  },
  { op: 'dismissFollowUp', params: (s) => ({ id: got(s, 'listFollowUps').items[1].id }) },
  { op: 'listKnowledgeBases' },
  { op: 'getKnowledgeBase', params: id('listKnowledgeBases') },
  {
    op: 'setKnowledgeBaseRefresh',
    params: id('listKnowledgeBases'),
    body: () => ({ refresh: { mode: 'scheduled', interval: 'weekly' } }),
  },
  { op: 'refreshKnowledgeBase', params: id('listKnowledgeBases') },
  { op: 'listKnowledgeSources', query: () => ({ limit: '2' }) },
  { op: 'getKnowledgeSource', params: id('listKnowledgeSources') },
  {
    op: 'addKnowledgeSource',
    params: id('listKnowledgeBases'),
    body: () => ({ url: 'https://www.example.com/docs/', includeSubpages: true }),
  },
  { op: 'deleteKnowledgeSource', params: (s) => ({ id: got(s, 'addKnowledgeSource').id }) },
  {
    op: 'addFollowUpToKnowledge',
    params: (s) => ({ id: got(s, 'answerFollowUp').id }),
    body: (s) => ({ baseId: first(s, 'listKnowledgeBases').id }),
  },
  {
    op: 'addKnowledgeTextSource',
    params: id('listKnowledgeBases'),
    body: () => ({
      title: 'Refund policy (example)',
      text: '# Refunds\n\nAnnual plans are refunded in full within 30 days of purchase. Monthly plans are not refunded; cancel any time and the plan runs to the end of the month.',
    }),
  },
  {
    op: 'uploadKnowledgePdf',
    params: id('listKnowledgeBases'),
    body: () => ({
      pdf: pdfBase64([['Security overview (example)', 'Customer data is encrypted at rest with AES-256.']]),
      title: 'Security overview (example)',
      filename: 'security-overview.pdf',
    }),
  },
  { op: 'retrieveKnowledge', body: () => ({ query: 'Where is customer data stored?', limit: 2 }) },
  {
    op: 'askKnowledge',
    body: (s) => ({ question: 'Where is customer data stored?', agentId: first(s, 'listAgents').id }),
  },
  { op: 'listSkills' },
  { op: 'getSkill', params: () => ({ slug: 'qualify-lead' }) },
  {
    op: 'proposeSkill',
    params: () => ({ slug: 'qualify-lead' }),
    body: (s) => ({
      body: `${got(s, 'getSkill').body}\n\nAsk about team size and timeline before offering a meeting.`,
      description: 'Qualify the visitor before offering a meeting.',
      baseVersion: 0,
    }),
  },
  {
    op: 'applySkill',
    params: () => ({ slug: 'pricing-questions' }),
    body: () => ({
      name: 'Pricing questions',
      description: 'How to answer questions about plans and prices.',
      body: '# Pricing questions\n\nAnswer from the pricing page with skill:answer-from-knowledge; offer a call with skill:book-meeting when the visitor compares plans.',
      baseVersion: 0,
    }),
  },
  {
    op: 'applySkill',
    params: () => ({ slug: 'pricing-questions' }),
    body: (s) => ({
      body: `${got(s, 'applySkill').body}\n\nNonprofits get 30% off: say so when asked.`,
      baseVersion: got(s, 'applySkill').version,
    }),
  },
  { op: 'listTours', query: () => ({ limit: '2', status: 'published' }) },
  { op: 'getTour', params: id('listTours') },
  { op: 'getTourSpec', params: id('listTours') },
  {
    op: 'proposeTourSpec',
    params: id('listTours'),
    body: (s) => ({
      spec: {
        steps: specSteps(s).map((st: any, i: number) =>
          i === 0 ? { ref: st.ref, title: 'Welcome to the tour' } : { ref: st.ref },
        ),
      },
    }),
  },
  {
    op: 'applyTourSpec',
    params: id('listTours'),
    body: (s) => ({
      spec: {
        steps: specSteps(s).map((st: any, i: number) =>
          i === 0 ? { ref: st.ref, title: 'Welcome to the tour' } : { ref: st.ref },
        ),
      },
      baseVersion: got(s, 'getTourSpec').version,
    }),
  },
  { op: 'publishTour', params: id('listTours') },
  { op: 'listTourSittings', params: id('listTours'), query: () => ({ limit: '2' }) },
  { op: 'listHubs' },
  { op: 'getHub', params: id('listHubs') },
  { op: 'listOffers', query: () => ({ active: 'true' }) },
  {
    op: 'createOffer',
    body: () => ({
      name: 'Pricing help',
      format: 'toaster',
      goal: 'meeting_booked',
      headline: 'Comparing plans?',
      message: 'Want a 15-minute walkthrough of the plans with someone from sales?',
      chips: ['Yes, book a call', 'Not now'],
      ctaLabel: 'Book a call',
      ctaAction: { type: 'book_meeting' },
      deploy: { live: true, presentation: 'toast', includePages: ['/pricing', '/plans/*'], afterSeconds: 10 },
    }),
  },
  { op: 'getOffer', params: (s) => ({ id: got(s, 'createOffer').id }) },
  {
    op: 'updateOffer',
    params: (s) => ({ id: got(s, 'createOffer').id }),
    body: () => ({ headline: 'Choosing a plan?', chips: ['Book a call', 'Later'] }),
  },
  { op: 'listActions', params: (s) => ({ id: first(s, 'listAgents').publicId }) },
  {
    op: 'putAction',
    params: (s) => ({ id: first(s, 'listAgents').publicId, actionId: 'pricing-walkthrough' }),
    body: () => ({
      name: 'Pricing walkthrough',
      task: 'Walk the visitor through the plans and offer a call with sales.',
      opens: { kind: 'meeting' },
      destination: 'https://www.example.com/pricing',
      campaignContext: 'Spring newsletter',
    }),
  },
  {
    op: 'putAction',
    params: (s) => ({ id: first(s, 'listAgents').publicId, actionId: 'pricing-walkthrough' }),
    body: () => ({
      name: 'Pricing walkthrough',
      task: 'Walk the visitor through the plans; offer a call with sales when they compare two plans.',
      opens: { kind: 'meeting' },
      destination: 'https://www.example.com/pricing',
      campaignContext: 'Spring newsletter',
      enabled: true,
    }),
  },
  {
    op: 'getActionLink',
    params: (s) => ({ id: first(s, 'listAgents').publicId, actionId: 'pricing-walkthrough' }),
    query: () => ({ utm_source: 'newsletter', utm_campaign: 'spring' }),
  },
  { op: 'deleteAction', params: (s) => ({ id: first(s, 'listAgents').publicId, actionId: 'pricing-walkthrough' }) },
  { op: 'listSegments' },
  { op: 'previewSegment', body: () => ({ minIntent: 60, identified: true }) },
  {
    op: 'createSegment',
    body: () => ({
      name: 'Hot identified visitors',
      description: 'Intent 60 or more, with an email or CRM contact.',
      filter: { minIntent: 60, identified: true },
    }),
  },
  { op: 'getSegment', params: (s) => ({ id: got(s, 'createSegment').id }) },
  { op: 'evaluateSegment', params: (s) => ({ id: got(s, 'createSegment').id }) },
  { op: 'listSegmentMembers', params: (s) => ({ id: got(s, 'createSegment').id }), query: () => ({ limit: '2' }) },
  {
    op: 'updateSegment',
    params: (s) => ({ id: got(s, 'createSegment').id }),
    body: () => ({ name: 'Very hot identified visitors', filter: { minIntent: 80, identified: true } }),
  },
  {
    op: 'listSegmentChanges',
    params: (s) => ({ id: got(s, 'createSegment').id }),
    query: () => ({ limit: '3' }),
    // The narrower filter applies at the next evaluation: some members leave.
    before: async (s) => {
      await s.call('POST', `/v1/segments/${got(s, 'createSegment').id}/evaluate`);
    },
  },
  { op: 'deleteSegment', params: (s) => ({ id: got(s, 'createSegment').id }) },
  { op: 'getDigest', query: week },
  { op: 'listKnowledgeGaps', query: (s) => ({ ...week(s), limit: '2' }) },
  { op: 'listSalesReadyAccounts', query: () => ({ limit: '2' }) },
  { op: 'listTourInsights', query: (s) => ({ from: day(s, 2), to: day(s, 0) }) },
  { op: 'getPulseInsights', query: (s) => ({ from: day(s, 2), to: day(s, 0) }) },
  {
    op: 'createWebhook',
    body: () => ({
      url: 'https://hooks.example.com/concierge',
      events: ['follow_up.created', 'follow_up.answered', 'segment.entered'],
      description: 'CRM sync',
    }),
  },
  { op: 'listWebhooks' },
  { op: 'getWebhook', params: (s) => ({ id: got(s, 'createWebhook').id }) },
  {
    op: 'updateWebhook',
    params: (s) => ({ id: got(s, 'createWebhook').id }),
    body: () => ({ description: 'CRM sync (production)' }),
  },
  {
    op: 'listWebhookDeliveries',
    params: (s) => ({ id: got(s, 'createWebhook').id }),
    query: () => ({ limit: '2' }),
    // Deliveries are made by the worker; here the fan-out runs once, nothing is sent.
    before: async (s) => {
      await s.deps.db.tenantTx(s.sandbox, async (tx) => {
        s.deps.outbox.append(tx, {
          type: 'follow_up.created',
          data: {
            followUpId: first(s, 'listFollowUps').id,
            visitorId: null,
            conversationId: null,
            agentId: null,
            question: 'Do you support SSO? (example)',
            reason: null,
          },
        });
      });
      await fanOut(s.deps, s.sandbox);
    },
  },
  {
    op: 'replayWebhookDelivery',
    params: (s) => ({ id: got(s, 'createWebhook').id, deliveryId: first(s, 'listWebhookDeliveries').id }),
  },
  { op: 'listEvents', query: () => ({ since: '0', limit: '2' }) },
  {
    op: 'streamEvents',
    query: (s) => ({ since: String(Math.max(0, Number(got(s, 'listEvents').nextSince))), types: 'follow_up.answered' }),
  },
  { op: 'deleteWebhook', params: (s) => ({ id: got(s, 'createWebhook').id }) },
  { op: 'getSandbox' },
  { op: 'exportVisitor', params: id('listVisitors'), namedScopes: ['privacy:manage', 'conversations:transcripts'] },
  {
    op: 'createErasure',
    body: (s) => ({ visitorId: got(s, 'listVisitors').items.at(-1).id }),
    namedScopes: ['privacy:manage'],
  },
  { op: 'listErasures', query: () => ({ limit: '2' }), namedScopes: ['privacy:manage'] },
  {
    op: 'getErasure',
    params: (s) => ({ id: got(s, 'createErasure').id }),
    namedScopes: ['privacy:manage'],
    // The worker's part, so the receipt reads completed and the log holds a visitor.erased event.
    before: (s) =>
      eraseJob(s.deps)(
        {
          id: 'examples',
          tenant: s.sandbox,
          kind: ERASE_JOB,
          payload: { erasureId: got(s, 'createErasure').id },
          attempts: 1,
          maxAttempts: 5,
          runAt: s.deps.clock.now(),
        },
        {} as never,
      ).then(() => undefined),
  },
  {
    op: 'createSession',
    before: async (s) => {
      await createOperator(s.deps, 'cli', {
        workspaceId: s.sandbox,
        ...OPERATOR,
        name: 'Ada Lovelace',
        role: 'owner',
        transcripts: true,
      });
    },
    body: () => OPERATOR,
  },
  {
    op: 'createLinkSession',
    before: async (s) => {
      const made = await createOperator(s.deps, 'cli', { workspaceId: s.sandbox, email: 'grace@example.com' });
      s.results.set('link', { token: made.signInUrl!.split('#token=')[1] });
    },
    body: (s) => ({ token: got(s, 'link').token }),
  },
  { op: 'getCurrentSession', before: session, headers: sessionHeaders },
  // Operators and keys, as an owner's dashboard would call them (keys need the named scopes).
  {
    op: 'listOperators',
    namedScopes: ['operators:manage'],
    // A second session of the owner, for the error examples (the first one signs out below).
    before: async (s) => {
      const signed = await signIn(s.deps, { ...OPERATOR, address: '192.0.2.2' });
      s.results.set('session2', { token: signed.token });
    },
  },
  {
    op: 'createOperator',
    body: () => ({ email: 'katherine@example.com', name: 'Katherine Johnson', role: 'admin' }),
    namedScopes: ['operators:manage'],
  },
  {
    op: 'updateOperator',
    params: (s) => ({ id: got(s, 'createOperator').id }),
    body: () => ({ transcripts: true }),
    namedScopes: ['operators:manage'],
  },
  { op: 'deleteOperator', params: (s) => ({ id: got(s, 'createOperator').id }), namedScopes: ['operators:manage'] },
  {
    op: 'createApiKey',
    body: () => ({ name: 'Reporting', scopes: ['insights:read', 'conversations:read'] }),
    namedScopes: ['keys:manage'],
  },
  // Last use is written in batches: write it now, so both recordings list the same.
  { op: 'listApiKeys', namedScopes: ['keys:manage'], before: (s) => s.deps.keyUsage.flush() },
  { op: 'revokeApiKey', params: (s) => ({ id: got(s, 'createApiKey').id }), namedScopes: ['keys:manage'] },
  // An assistant the example owner allowed on the consent page (grants are made by the OAuth flow, not by /v1).
  {
    op: 'listOAuthGrants',
    namedScopes: ['keys:manage'],
    before: async (s) => {
      const operator = got(s, 'createSession').operator as { id: string; workspaceId: string };
      await insertGrant(s.deps.db, {
        id: '7d3c1f6e-2b8a-4c55-9e1d-5a0f3b6c8e21',
        grantRef: 'example-grant',
        workspaceId: operator.workspaceId,
        operatorId: operator.id,
        mode: 'test',
        clientId: 'https://claude.ai/oauth/mcp-client-metadata.json',
        clientName: 'Claude',
        scopes: ['follow_ups:read', 'conversations:read', 'insights:read'],
        createdAt: new Date('2026-11-20T09:30:00.000Z'),
      });
      // The authorization server's side of it: the list shows grants the library still holds.
      await upsertModel(s.deps.db, {
        model: 'Grant',
        idHash: hashModelId('example-grant'),
        payload: {},
        grantId: 'example-grant',
        uid: null,
        expiresAt: null,
      });
    },
  },
  {
    op: 'changeOwnPassword',
    body: () => ({ password: 'a new and longer passphrase', currentPassword: OPERATOR.password }),
    headers: sessionHeaders,
  },
  { op: 'deleteCurrentSession', headers: sessionHeaders },
  { op: 'resetSandbox', last: true },
];

function specSteps(s: State): any[] {
  return got(s, 'getTourSpec').spec.steps;
}

/** How to provoke each error code a client can meet. */
export interface ErrorRecipe {
  code: ErrorCode;
  key: 'test' | 'live' | 'insightsOnly' | 'planOff' | 'none';
  app?: 'rate-limited';
  call: (s: State) => Call & { url: string };
  /** Sent first (with the same key), so that `call` meets what it left. */
  prime?: (s: State) => Call & { url: string };
  /** Call again until this status (the rate limit). */
  repeatUntil?: number;
}

const missing = '00000000-0000-4000-8000-000000000000';

export const errorRecipes: ErrorRecipe[] = [
  { code: 'invalid-request', key: 'test', call: () => ({ method: 'GET', url: '/v1/follow-ups?limit=0' }) },
  {
    code: 'invalid-range',
    key: 'test',
    call: () => ({ method: 'GET', url: '/v1/insights/tours?from=2026-11-20&to=2026-11-01' }),
  },
  {
    code: 'lint-failed',
    key: 'test',
    call: () => ({
      method: 'PUT',
      url: '/v1/skills/handoff-rules',
      body: { body: 'Escalate with tool:page_the_team and skill:no-such-skill.', baseVersion: 0 },
    }),
  },
  { code: 'unauthorized', key: 'none', call: () => ({ method: 'GET', url: '/v1/follow-ups' }) },
  { code: 'insufficient-scope', key: 'insightsOnly', call: () => ({ method: 'GET', url: '/v1/follow-ups' }) },
  { code: 'plan-api-off', key: 'planOff', call: () => ({ method: 'GET', url: '/v1/follow-ups' }) },
  { code: 'sandbox-only', key: 'live', call: () => ({ method: 'GET', url: '/v1/sandbox' }) },
  { code: 'not-found', key: 'test', call: () => ({ method: 'GET', url: `/v1/follow-ups/${missing}` }) },
  { code: 'method-not-allowed', key: 'test', call: () => ({ method: 'DELETE', url: '/v1/follow-ups' }) },
  {
    code: 'conflict',
    key: 'test',
    call: (s) => ({
      method: 'POST',
      url: `/v1/follow-ups/${s.results.get('listFollowUps').items[0].id}/answer`,
      body: { answer: 'Again.' },
    }),
  },
  {
    code: 'idempotency-mismatch',
    key: 'test',
    prime: (s) => ({
      method: 'PATCH',
      url: `/v1/offers/${s.results.get('createOffer').id}`,
      body: { headline: 'One' },
      idempotencyKey: 'offer-7',
    }),
    call: (s) => ({
      method: 'PATCH',
      url: `/v1/offers/${s.results.get('createOffer').id}`,
      body: { headline: 'Another' },
      idempotencyKey: 'offer-7',
    }),
  },
  {
    code: 'stale',
    key: 'test',
    call: () => ({ method: 'PUT', url: '/v1/skills/pricing-questions', body: { body: 'New text.', baseVersion: 0 } }),
  },
  {
    code: 'payload-too-large',
    key: 'test',
    call: () => ({
      method: 'POST',
      url: '/v1/knowledge/ask',
      rawBody: JSON.stringify({ question: 'x'.repeat(1024 * 1024 + 1) }),
    }),
  },
  {
    code: 'not-a-pdf',
    key: 'test',
    call: (s) => ({
      method: 'POST',
      url: `/v1/knowledge/bases/${s.results.get('listKnowledgeBases').items[0].id}/sources/pdf`,
      body: { pdf: Buffer.from('Just some words in a text file.').toString('base64'), filename: 'notes.txt' },
    }),
  },
  {
    code: 'pdf-unreadable',
    key: 'test',
    call: (s) => ({
      method: 'POST',
      url: `/v1/knowledge/bases/${s.results.get('listKnowledgeBases').items[0].id}/sources/pdf`,
      body: { pdf: Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64'), filename: 'broken.pdf' },
    }),
  },
  {
    code: 'pdf-has-no-text',
    key: 'test',
    call: (s) => ({
      method: 'POST',
      url: `/v1/knowledge/bases/${s.results.get('listKnowledgeBases').items[0].id}/sources/pdf`,
      body: { pdf: pdfBase64([[]]), filename: 'scanned-contract.pdf' },
    }),
  },
  {
    code: 'csrf-failed',
    key: 'none',
    call: (s) => ({
      method: 'POST',
      url: '/v1/operators',
      headers: { cookie: `svc_session=${got(s, 'session2').token}` },
      body: { email: 'someone@example.com' },
    }),
  },
  {
    code: 'last-owner',
    key: 'none',
    call: (s) => {
      const token = got(s, 'session2').token as string;
      return {
        method: 'DELETE',
        url: `/v1/operators/${got(s, 'createSession').operator.id}`,
        headers: { cookie: `svc_session=${token}`, 'x-csrf-token': csrfTokenOf(token) },
      };
    },
  },
  {
    code: 'sign-in-locked',
    key: 'none',
    call: () => ({
      method: 'POST',
      url: '/v1/sessions',
      body: { email: OPERATOR.email, password: 'not the password' },
    }),
    repeatUntil: 429,
  },
  {
    code: 'rate-limited',
    key: 'test',
    app: 'rate-limited',
    call: () => ({ method: 'GET', url: '/v1/follow-ups' }),
    repeatUntil: 429,
  },
];
