import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { type OutboundGuard, OutboundRefused } from './guard.js';
import { assertNoTransaction } from '../../db/io-guard.js';
import { SERVICE_VERSION } from '../../contract/version.js';

export const USER_AGENT = `ConciergeBot/${SERVICE_VERSION} (+https://github.com/concierge-dev/concierge; self-hosted visitor-engagement agent)`;

export type OutboundFailure = 'timeout' | 'too-large' | 'network' | 'too-many-redirects';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface OutboundRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Whole exchange, connect to last byte. */
  timeoutMs?: number;
  /** Largest body accepted, after decompression. */
  maxBytes?: number;
  /** 0: a 3xx is returned as is (webhooks). Each hop is checked again. */
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: string;
  redirects: number;
}

/**
 * The one way the service calls out: every hop's URL is checked, the socket
 * connects only to addresses the guard accepts, and time and size are bounded.
 */
export async function outboundRequest(guard: OutboundGuard, req: OutboundRequest): Promise<OutboundResponse> {
  assertNoTransaction('an outbound HTTP request');
  const deadline = Date.now() + (req.timeoutMs ?? 10_000);
  let url = req.url;
  let method = req.method ?? 'GET';
  let body = req.body;
  for (let hop = 0; ; hop++) {
    const checked = await guard.checkUrl(url, { resolve: false });
    const res = await once(guard, checked, { ...req, method, body }, deadline);
    const location = res.headers.location;
    const maxRedirects = req.maxRedirects ?? 0;
    if (res.status >= 300 && res.status < 400 && location && maxRedirects > 0) {
      if (hop >= maxRedirects) throw new OutboundError('too-many-redirects', `more than ${maxRedirects} redirects`);
      url = new URL(location, checked).toString();
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      continue;
    }
    return { ...res, url: checked.toString(), redirects: hop };
  }
}

function once(
  guard: OutboundGuard,
  url: URL,
  req: OutboundRequest & { method: string },
  deadline: number,
): Promise<Omit<OutboundResponse, 'url' | 'redirects'>> {
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new OutboundError('timeout', 'timed out'));
    const mod = url.protocol === 'https:' ? https : http;
    const headers: Record<string, string> = {
      'user-agent': USER_AGENT,
      'accept-encoding': 'gzip, deflate, br',
      ...(req.headers ?? {}),
    };
    if (req.body !== undefined) headers['content-length'] = String(Buffer.byteLength(req.body));
    const r = mod.request(url, {
      method: req.method,
      headers,
      lookup: guard.lookup,
      agent: false,
      ...(req.signal ? { signal: req.signal } : {}),
    });
    const timer = setTimeout(
      () => r.destroy(new OutboundError('timeout', `no complete answer within ${req.timeoutMs ?? 10_000} ms`)),
      remaining,
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      const cause = (err as NodeJS.ErrnoException).code === 'EOUTBOUNDREFUSED' ? err : null;
      if (cause instanceof OutboundRefused) reject(cause);
      else if (err instanceof OutboundError || err instanceof OutboundRefused) reject(err);
      else reject(new OutboundError('network', err.message || (err as NodeJS.ErrnoException).code || 'network error'));
    };
    r.on('error', fail);
    r.on('response', (res) => {
      const max = req.maxBytes ?? 5 * 1024 * 1024;
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > max && !res.headers['content-encoding']) {
        res.destroy();
        return fail(new OutboundError('too-large', `the answer is ${declared} bytes, over the ${max}-byte limit`));
      }
      let stream: Readable = res;
      const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase();
      if (encoding === 'gzip' || encoding === 'x-gzip') stream = res.pipe(zlib.createGunzip());
      else if (encoding === 'deflate') stream = res.pipe(zlib.createInflate());
      else if (encoding === 'br') stream = res.pipe(zlib.createBrotliDecompress());
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (size > max) {
          res.destroy();
          stream.destroy();
          fail(new OutboundError('too-large', `the answer is over the ${max}-byte limit`));
          return;
        }
        chunks.push(c);
      });
      stream.on('error', fail);
      stream.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    if (req.body !== undefined) r.write(req.body);
    r.end();
  });
}
