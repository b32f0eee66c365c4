import { expect, it } from 'vitest';
import { sharedSchemas } from '../../src/contract/schemas.js';
import { eventDataSchemas } from '../../src/platform/outbox/payloads.js';
import { modules } from '../../src/resources/index.js';

/**
 * Every free-text string a /v1 response, an event or a webhook payload can
 * carry (a string without enum, const, format or pattern), walked from the route
 * table and the event payload schemas, must be classified here. A new field
 * fails this test until someone decides whether visitors' words can reach it:
 * `masked` fields are the visitor's own words and are masked for keys without
 * conversations:transcripts (and always in events; tested in
 * test/integration/visitor-text-masking.test.ts); the other classes say why a
 * field is not masked.
 */
type Why =
  | 'masked' // the visitor's words: masked without conversations:transcripts (always in events)
  | 'contact' // identity a visitor gave on purpose (email, name, company): the record's subject, shown to visitors:read
  | 'page' // what the visitor's browser reported about the page (URL, title, referrer): http(s) URLs only (row 8)
  | 'team' // written by the workspace's people or its API keys (names, descriptions, answers, tours, offers, skills)
  | 'agent' // written by the agent (a reason for a hand-over)
  | 'crawled' // read from the workspace's own knowledge sources
  | 'system' // ids, cursors, versions, error texts, CRM ids
  | 'query'; // echoes what the caller itself sent

const MASKED = [
  'FollowUp.question',
  'OpenQuestion.question',
  'KnowledgeGap.question',
  'KnowledgeGap.normalized',
  'Message.content',
  'event:follow_up.*.question',
];
const CONTACT = [
  'Lead.company',
  'Lead.email',
  'Lead.name',
  'MeetingAttendee.email',
  'MeetingAttendee.name',
  'SegmentChange.displayName',
  'SegmentChange.email',
  'SegmentMember.displayName',
  'SegmentMember.email',
  'Sitting.email',
  'Visitor.displayName',
  'Visitor.email',
  'event:*.email',
  'event:*.displayName',
  'event:*.name',
  'event:*.company',
  'event:*.fields[*]',
  'event:*.attendee.email',
  'event:*.attendee.name',
];
const PAGE = [
  'Conversation.referrer',
  'VisitorJourney.pages[].title',
  'VisitorJourney.pages[].url',
  'event:*.pageUrl',
  'event:*.referrer',
  'event:*.url',
  'event:*.title',
];
const AGENT = ['FollowUp.reason', 'OpenQuestion.reason', 'KnowledgeGap.reason', 'event:*.reason'];
const CRAWLED = [
  'AskAnswer.answer',
  'Citation.quote',
  'Citation.title',
  'KnowledgeChunk.sourceTitle',
  'KnowledgeChunk.text',
  'KnowledgeSource.name',
];
const QUERY = [
  'AccountBrief.domain',
  'SegmentFilter.account.domain',
  'SegmentFilter.account.industry',
  'SegmentFilter.asked',
  'SegmentFilter.labels[*]',
  'SegmentFilter.qualified[*]',
];
const SYSTEM_PATTERNS = [
  /\.nextCursor$/,
  /\.id$/,
  /Id$/,
  /publicId$/,
  /\.version$/,
  /\.error$/,
  /^LeadCrm\./,
  /\.secret$/,
  /^LintProblem\./,
  /baseVersion$/,
  /\.provider$/,
  /^Event\.links/,
  /^event:.*(Id|\.source|\.sittingId)$/,
];
const TEAM_PREFIXES = [
  'AccountDetails.',
  'Action.',
  'ActionLink.',
  'ActionOpens.',
  'Agent.',
  'AgentBooking.',
  'AgentLauncher.',
  // The dashboard's people and their credentials: operators, sessions, API keys (names and one-time secrets).
  'ApiKey.',
  'ApiKeyWithSecret.',
  'CreatedOperator.',
  'Operator.',
  'Session.',
  // An assistant an operator allowed over OAuth: its name comes from the client's own metadata, never a visitor.
  'OAuthGrant.',
  'FollowUp.answer',
  'Hub.',
  'KnowledgeBase.',
  'KnowledgeBaseDetail.',
  'Lead.ownerUserId',
  'Meeting.',
  'Offer.',
  'OfferConversion.',
  'OfferCtaAction.',
  'OfferDeploy.',
  'SalesReadyAccount.',
  'Segment.',
  'SkillDocument.',
  'SkillProposal.',
  'SourceTotal.',
  'Tour.',
  'TourDocument.',
  'TourSpec.',
  'TourSpecDiff.',
  'TourSpecScreen.',
  'TourSpecStep.',
  'TourTotal.',
  'Visitor.status',
  'VisitorAccount.',
  'Webhook.',
  'JsonValue',
  'event:*.answer',
  'event:*.label',
  'event:*.status',
];

