import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { newId } from '../../src/lib/ids.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';

/**
 * Malformed HTTP on a real port, written byte by byte on a raw socket (an
 * HTTP client or light-my-request would tidy these requests up first). Every
 * client error, also those Node's parser or Fastify's router reject before any
 * route runs, answers with the flat error body and a Request-Id.
 */
let h: Harness;
let ws: TestWorkspace;
let port: number;
let key: string;

beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
  ws = await h.workspace();
  key = (await ws.key({ mode: 'live' })).key;
});
afterAll(() => h?.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: any;
}

/** Sends `request` as is and reads the first response until the server closes or the body is complete. */
function raw(request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return false;
      const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length'] ?? NaN);
      const body = text.slice(end + 4);
      if (!Number.isFinite(length) || Buffer.byteLength(body) < length) return false;
      socket.destroy();
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body.slice(0, length)) });
      return true;
    };
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      done();
    });
    socket.on(
      'end',
      () => done() || reject(new Error(`incomplete response: ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`)),
    );
    socket.on('error', (err) => done() || reject(err));
    socket.write(request);
  });
}

function expectFlat(res: RawResponse, status: number, code: string) {
  expect({ status: res.status, code: res.body.code, bodyStatus: res.body.status }).toEqual({
    status,
    code,
    bodyStatus: status,
  });
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers['request-id']).toBe(res.body.requestId);
  expect(Object.keys(res.body).sort()).toEqual(
    ['code', 'message', 'requestId', 'status', ...(res.body.param ? ['param'] : [])].sort(),
  );
}

const auth = () => `Authorization: Bearer ${key}\r\n`;

describe('rejected by the HTTP parser', () => {
  it.each([
    ['a control character in a header value', 'GET /v1/agents HTTP/1.1\r\nHost: x\r\nX-Note: a\u0001b\r\n\r\n'],
    ['a control character in a header name', 'GET /v1/agents HTTP/1.1\r\nHost: x\r\nX-N\u0002ote: a\r\n\r\n'],
    ['a request line that is not HTTP', 'HELLO THERE\r\n\r\n'],
    ['an unknown method token', 'G@T /v1/agents HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a Content-Length that is not a number', 'POST /v1/offers HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n'],
    [
      'headers larger than the server allows',
      `GET /v1/agents HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ],
  ])('%s', async (_what, request) => {
    expectFlat(await raw(request), 400, 'invalid-request');
  });
});

describe('rejected by the router, before any route runs', () => {
  it('a URL with broken percent-encoding', async () => {
    expectFlat(await raw(`GET /v1/agents/%zz HTTP/1.1\r\nHost: x\r\n${auth()}\r\n`), 400, 'invalid-request');
  });

  it('a path parameter longer than any id', async () => {
    expectFlat(
      await raw(`GET /v1/accounts/${'a'.repeat(3000)} HTTP/1.1\r\nHost: x\r\n${auth()}\r\n`),
      404,
      'not-found',
    );
  });
});

describe('rejected by the route', () => {
  const post = (body: string, contentType: string | null, extra = '') =>
    raw(
      `POST /v1/offers HTTP/1.1\r\nHost: x\r\n${auth()}Idempotency-Key: ${newId()}\r\n${contentType === null ? '' : `Content-Type: ${contentType}\r\n`}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`,
    );

  it('a body that is not JSON', async () => {
    expectFlat(await post('{"name": ', 'application/json'), 400, 'invalid-request');
  });

  it('a content type that is not JSON, or not a content type at all', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      ';;;',
      'application/json; charset=latin-9000',
    ]) {
      const res = await post('{"name":"x"}', type);
      expect(res.status, type).toBeGreaterThanOrEqual(400);
      expect(res.status, type).toBeLessThan(500);
      expectFlat(res, res.status, res.body.code);
    }
  });

  it('two Idempotency-Key headers are refused, not joined into one key', async () => {
    const id = await h.db.tenantTx(
      ws.id,
      async (tx) =>
        (await createFollowUp(h.deps, tx, { id: newId(), question: 'Two keys?', createdAt: new Date() })).id,
    );
    const res = await raw(
      `POST /v1/follow-ups/${id}/dismiss HTTP/1.1\r\nHost: x\r\n${auth()}Idempotency-Key: one\r\nIdempotency-Key: two\r\nConnection: close\r\n\r\n`,
    );
    expectFlat(res, 400, 'invalid-request');
    expect(res.body.param).toBe('Idempotency-Key');
    expect((await (await ws.live()).get(`/v1/follow-ups/${id}`)).body.status).toBe('open');
    // One header still works.
    const once = await raw(
      `POST /v1/follow-ups/${id}/dismiss HTTP/1.1\r\nHost: x\r\n${auth()}Idempotency-Key: one\r\nConnection: close\r\n\r\n`,
    );
    expect(once.status).toBe(200);
  });
});
