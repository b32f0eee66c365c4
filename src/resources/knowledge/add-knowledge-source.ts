import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { KnowledgeSource } from './schemas.js';
import { addSource } from './service.js';

export const addKnowledgeSourceRoute = defineRoute({
  method: 'POST',
  url: '/knowledge/bases/:id/sources',
  operationId: 'addKnowledgeSource',
  location: (body: { id: string }) => `/v1/knowledge/sources/${body.id}`,
  summary: 'Add a URL or sitemap source to a base',
  description:
    'Body `{url, includeSubpages?}`. The source is created `pending` and read by the worker, normally within a minute or two; poll it to see `loaded` or `failed` (with `error`). The kind is `sitemap` when the URL serves an XML urlset or sitemapindex (gzip included), else `url`: it is guessed from the address here and settled when the URL is read. `includeSubpages` crawls pages below the URL (same host, same folder), up to 1,000 pages. Pages are read with a clear User-Agent (ConciergeBot) and robots.txt is obeyed (a robots.txt answering 5xx stops the read, per RFC 9309); each page may take 15 seconds and 2 MB after decompression, with up to 5 redirects; HTML (main content only), plain text and Markdown are read, anything else fails as not HTML. Private, loopback and link-local addresses are refused unless the server allows them (SVC_OUTBOUND_ALLOW): an address literal here (400), a name that resolves to one when it is read.',
  tags: ['knowledge'],
  auth: { scope: 'knowledge:write' },
  status: 201,
  schema: {
    params: IdParams,
    body: Type.Object({
      url: Type.String({ format: 'uri', maxLength: 2048, description: 'an http or https URL' }),
      includeSubpages: Type.Optional(Type.Boolean({ default: false, description: 'crawl the site from that page' })),
    }),
    response: { 201: Type.Ref(KnowledgeSource) },
  },
  handler: async ({ deps, tx, params, body }) => addSource(deps, tx, params.id, body),
});