function classify(field: string): Why | null {
  const generic = field.startsWith('event:') ? field.replace(/^event:[a-z_]+\.[a-z_]+/, 'event:*') : field;
  const followUp = field.replace(/^event:follow_up\.[a-z_]+/, 'event:follow_up.*');
  if (MASKED.includes(field) || MASKED.includes(followUp)) return 'masked';
  if (CONTACT.includes(field) || CONTACT.includes(generic)) return 'contact';
  if (PAGE.includes(field) || PAGE.includes(generic)) return 'page';
  if (AGENT.includes(field) || AGENT.includes(generic)) return 'agent';
  if (CRAWLED.includes(field)) return 'crawled';
  if (QUERY.includes(field)) return 'query';
  if (SYSTEM_PATTERNS.some((p) => p.test(field))) return 'system';
  if (TEAM_PREFIXES.some((p) => field === p || field.startsWith(p) || generic.startsWith(p))) return 'team';
  return null;
}

/** Free-text string fields of every response and event payload, named `Schema.path` (or `operationId.path`, `event:type.path`). */
function freeTextFields(): string[] {
  const named = new Map(
    ([...sharedSchemas, ...modules.flatMap((m) => m.schemas ?? [])] as any[]).map((s) => [s.$id as string, s]),
  );
  const out = new Set<string>();
  function walk(s: any, where: string, seen: Set<string>): void {
    if (!s || typeof s !== 'object') return;
    if (s.$ref) {
      const id = String(s.$ref).replace(/#.*$/, '');
      if (seen.has(id)) return;
      const target = named.get(id);
      if (!target) throw new Error(`${where}: unresolved $ref ${s.$ref}`);
      walk(target, id, new Set([...seen, id]));
      return;
    }
    for (const k of ['anyOf', 'oneOf', 'allOf']) for (const x of s[k] ?? []) walk(x, where, seen);
    const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    if (types.includes('string') && !s.enum && s.const === undefined && !s.format && !s.pattern) out.add(where);
    for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${where}.${k}`, seen);
    if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${where}[*]`, seen);
    for (const v of Object.values(s.patternProperties ?? {})) walk(v, `${where}[*]`, seen);
    if (s.items) walk(s.items, `${where}[]`, seen);
  }
  for (const m of modules) {
    for (const r of m.routes ?? [])
      for (const schema of Object.values((r.schema as any).response ?? {})) walk(schema, r.operationId, new Set());
    for (const [name, w] of Object.entries(m.openapiWebhooks ?? {})) walk(w, `webhook:${name}`, new Set());
  }
  for (const [type, schema] of Object.entries(eventDataSchemas)) walk(schema, `event:${type}`, new Set());
  return [...out].sort();
}

it('every free-text field of a response, an event or a webhook payload is classified (a new one fails until decided)', () => {
  const fields = freeTextFields();
  expect(fields.length).toBeGreaterThan(100);
  const unclassified = fields.filter((f) => classify(f) === null);
  expect(
    unclassified,
    "classify each in test/unit/visitor-text-fields.test.ts (masked if visitors' words can reach it)",
  ).toEqual([]);
  // The visitor's words reach these, and each is masked (test/integration/visitor-text-masking.test.ts).
  expect(fields.filter((f) => classify(f) === 'masked')).toEqual(
    expect.arrayContaining(['FollowUp.question', 'KnowledgeGap.question', 'Message.content', 'OpenQuestion.question']),
  );
});
