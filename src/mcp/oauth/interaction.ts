import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails } from 'oidc-provider';
import { ApiError } from '../../contract/errors.js';
import type { Deps } from '../../deps.js';
import { sendError } from '../../http/error-handler.js';
import { newId } from '../../lib/ids.js';
import { DEFAULT_SCOPES, SCOPE_GRANTS, SCOPES, type Scope } from '../../platform/keys/scopes.js';
import { insertGrant } from '../../platform/oauth/repository.js';
import { roleScopes, signedInOperator, type SignedInOperator } from './operator.js';
import { INTERACTION_PATH, type OAuthServer } from './provider.js';

/** Where the dashboard shows the consent page (app/src/pages/Authorize.tsx). */
export const CONSENT_PAGE = '/app/oauth/authorize';

const BODY_LIMIT = 8 * 1024;

/** A JSON body, read from the raw stream (the OAuth scope leaves bodies unread for the library). */
async function readJson(req: FastifyRequest): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new ApiError('payload-too-large', `The body is over ${BODY_LIMIT} bytes.`);
    chunks.push(chunk as Buffer);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    /* answered below */
  }
  throw new ApiError('invalid-request', 'The body must be a JSON object.');
}

/** Never granted to an assistant: a credential that makes keys or operators outlives its own revocation. */
const NOT_FOR_ASSISTANTS = new Set<string>(['keys:manage', 'operators:manage']);

/**
 * What the operator may grant: the scopes the client asked for (all when it
 * named none), within their role's; `conversations:transcripts` only for
 * operators who hold `transcripts`. Reads are ticked; writes and named-only
 * scopes wait for a tick by hand.
 */
export function offeredScopes(requested: string | undefined, operator: SignedInOperator): Scope[] {
  const asked = new Set((requested ?? '').split(' ').filter(Boolean));
  const anyAsked = SCOPES.some((s) => asked.has(s));
  const role = new Set(roleScopes(operator.role));
  return SCOPES.filter(
    (s) =>
      !NOT_FOR_ASSISTANTS.has(s) &&
      (s === 'conversations:transcripts' ? operator.transcripts : role.has(s)) &&
      (!anyAsked || asked.has(s)),
  );
}

/**
 * The interaction endpoints behind the dashboard's consent page. The library
 * sends the browser to /oauth/interaction/<uid> with a cookie bound to that
 * path; this sends it on to the dashboard page, whose calls to
 * /oauth/interaction/<uid>/… carry that cookie (the interaction is this
 * browser's) and the operator's session cookie (who is allowing). Writes must
 * come from this origin (the session cookie is SameSite=Lax besides).
 */
export function registerInteraction(scope: FastifyInstance, deps: Deps, oauth: OAuthServer): void {
  const { provider } = oauth;
  const origin = new URL(oauth.issuer).origin;

  async function load(req: FastifyRequest, reply: FastifyReply): Promise<InteractionDetails> {
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req.raw, reply.raw);
    } catch {
      throw new ApiError(
        'invalid-request',
        'This sign-in has expired or was started in another browser; start again from the assistant.',
      );
    }
    if (details.uid !== (req.params as { uid: string }).uid)
      throw new ApiError('invalid-request', 'This sign-in does not match the one this browser started.');
    return details;
  }

  async function operatorOf(req: FastifyRequest): Promise<SignedInOperator> {
    const op = await signedInOperator(deps, req);
    if (!op) throw new ApiError('unauthorized', 'Sign in to the dashboard first.');
    return op;
  }

  const common = { config: { mcp: true }, schema: { hide: true } } as const;
  const json =
    (fn: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      try {
        const body = await fn(req, reply);
        return reply.header('cache-control', 'no-store').send(body);
      } catch (err) {
        if (err instanceof ApiError) return sendError(reply, req, err);
        throw err;
      }
    };

  scope.get(`${INTERACTION_PATH}/:uid`, common, async (req, reply) =>
    reply.redirect(`${CONSENT_PAGE}?uid=${encodeURIComponent((req.params as { uid: string }).uid)}`, 303),
  );

  scope.get(
    `${INTERACTION_PATH}/:uid/details`,
    common,
    json(async (req, reply) => {
      const details = await load(req, reply);
      const op = await operatorOf(req);
      const client = await provider.Client.find(details.params.client_id);
      return {
        client: {
          clientId: details.params.client_id,
          name: client?.clientName ?? null,
          uri: client?.clientUri ?? null,
        },
        operator: { email: op.email, workspaceId: op.workspaceId, transcripts: op.transcripts },
        scopes: offeredScopes(details.params.scope, op).map((s) => ({
          scope: s,
          description: SCOPE_GRANTS[s],
          ticked: DEFAULT_SCOPES.includes(s),
        })),
      };
    }),
  );

  scope.post(
    `${INTERACTION_PATH}/:uid/confirm`,
    common,
    json(async (req, reply) => {
      if (req.headers.origin !== origin) throw new ApiError('invalid-request', 'The request must come from this site.');
      const details = await load(req, reply);
      const op = await operatorOf(req);
      const body = await readJson(req);
      const finish = async (result: Record<string, unknown>) => ({
        redirectTo: await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false }),
      });
      if (body.decision === 'deny')
        return finish({ error: 'access_denied', error_description: 'The operator did not allow the assistant.' });
      if (body.decision !== 'allow')
        throw new ApiError('invalid-request', 'decision is allow or deny.', { param: 'decision' });
      const mode = body.mode;
      if (mode !== 'live' && mode !== 'test')
        throw new ApiError('invalid-request', 'mode is live or test.', { param: 'mode' });
      if (body.workspaceId !== op.workspaceId)
        throw new ApiError('invalid-request', 'You can only connect your own workspace.', { param: 'workspaceId' });
      const chosen = Array.isArray(body.scopes) ? body.scopes.filter((s): s is string => typeof s === 'string') : [];
      if (chosen.length === 0 || chosen.length > SCOPES.length)
        throw new ApiError('invalid-request', 'Choose at least one thing the assistant may do.', { param: 'scopes' });
      const offered = new Set<string>(offeredScopes(details.params.scope, op));
      const refused = chosen.filter((s) => !offered.has(s));
      if (refused.length > 0) throw new ApiError('insufficient-scope', `You cannot grant ${refused.join(', ')}.`);

      const scopes = SCOPES.filter((s) => chosen.includes(s));
      const grant = new provider.Grant({ accountId: op.operatorId, clientId: details.params.client_id });
      grant.addResourceScope(oauth.resource, scopes.join(' '));
      const rejected = SCOPES.filter((s) => !scopes.includes(s));
      if (rejected.length > 0) grant.rejectResourceScope(oauth.resource, rejected.join(' '));
      // The same scopes are also the provider's own: decided there too, or it would ask again.
      grant.addOIDCScope(scopes.join(' '));
      if (rejected.length > 0) grant.rejectOIDCScope(rejected.join(' '));
      if ((details.params.scope ?? '').split(' ').includes('offline_access')) grant.addOIDCScope('offline_access');
      const grantRef = await grant.save();
      const client = await provider.Client.find(details.params.client_id);
      await insertGrant(deps.db, {
        id: newId(),
        grantRef,
        workspaceId: op.workspaceId,
        operatorId: op.operatorId,
        mode,
        clientId: details.params.client_id,
        clientName: client?.clientName?.slice(0, 200) ?? null,
        scopes,
        createdAt: deps.clock.now(),
      });
      return finish({ login: { accountId: op.operatorId }, consent: { grantId: grantRef } });
    }),
  );
}
