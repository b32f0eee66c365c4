import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { defineRoute } from '../http/route.js';

/**
 * The API reference page: Redoc (the npm package `redoc`, its standalone
 * bundle) renders the served OpenAPI document. Everything comes from this
 * server, so the page works offline and behind a firewall; nothing is loaded
 * from a CDN and no telemetry exists in this version.
 */
const require = createRequire(import.meta.url);
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');
const REDOC_VERSION = (
  JSON.parse(fs.readFileSync(path.join(path.dirname(REDOC_BUNDLE), '..', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
/** Versioned, so browsers may keep it for a year and a new Redoc is fetched at once. */
const BUNDLE_PATH = `/docs/assets/redoc-${REDOC_VERSION}.standalone.js`;
const INIT_PATH = '/docs/assets/reference.js';

/**
 * The sidebar's "API docs by Redocly" link shows a logo from Redocly's CDN
 * (unconditionally in 2.5.4). The served bundle points it at an empty inline
 * image instead: the page makes no request off this server.
 */
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const LOCAL_LOGO = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/**
 * The bundle inserts perfect-scrollbar's stylesheet while it loads, before
 * Redoc.init can hand styled-components the page's nonce; the policy allows
 * that one stylesheet (and the empty element it starts as) by hash. The hashes
 * belong to redoc 2.5.4, pinned exactly in package.json: after an upgrade the
 * browser test names the new hash in its console error.
 */
const BUNDLE_STYLE_HASHES = [
  "'sha256-QMIg+bpjm3JdElJ388KYke01izlUW0UoNOeKjpMxdgc='",
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
];

let bundle: Buffer | null = null;

function loadBundle(): Buffer {
  return Buffer.from(fs.readFileSync(REDOC_BUNDLE, 'utf8').replaceAll(CDN_LOGO, LOCAL_LOGO), 'utf8');
}

/**
 * Scripts only from this server, no eval; styles from this server, carrying
 * the page's nonce (Redoc's styled-components take it through the `nonce`
 * option) or the bundle's one known stylesheet; the search index runs in a
 * worker Redoc starts from a blob; data only from this server. Nothing may
 * frame the page.
 */
function csp(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}' ${BUNDLE_STYLE_HASHES.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function secure(reply: FastifyReply): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-resource-policy', 'same-origin');
}

/** The two APIs the page renders, one at a time; the links at the top switch between them. */
const REFERENCES = {
  management: { path: '/docs', spec: '/v1/openapi.json', title: 'Concierge API reference' },
  runtime: { path: '/docs/runtime', spec: '/runtime/v1/openapi.json', title: 'Concierge runtime API reference' },
} as const;

const page = (nonce: string, which: keyof typeof REFERENCES) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${REFERENCES[which].title}</title>
<link rel="icon" href="data:,">
</head>
<body>
<nav aria-label="APIs"><a href="${REFERENCES.management.path}"${which === 'management' ? ' aria-current="page"' : ''}>Management API (/v1)</a> · <a href="${REFERENCES.runtime.path}"${which === 'runtime' ? ' aria-current="page"' : ''}>Runtime API (/runtime/v1)</a></nav>
<div id="reference" data-spec-url="${REFERENCES[which].spec}" data-nonce="${nonce}"></div>
<script src="${BUNDLE_PATH}"></script>
<script src="${INIT_PATH}"></script>
</body>
</html>
`;

/** Starts Redoc on the served document (a file, not an inline script, so the policy allows no inline script). */
const INIT = `(function () {
  var el = document.getElementById('reference');
  Redoc.init(el.dataset.specUrl, {
    nonce: el.dataset.nonce,
    expandResponses: '200,201,202',
    requiredPropsFirst: true,
    jsonSampleExpandLevel: 4,
    hideDownloadButton: false,
    theme: { typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' }, code: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } } }
  }, el);
})();
`;

const Html = Type.Unsafe<string>({ type: 'string', description: 'an HTML page' });
const Script = Type.Unsafe<string>({ type: 'string', description: 'JavaScript' });

const common = {
  root: true,
  tags: ['meta'],
  auth: { public: true } as const,
  hidden: true,
  transaction: 'none' as const,
};

export const docsPageRoute = defineRoute({
  ...common,
  method: 'GET',
  url: '/docs',
  operationId: 'getReferencePage',
  summary: 'The API reference page',
  description: 'Redoc rendering GET /v1/openapi.json, served by this server.',
  schema: { response: { 200: Html } },
  handler: async ({ reply }) => referencePage(reply, 'management'),
});

function referencePage(reply: FastifyReply, which: keyof typeof REFERENCES): string {
  const nonce = randomBytes(16).toString('base64');
  secure(reply)
    .header('content-security-policy', csp(nonce))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
  return page(nonce, which);
}

export const runtimeDocsPageRoute = defineRoute({
  ...common,
  method: 'GET',
  url: REFERENCES.runtime.path,
  operationId: 'getRuntimeReferencePage',
  summary: 'The runtime API reference page',
  description: 'Redoc rendering GET /runtime/v1/openapi.json, served by this server.',
  schema: { response: { 200: Html } },
  handler: async ({ reply }) => referencePage(reply, 'runtime'),
});

export const docsBundleRoute = defineRoute({
  ...common,
  method: 'GET',
  url: BUNDLE_PATH,
  operationId: 'getReferenceBundle',
  summary: 'Redoc, the renderer of the reference page',
  description: 'The standalone bundle of the npm package redoc, from node_modules.',
  schema: { response: { 200: Script } },
  handler: async ({ reply }) => {
    bundle ??= loadBundle();
    secure(reply)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('application/javascript; charset=utf-8');
    return bundle as unknown as string;
  },
});

export const docsInitRoute = defineRoute({
  ...common,
  method: 'GET',
  url: INIT_PATH,
  operationId: 'getReferenceInit',
  summary: 'Starts Redoc on the reference page',
  description: 'A few lines: Redoc.init on the served document.',
  schema: { response: { 200: Script } },
  handler: async ({ reply }) => {
    secure(reply).header('cache-control', 'no-cache').type('application/javascript; charset=utf-8');
    return INIT;
  },
});
