import { Type, type Static, type TObject } from '@sinclair/typebox';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { ApiError } from '../contract/errors.js';
import type { Deps } from '../deps.js';
import type { TenantTx } from '../db/types.js';
import { type AuthContext, holderOf } from '../platform/keys/service.js';
import type { Scope } from '../platform/keys/scopes.js';
import { visitorFacts } from '../records/visitor-activity.js';
import { explainOffersForArrival, segmentIdsOf } from '../resources/offers/arrival.js';
import { SegmentFilter } from '../resources/segments/schemas.js';
import { explainSegmentMembership } from '../resources/segments/explain.js';
import type { ToolAnnotations } from './operations.js';
import type { SchemaBook, JsonSchema } from './schema.js';

const addFormats = addFormatsImport as unknown as (ajv: Ajv) => Ajv;
const ajv = addFormats(new Ajv({ strict: false, allErrors: false }));
const validators = new Map<string, ValidateFunction>();

const Uuid = Type.String({ format: 'uuid', maxLength: 36 });

const ExplainOfferArgs = Type.Object({
  pageUrl: Type.String({
    minLength: 1,
    maxLength: 2048,
    description: 'the full URL of the page, e.g. https://example.com/pricing?utm_source=ads',
  }),
  utm: Type.Optional(
    Type.Object(
      {
        source: Type.Optional(Type.String({ maxLength: 200 })),
        medium: Type.Optional(Type.String({ maxLength: 200 })),
        campaign: Type.Optional(Type.String({ maxLength: 200 })),
        term: Type.Optional(Type.String({ maxLength: 200 })),
        content: Type.Optional(Type.String({ maxLength: 200 })),
      },
      { description: "utm tags the visitor arrived with; default: read from pageUrl's query" },
    ),
  ),
  device: Type.Optional(
    Type.Union([Type.Literal('desktop'), Type.Literal('mobile')], { description: 'default desktop' }),
  ),
  referrer: Type.Optional(
    Type.String({ maxLength: 2048, description: 'the referring URL or host; default none (direct traffic)' }),
  ),
  visitorId: Type.Optional({
    ...Uuid,
    description: "a visitor's id: their industry, CRM record, segments and whether they return are taken from it",
  }),
  returning: Type.Optional(
    Type.Boolean({ description: 'default: whether the visitor has visited before (false without visitorId)' }),
  ),
  secondsOnPage: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 86_400,
      description: 'time on the page for the delay gate; default: long enough for any delay',
    }),
  ),
  offerId: Type.Optional({
    ...Uuid,
    description: 'one offer; default every offer of the data set, retired ones included',
  }),
});

const ExplainSegmentArgs = Type.Object({
  visitorId: { ...Uuid, description: "the visitor's id" },
  segmentId: Type.Optional({ ...Uuid, description: 'a saved segment (give this or filter)' }),
  filter: Type.Optional(
    Type.Ref(SegmentFilter, { description: 'a filter as in previewSegment (give this or segmentId)' }),
  ),
});

