import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { createConciergeClient } from '../../src/client/index.js';

/** The typed client as the README shows it, over real HTTP. */
let h: Harness;
let apiUrl: string;
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}/v1`;
});
afterAll(() => h?.close());

it('reads and writes with typed paths, parameters, bodies and errors', async () => {
  const ws = await h.workspace({ seed: true });
  const api = createConciergeClient({ apiUrl, apiKey: (await ws.key({ mode: 'test' })).key });
  const { data, error } = await api.GET('/v1/follow-ups', { params: { query: { status: 'open', limit: 20 } } });
  if (error) throw new Error(`${error.code}: ${error.message} (request ${error.requestId})`);
  expect(data.items.length).toBeGreaterThan(0);
  expect(data.items.every((f) => f.status === 'open')).toBe(true);

  const id = data.items[0]!.id;
  const answered = await api.POST('/v1/follow-ups/{id}/answer', {
    params: { path: { id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
    body: { answer: 'Yes, we support SSO.' },
  });
  expect(answered.data).toMatchObject({ id, status: 'answered', answer: 'Yes, we support SSO.' });

  const missing = await api.GET('/v1/follow-ups/{id}', { params: { path: { id: crypto.randomUUID() } } });
  expect(missing.response.status).toBe(404);
  expect(missing.error).toMatchObject({
    status: 404,
    code: 'not-found',
    requestId: missing.response.headers.get('request-id'),
  });
});
