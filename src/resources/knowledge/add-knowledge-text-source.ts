import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { KnowledgeSource } from './schemas.js';
import { addTextSource, MAX_SOURCE_TITLE_CHARS, MAX_TEXT_CHARS } from './service.js';

export const addKnowledgeTextSourceRoute = defineRoute({
  method: 'POST',
  url: '/knowledge/bases/:id/sources/text',
  operationId: 'addKnowledgeTextSource',
  location: (body: { id: string }) => `/v1/knowledge/sources/${body.id}`,
  summary: 'Add a pasted text source to a base',
  description: `Body \`{title, text}\`: text in Markdown or plain (up to ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters; longer documents go in as several sources), a title (up to ${MAX_SOURCE_TITLE_CHARS} characters) that citations show. The text is chunked by its headings and paragraphs like a page and indexed in this call, so the source is created \`loaded\` (kind \`text\`, \`url\` null) and retrieve, ask and the agents answer from it at once. A base refresh leaves text sources alone; delete the source to take it back. An addition to the contract (which adds text sources only in the dashboard, and the dashboard calls this).`,
  tags: ['knowledge'],
  auth: { scope: 'knowledge:write' },
  status: 201,
  schema: {
    params: IdParams,
    body: Type.Object({
      title: Type.String({
        minLength: 1,
        maxLength: MAX_SOURCE_TITLE_CHARS,
        description: 'shown in citations and source lists',
      }),
      text: Type.String({
        minLength: 1,
        maxLength: MAX_TEXT_CHARS,
        description: 'Markdown or plain text; `#` headings start sections',
      }),
    }),
    response: { 201: Type.Ref(KnowledgeSource) },
  },
  handler: async ({ deps, tx, params, body }) => addTextSource(deps, tx, params.id, body),
});