interface ExplainTool<A extends TObject> {
  name: string;
  description: string;
  scopes: Scope[];
  args: A;
  annotations: ToolAnnotations;
  run(deps: Deps, tx: TenantTx, args: Static<A>): Promise<Record<string, unknown>>;
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

const explainOffer: ExplainTool<typeof ExplainOfferArgs> = {
  name: 'explainOffer',
  description:
    'Why an offer shows, or not, on a page for a visitor: each deploy gate of each offer (active, deploy, live, window, host, page, utm, referrer, visitorType, device, industry, crm, audience, delay), passed or failed and why, from the same gate function the runtime runs at session start. Reads only. Needs offers:read, and visitors:read with visitorId.',
  scopes: ['offers:read'],
  args: ExplainOfferArgs,
  annotations: { title: 'Explain why an offer shows or not', ...READ_ONLY },
  run: async (deps, tx, a) => {
    const facts = a.visitorId ? await visitorFacts(tx, a.visitorId) : null;
    if (a.visitorId && !facts)
      throw new ApiError('not-found', 'No visitor with that id in this workspace.', { param: 'visitorId' });
    const visitor = {
      returning: a.returning ?? (facts ? facts.visitCount > 0 : false),
      industry: facts?.industry ?? null,
      crm: facts?.crm ?? null,
      segmentIds: a.visitorId ? await segmentIdsOf(tx, a.visitorId) : [],
    };
    const offers = await explainOffersForArrival(
      tx,
      {
        now: deps.clock.now(),
        pageUrl: a.pageUrl,
        referrer: a.referrer ?? null,
        ...(a.utm ? { utm: a.utm } : {}),
        device: a.device ?? 'desktop',
        ...visitor,
        secondsOnPage: a.secondsOnPage ?? Number.MAX_SAFE_INTEGER,
      },
      a.offerId,
    );
    return { pageUrl: a.pageUrl, visitorId: a.visitorId ?? null, visitor, offers };
  },
};

const explainSegment: ExplainTool<typeof ExplainSegmentArgs> = {
  name: 'explainSegmentMembership',
  description:
    "Which conditions of a segment's filter (or of a filter given as is) a visitor meets now, condition by condition, from the same filter code segments evaluate with; for a saved segment also whether the visitor is a member as of its last evaluation. Reads only. Needs segments:read and visitors:read.",
  scopes: ['segments:read', 'visitors:read'],
  args: ExplainSegmentArgs,
  annotations: { title: 'Explain segment membership', ...READ_ONLY },
  run: (deps, tx, a) => explainSegmentMembership(deps, tx, a),
};

export const EXPLAIN_TOOLS = [explainOffer, explainSegment] as ExplainTool<TObject>[];

/** The scopes a call needs: explainOffer with a visitor reads visitor data too. */
function scopesFor(tool: ExplainTool<TObject>, args: Record<string, unknown>): Scope[] {
  return tool.name === 'explainOffer' && args.visitorId !== undefined ? [...tool.scopes, 'visitors:read'] : tool.scopes;
}

/** Whether the caller may see the tool listed. */
export function explainAllowed(tool: ExplainTool<TObject>, caller: AuthContext): boolean {
  return tool.scopes.every((s) => caller.scopes.has(s));
}

/** The tool's input schema as MCP lists it; the same schema validates its arguments. */
export function explainInputSchema(book: SchemaBook, tool: ExplainTool<TObject>): JsonSchema {
  const defs = new Map<string, JsonSchema>();
  const schema = book.withDefs(book.plain(tool.args, defs), defs);
  if (!validators.has(tool.name)) validators.set(tool.name, ajv.compile(schema));
  return schema;
}

/**
 * Runs an explain tool as a route would: scope and plan checked, a draw from
 * the key's default bucket, arguments validated, one read-only transaction in
 * the caller's data set. Errors are the API's (ApiError).
 */
export async function runExplain(
  deps: Deps,
  caller: AuthContext,
  tool: ExplainTool<TObject>,
  raw: unknown,
): Promise<Record<string, unknown>> {
  const args = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  if (!caller.apiEnabled) throw new ApiError('plan-api-off', 'The workspace plan has no API access.');
  const missing = scopesFor(tool, args).find((s) => !caller.scopes.has(s));
  const decision = await deps.limiter.take(holderOf(caller), 'default');
  if (missing) throw new ApiError('insufficient-scope', `This tool needs the ${missing} scope.`);
  if (!decision.allowed) throw new ApiError('rate-limited', `Too many requests; retry in ${decision.retryAfter} s.`);
  const validate = validators.get(tool.name);
  if (validate && !validate(args)) {
    const first = validate.errors![0]!;
    const param =
      first.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(first.params.missingProperty ?? 'arguments');
    throw new ApiError('invalid-request', `${param}: ${first.message ?? 'is not valid'}`, { param });
  }
  return deps.db.tenantTx(caller.tenant, (tx) => tool.run(deps, tx, args as never), { readOnly: true });
}
