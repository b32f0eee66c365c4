import type { FastifyInstance } from 'fastify';
import { randomInt, randomUUID } from 'node:crypto';
import type { Harness } from './harness.js';
import type { Res } from './client.js';
import { createOperator } from '../../src/platform/operators/service.js';
import type { OperatorRole } from '../../src/platform/keys/scopes.js';

/**
 * A browser-like caller of the app with a dashboard session: it keeps the
 * `svc_session` cookie and sends the session's CSRF token on writes (unless told
 * not to), and `X-Service-Mode` when a mode is set.
 */
export class SessionClient {
  readonly remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  cookie: string | null = null;
  csrf: string | null = null;
  mode: 'live' | 'test' | null = null;

  constructor(readonly app: FastifyInstance) {}

  async call<T = any>(
    method: string,
    url: string,
    body?: unknown,
    opts: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Res<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (this.cookie) headers.cookie = `svc_session=${this.cookie}`;
    if (this.mode) headers['x-service-mode'] = this.mode;
    if (method !== 'GET' && method !== 'HEAD') {
      headers['idempotency-key'] ??= randomUUID();
      if (opts.csrf !== false && this.csrf) headers['x-csrf-token'] = this.csrf;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: this.remoteAddress,
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const m = /^svc_session=([^;]*)/.exec(c);
      if (m) this.cookie = m[1] || null;
    }
    let parsed: unknown = res.body;
    if ((res.headers['content-type'] ?? '').toString().includes('json') && res.body) parsed = JSON.parse(res.body);
    if (res.statusCode === 201 && (parsed as { csrfToken?: string })?.csrfToken)
      this.csrf = (parsed as { csrfToken: string }).csrfToken;
    return { status: res.statusCode, body: parsed as T, headers: res.headers as Res['headers'], raw: res.body };
  }
  get<T = any>(url: string, opts?: { headers?: Record<string, string> }) {
    return this.call<T>('GET', url, undefined, opts);
  }
  post<T = any>(url: string, body?: unknown, opts?: { csrf?: boolean }) {
    return this.call<T>('POST', url, body ?? {}, opts);
  }
  patch<T = any>(url: string, body?: unknown, opts?: { csrf?: boolean }) {
    return this.call<T>('PATCH', url, body ?? {}, opts);
  }
  delete<T = any>(url: string, opts?: { csrf?: boolean }) {
    return this.call<T>('DELETE', url, undefined, opts);
  }

  signIn(email: string, password: string) {
    return this.post('/v1/sessions', { email, password });
  }
}

export const PASSWORD = 'correct horse battery staple';

let n = 0;
/** An operator of `workspaceId` with a password, and a client signed in as them. */
export async function operatorSession(
  h: Harness,
  workspaceId: string,
  opts: { role?: OperatorRole; transcripts?: boolean; email?: string } = {},
): Promise<{ client: SessionClient; id: string; email: string }> {
  const email = opts.email ?? `op${++n}-${randomInt(1e9)}@example.com`;
  const created = await createOperator(h.deps, 'cli', {
    workspaceId,
    email,
    role: opts.role ?? 'owner',
    transcripts: opts.transcripts ?? false,
    password: PASSWORD,
  });
  const client = new SessionClient(h.app);
  const res = await client.signIn(email, PASSWORD);
  if (res.status !== 201) throw new Error(`sign-in failed: ${res.status} ${res.raw}`);
  return { client, id: created.operator.id, email };
}
