import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { KnowledgeSource } from './schemas.js';
import { addPdfSource, MAX_SOURCE_TITLE_CHARS } from './service.js';
import { decodePdfBase64, MAX_PDF_BASE64_CHARS, MAX_PDF_PAGES, readPdf } from './ingest/pdf.js';

/**
 * A one-page PDF saying "Orders ship in two days." (written by test/helpers/pdf.ts): the field's example, so
 * the document and `svc api uploadKnowledgePdf --help` show a call that really works.
 */
const SAMPLE_PDF_BASE64 =
  'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFs0IDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL1R5cGUxIC9CYXNlRm9udCAvSGVsdmV0aWNhID4+CmVuZG9iago0IDAgb2JqCjw8IC9UeXBlIC9QYWdlIC9QYXJlbnQgMiAwIFIgL01lZGlhQm94IFswIDAgNjEyIDc5Ml0gL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgMyAwIFIgPj4gPj4gL0NvbnRlbnRzIDUgMCBSID4+CmVuZG9iago1IDAgb2JqCjw8IC9MZW5ndGggNjQgPj4Kc3RyZWFtCkJUIC9GMSAxMiBUZiAxNCBUTCA3MiA3MjAgVGQgKE9yZGVycyBzaGlwIGluIHR3byBkYXlzLikgVGogVCogRVQKZW5kc3RyZWFtCmVuZG9iagp4cmVmCjAgNgowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1OCAwMDAwMCBuIAowMDAwMDAwMTE1IDAwMDAwIG4gCjAwMDAwMDAxODUgMDAwMDAgbiAKMDAwMDAwMDMxMSAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDYgL1Jvb3QgMSAwIFIgPj4Kc3RhcnR4cmVmCjQyNQolJUVPRgo=';

/** The JSON around the base64 text: the title, the file name and the punctuation. */
const ENVELOPE_BYTES = 16 * 1024;

const titleOf = (given: string | undefined, own: string | null, filename: string | undefined) =>
  given?.trim() || own || filename?.trim().replace(/\.pdf$/i, '') || 'PDF document';

export const uploadKnowledgePdfRoute = defineRoute({
  method: 'POST',
  url: '/knowledge/bases/:id/sources/pdf',
  operationId: 'uploadKnowledgePdf',
  location: (body: { id: string }) => `/v1/knowledge/sources/${body.id}`,
  summary: 'Upload a PDF as a source of a base',
  description: `Body \`{data, title?, filename?}\`: \`data\` is the PDF file as base64 (JSON keeps the API one format for keys, the CLI, MCP and the dashboard), at most 10 MB decoded (413 payload-too-large beyond, and for over 2,000,000 characters of text) and ${MAX_PDF_PAGES.toLocaleString('en-US')} pages. The text is extracted on the server with unpdf (PDF.js) before any write, chunked by paragraphs like any source and indexed in this call: the source is created \`loaded\` (kind \`file\`, \`url\` null). Its name is \`title\`, else the PDF's own title, else \`filename\` without \`.pdf\`. 422 with a code when the file cannot become a source: \`not-a-pdf\` (it does not start with %PDF-), \`pdf-unreadable\` (damaged or password-protected), \`pdf-has-no-text\` (a scan without a text layer: run OCR first or paste the text as a text source). Images are not read. An addition to the contract (which adds PDFs only in the dashboard, and the dashboard calls this).`,
  tags: ['knowledge'],
  auth: { scope: 'knowledge:write' },
  status: 201,
  errors: [422],
  bodyLimit: MAX_PDF_BASE64_CHARS + ENVELOPE_BYTES,
  schema: {
    params: IdParams,
    body: Type.Object({
      pdf: Type.String({
        minLength: 1,
        // Up to the body limit: a base64 text over 10 MB decoded is a 413, not a validation error.
        maxLength: MAX_PDF_BASE64_CHARS + ENVELOPE_BYTES,
        contentEncoding: 'base64',
        contentMediaType: 'application/pdf',
        examples: [SAMPLE_PDF_BASE64],
        description: 'the PDF file, base64-encoded (a `data:application/pdf;base64,` prefix is accepted)',
      }),
      title: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: MAX_SOURCE_TITLE_CHARS,
          description: "shown in citations; default the PDF's own title, else the file name",
        }),
      ),
      filename: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 255,
          description: 'the file name, used as the title when nothing else names it',
        }),
      ),
    }),
    response: { 201: Type.Ref(KnowledgeSource) },
  },
  // PDF.js runs in a worker thread (ingest/pdf-worker.ts), before the transaction opens, never inside it.
  prepare: async ({ body }) => readPdf(decodePdfBase64(body.pdf)),
  handler: async ({ deps, tx, params, body, prepared }) =>
    addPdfSource(deps, tx, params.id, {
      title: titleOf(body.title, prepared.title, body.filename),
      blocks: prepared.blocks,
    }),
});
