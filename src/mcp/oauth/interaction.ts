import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails } from 'oidc-provider';
import type { Deps } from '../../deps.js';
import { newId } from '../../lib/ids.js';
import { DEFAULT_SCOPES, SCOPES, type Scope } from '../../platform/keys/scopes.js';
import { insertGrant } from '../../platform/oauth/repository.js';
import { roleScopes, signedInOperator, type SignedInOperator } from './operator.js';
import { type ClientView, consentBody, problemBody, sendPage, signInBody } from './pages.js';
import { INTERACTION_PATH, type OAuthServer } from './provider.js';

const FORM_LIMIT = 8 * 1024;

/** A urlencoded form, read from the raw stream (the OAuth scope leaves bodies unread); null when too large. */
async function readForm(req: FastifyRequest): Promise<Record<string, string | string[]> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  return parseQuery(Buffer.concat(chunks).toString('utf8')) as Record<string, string | string[]>;
}

const one = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
const many = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : v ? [v] : []);

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
    (s) => role.has(s) && (s !== 'conversations:transcripts' || operator.transcripts) && (!anyAsked || asked.has(s)),
  );
}

/** The form's origin must be ours: SameSite=Lax keeps the session cookie off cross-site posts, this keeps the rest. */
function sameOrigin(req: FastifyRequest, oauth: OAuthServer): boolean {
  const origin = req.headers.origin;
  return origin === new URL(oauth.issuer).origin;
}

