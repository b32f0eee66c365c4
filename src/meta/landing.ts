import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { SERVICE_VERSION } from '../contract/version.js';

const Index = Type.Object({
  name: Type.String(),
  description: Type.String(),
  version: Type.String({ description: 'the version of this build' }),
  apiVersion: Type.String({ description: 'the API version its paths start with' }),
  links: Type.Object({
    api: Type.String(),
    reference: Type.String(),
    openapi: Type.String(),
    health: Type.String(),
    readiness: Type.String(),
  }),
});

/** Paths, not absolute URLs: they stay right behind any proxy and on any port. */
const index = () => ({
  name: 'Concierge',
  description: 'Conversational agents for company websites: the HTTP API. Make a key with `npx svc keys create`.',
  version: SERVICE_VERSION,
  apiVersion: 'v1',
  links: { api: '/v1', reference: '/docs', openapi: '/v1/openapi.json', health: '/healthz', readiness: '/readyz' },
});

const landing = (url: string, root: boolean, operationId: string) =>
  defineRoute({
    method: 'GET',
    url,
    root,
    operationId,
    summary: 'Where to start: links to the reference, the OpenAPI document and health',
    description: 'A small JSON index for newcomers; no key needed.',
    tags: ['meta'],
    auth: { public: true },
    hidden: true,
    transaction: 'none',
    schema: { response: { 200: Index } },
    handler: async () => index(),
  });

export const rootIndexRoute = landing('/', true, 'getIndex');
/** `GET /v1`, where the base URL the server prints leads. */
export const apiIndexRoute = landing('', false, 'getApiIndex');
