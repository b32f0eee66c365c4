import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface Res<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  /** When the request left (ms): a reset header is checked against it, not against a later, busier moment. */
  sentAt?: number;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Idempotency-Key: a fresh one by default on writes; false sends none. */
  idem?: string | false;
  remoteAddress?: string;
}

/**
 * A caller of the app (in-process HTTP via inject). Each client has its own
 * client address, so per-address buckets of different tests never collide.
 */
export class Client {
  readonly remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(
    readonly app: FastifyInstance,
    readonly key: string | null,
  ) {}

  withKey(key: string | null): Client {
    return new Client(this.app, key);
  }

  async call<T = any>(method: string, url: string, body?: unknown, opts: CallOptions = {}): Promise<Res<T>> {
    const sentAt = Date.now();
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (this.key) headers.authorization ??= `Bearer ${this.key}`;
    if (method !== 'GET' && opts.idem !== false) headers['idempotency-key'] ??= opts.idem ?? randomUUID();
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: opts.remoteAddress ?? this.remoteAddress,
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      ...(body !== undefined && typeof body !== 'string'
        ? { headers: { ...headers, 'content-type': 'application/json' } }
        : {}),
    });
    let parsed: unknown = res.body;
    if ((res.headers['content-type'] ?? '').toString().includes('json') && res.body) parsed = JSON.parse(res.body);
    return { status: res.statusCode, body: parsed as T, headers: res.headers as Res['headers'], raw: res.body, sentAt };
  }

  get<T = any>(url: string, opts?: CallOptions) {
    return this.call<T>('GET', url, undefined, opts);
  }
  post<T = any>(url: string, body?: unknown, opts?: CallOptions) {
    return this.call<T>('POST', url, body, opts);
  }
  put<T = any>(url: string, body?: unknown, opts?: CallOptions) {
    return this.call<T>('PUT', url, body, opts);
  }
  patch<T = any>(url: string, body?: unknown, opts?: CallOptions) {
    return this.call<T>('PATCH', url, body, opts);
  }
  delete<T = any>(url: string, opts?: CallOptions) {
    return this.call<T>('DELETE', url, undefined, opts);
  }
}