export function registerInteraction(scope: FastifyInstance, deps: Deps, oauth: OAuthServer): void {
  const { provider } = oauth;

  /** The interaction of this browser (its cookie binds it) and its client, or a page saying why not. */
  async function load(
    req: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ details: InteractionDetails; client: ClientView; redirectOrigin: string | null } | null> {
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(req.raw, reply.raw);
    } catch {
      sendPage(reply, {
        status: 400,
        title: 'Sign-in expired',
        body: problemBody('This sign-in has expired or belongs to another browser.'),
      });
      return null;
    }
    const uid = (req.params as { uid: string }).uid;
    if (details.uid !== uid) {
      sendPage(reply, { status: 400, title: 'Sign-in expired', body: problemBody('This sign-in does not match.') });
      return null;
    }
    const c = await provider.Client.find(details.params.client_id);
    const redirect = typeof details.params.redirect_uri === 'string' ? details.params.redirect_uri : null;
    return {
      details,
      client: {
        name: c?.clientName ?? details.params.client_id,
        clientId: details.params.client_id,
        uri: c?.clientUri ?? null,
      },
      redirectOrigin: redirect ? new URL(redirect).origin : null,
    };
  }

  function consent(
    reply: FastifyReply,
    loaded: NonNullable<Awaited<ReturnType<typeof load>>>,
    op: SignedInOperator,
    error: string | null,
    status = 200,
  ) {
    const offered = offeredScopes(loaded.details.params.scope, op);
    return sendPage(reply, {
      status,
      title: 'Allow an assistant',
      formTargets: loaded.redirectOrigin ? [loaded.redirectOrigin] : [],
      body: consentBody({
        uid: loaded.details.uid,
        client: loaded.client,
        operatorEmail: op.email,
        workspaceId: op.workspaceId,
        scopes: offered.map((s) => ({ scope: s, checked: DEFAULT_SCOPES.includes(s) })),
        error,
      }),
    });
  }

  const common = { config: { mcp: true }, schema: { hide: true } } as const;

  scope.get(`${INTERACTION_PATH}/:uid`, common, async (req, reply) => {
    const loaded = await load(req, reply);
    if (!loaded) return reply;
    const op = await signedInOperator(deps, req);
    if (!op) return sendPage(reply, { title: 'Sign in', body: signInBody(loaded.details.uid, loaded.client, null) });
    return consent(reply, loaded, op, null);
  });

  scope.post(`${INTERACTION_PATH}/:uid/sign-in`, common, async (req, reply) => {
    const loaded = await load(req, reply);
    if (!loaded) return reply;
    const form = sameOrigin(req, oauth) ? await readForm(req) : null;
    if (!form) return sendPage(reply, { status: 400, title: 'Sign in', body: problemBody('The form was refused.') });
    const email = one(form.email).slice(0, 320);
    // The operators' own sign-in operation (address bucket, lockout, cookie), run in process.
    const res = await req.server.inject({
      method: 'POST',
      url: '/v1/sessions',
      remoteAddress: req.ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: one(form.password).slice(0, 1024) }),
    });
    if (res.statusCode !== 201) {
      const message =
        res.statusCode === 429
          ? 'Too many attempts; wait a moment and try again.'
          : 'That email and password do not match an operator.';
      return sendPage(reply, {
        status: res.statusCode === 429 ? 429 : 401,
        title: 'Sign in',
        body: signInBody(loaded.details.uid, loaded.client, message, email),
      });
    }
    const cookie = res.headers['set-cookie'];
    if (cookie) reply.header('set-cookie', cookie);
    return reply.redirect(`${INTERACTION_PATH}/${encodeURIComponent(loaded.details.uid)}`, 303);
  });

  scope.post(`${INTERACTION_PATH}/:uid/confirm`, common, async (req, reply) => {
    const loaded = await load(req, reply);
    if (!loaded) return reply;
    const form = sameOrigin(req, oauth) ? await readForm(req) : null;
    if (!form) return sendPage(reply, { status: 400, title: 'Allow', body: problemBody('The form was refused.') });
    const op = await signedInOperator(deps, req);
    if (!op)
      return sendPage(reply, {
        status: 401,
        title: 'Sign in',
        body: signInBody(loaded.details.uid, loaded.client, 'Sign in first.'),
      });
    const finish = async (result: Record<string, unknown>) =>
      reply.redirect(
        await provider.interactionResult(req.raw, reply.raw, result, { mergeWithLastSubmission: false }),
        303,
      );

    if (one(form.decision) !== 'allow') {
      return finish({ error: 'access_denied', error_description: 'The operator did not allow the assistant.' });
    }
    const mode = one(form.mode);
    const workspace = one(form.workspace);
    const offered = new Set(offeredScopes(loaded.details.params.scope, op));
    const chosen = many(form.scope);
    const refused = chosen.filter((s) => !offered.has(s as Scope));
    let error: string | null = null;
    if (mode !== 'live' && mode !== 'test') error = 'Choose live or sandbox data.';
    else if (workspace !== op.workspaceId) error = 'You can only connect your own workspace.';
    else if (refused.length > 0) error = `You cannot grant ${refused.join(', ')}.`;
    else if (chosen.length === 0) error = 'Choose at least one thing the assistant may do.';
    if (error) return consent(reply, loaded, op, error, refused.length > 0 ? 403 : 400);

    const scopes = SCOPES.filter((s) => chosen.includes(s));
    const grant = new provider.Grant({ accountId: op.operatorId, clientId: loaded.details.params.client_id });
    grant.addResourceScope(oauth.resource, scopes.join(' '));
    const rejected = SCOPES.filter((s) => !scopes.includes(s));
    if (rejected.length > 0) grant.rejectResourceScope(oauth.resource, rejected.join(' '));
    if ((loaded.details.params.scope ?? '').split(' ').includes('offline_access')) grant.addOIDCScope('offline_access');
    const grantRef = await grant.save();
    await insertGrant(deps.db, {
      id: newId(),
      grantRef,
      workspaceId: op.workspaceId,
      operatorId: op.operatorId,
      mode: mode as 'live' | 'test',
      clientId: loaded.details.params.client_id,
      clientName: loaded.client.name === loaded.client.clientId ? null : loaded.client.name,
      scopes,
      createdAt: deps.clock.now(),
    });
    return finish({ login: { accountId: op.operatorId }, consent: { grantId: grantRef } });
  });
}
