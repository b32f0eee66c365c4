/** Every scope of the contract (section 5). */
export const SCOPES = [
  'insights:read',
  'tours:read',
  'tours:write',
  'hubs:read',
  'agents:read',
  'agents:write',
  'visitors:read',
  'conversations:read',
  'conversations:transcripts',
  'leads:read',
  'leads:write',
  'follow_ups:read',
  'follow_ups:write',
  'sittings:read',
  'knowledge:read',
  'knowledge:write',
  'knowledge:query',
  'segments:read',
  'segments:write',
  'offers:read',
  'offers:write',
  'meetings:read',
  'webhooks:manage',
  'privacy:manage',
  'keys:manage',
  'operators:manage',
] as const;

export type Scope = (typeof SCOPES)[number];

/** What each scope grants (the contract's table); shown in the OpenAPI security scheme. */
export const SCOPE_GRANTS: Record<Scope, string> = {
  'insights:read': 'the insights endpoints',
  'tours:read': "list tours, read a tour's document (drafts included), spec, propose",
  'tours:write': 'apply a spec, publish',
  'hubs:read': 'list and read hubs',
  'agents:read': 'list and read agents; Actions; skills (list, read, propose)',
  'agents:write': 'put and delete Actions; apply skills',
  'visitors:read': 'list, read, search visitors; account briefs',
  'conversations:read': 'list conversations, read one with messages (people masked)',
  'conversations:transcripts': 'read conversation content and visitor questions verbatim; granted only by name',
  'leads:read': 'list and read leads',
  'leads:write': 'update owner, status or CRM link of a lead',
  'follow_ups:read': 'list and read follow-ups',
  'follow_ups:write': 'answer or dismiss follow-ups',
  'sittings:read': "a tour's sittings",
  'knowledge:read': 'list and read knowledge bases and sources',
  'knowledge:write': 'add and delete sources, refresh, change refresh mode',
  'knowledge:query': 'retrieve and ask',
  'segments:read': 'list, preview, members, changes',
  'segments:write': 'create, update, delete, evaluate segments',
  'offers:read': 'list and read offers',
  'offers:write': 'create and update offers',
  'meetings:read': 'list and read meetings',
  'webhooks:manage': 'webhooks, deliveries, the event log and stream',
  'privacy:manage':
    "erase a person's data, read erasure receipts, export a visitor (with conversations:transcripts); granted only by name",
  'keys:manage': "list, create and revoke the data set's API keys; granted only by name",
  'operators:manage':
    "list, invite, change and remove the workspace's operators (dashboard users); granted only by name",
};

export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s);
}

/** Granted only when named, never by a default or by --all-scopes. */
export const NAMED_ONLY: readonly Scope[] = [
  'conversations:transcripts',
  'privacy:manage',
  // A key that makes keys or operators can outlive its own revocation: never implied.
  'keys:manage',
  'operators:manage',
];

/** Scopes that change data or manage subscriptions. */
export const WRITE_SCOPES: readonly Scope[] = SCOPES.filter((s) => s.endsWith(':write') || s.endsWith(':manage'));

/**
 * A new key's scopes: every read scope. `knowledge:query` counts as one because
 * retrieve and ask only read (the contract calls them read-only POSTs).
 */
export const DEFAULT_SCOPES: readonly Scope[] = SCOPES.filter(
  (s) => !WRITE_SCOPES.includes(s) && !NAMED_ONLY.includes(s),
);

export const ALL_SCOPES_FLAG: readonly Scope[] = SCOPES.filter((s) => !NAMED_ONLY.includes(s));

/** Keys created before scopes existed hold this. */
export const LEGACY_SCOPES: readonly Scope[] = ['insights:read'];

export const OPERATOR_ROLES = ['owner', 'admin', 'member'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * What a dashboard session may do, by the operator's role (the spec: owners and
 * admins manage keys, webhooks, operators and agent settings; members do
 * everything else). `conversations:transcripts` is never in this table: a
 * session holds it only with the operator's `transcripts` permission
 * (sessionScopes). Owners differ from admins in one thing, checked by the
 * operators service: only an owner makes, changes or removes an owner.
 */
const MEMBER_LACKS: readonly Scope[] = [
  'keys:manage',
  'operators:manage',
  'webhooks:manage',
  'privacy:manage',
  'agents:write',
  'conversations:transcripts',
];
export const ROLE_SCOPES: Record<OperatorRole, readonly Scope[]> = {
  owner: SCOPES.filter((s) => s !== 'conversations:transcripts'),
  admin: SCOPES.filter((s) => s !== 'conversations:transcripts'),
  member: SCOPES.filter((s) => !MEMBER_LACKS.includes(s)),
};

/** A session's scopes: its role's, plus conversations:transcripts with the permission. */
export function sessionScopes(role: OperatorRole, transcripts: boolean): Set<Scope> {
  const scopes = new Set<Scope>(ROLE_SCOPES[role]);
  if (transcripts) scopes.add('conversations:transcripts');
  return scopes;
}
