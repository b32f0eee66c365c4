import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { ApiError, invalidRequest } from '../../../contract/errors.js';
import { extractPlain, type Block } from './extract.js';

/** Largest PDF accepted, decoded (the contract leaves it open; 10 MiB holds a few hundred pages of text). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** The same limit as base64 text, as the upload's JSON body carries it. */
export const MAX_PDF_BASE64_CHARS = Math.ceil(MAX_PDF_BYTES / 3) * 4;
/** Pages read at most: a PDF past it is refused rather than half indexed. */
export const MAX_PDF_PAGES = 2000;
/** Text kept from one PDF: as much as a pasted text source may hold, times ten. */
export const MAX_PDF_TEXT_CHARS = 2_000_000;

export interface PdfText {
  /** The document's own title (its Info dictionary), when it has one. */
  title: string | null;
  pages: number;
  blocks: Block[];
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The upload's bytes from its base64 text (whitespace and a `data:` prefix tolerated); 400 or 413 otherwise. */
export function decodePdfBase64(data: string): Buffer {
  const text = data.replace(/^data:application\/pdf;base64,/i, '').replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text))
    throw invalidRequest('pdf must be the PDF file encoded as base64.', 'pdf');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > MAX_PDF_BYTES)
    throw new ApiError('payload-too-large', `The PDF is over ${MAX_PDF_BYTES / 1024 / 1024} MB.`);
  return bytes;
}

// NUL and lone surrogates cannot be stored as text; PDFs' font maps produce both.
const unstorable = (s: string) =>
  s.replace(/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');

/**
 * The text of a PDF, read with unpdf (PDF.js) on this server: the pages' text
 * in reading order as paragraphs (blank lines, else the page, separate them).
 * Refusals are 422s with their own code: not a PDF at all, one that PDF.js
 * cannot open (damaged, encrypted), and one with no text (a scan without OCR).
 * CPU only: no network, no transaction (callers run it in a route's `prepare`).
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0)
    throw new ApiError('not-a-pdf', 'The file is not a PDF: it does not start with %PDF-.');
  let pages: string[];
  let title: string | null = null;
  try {
    // A copy: PDF.js takes ownership of (detaches) the buffer it reads.
    const doc = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      isEvalSupported: false,
      stopAtErrors: false,
    });
    try {
      if (doc.numPages > MAX_PDF_PAGES)
        throw new ApiError('pdf-unreadable', `The PDF has ${doc.numPages} pages; at most ${MAX_PDF_PAGES} are read.`);
      const info = (await getMeta(doc).catch(() => null))?.info as { Title?: unknown } | undefined;
      if (typeof info?.Title === 'string' && info.Title.trim()) title = unstorable(info.Title.trim()).slice(0, 200);
      pages = (await extractText(doc, { mergePages: false })).text;
    } finally {
      await doc.destroy().catch(() => undefined);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const name = (err as Error | null)?.name;
    const why =
      name === 'PasswordException' ? 'it is password-protected' : 'it is damaged, or uses features PDF.js cannot read';
    throw new ApiError('pdf-unreadable', `The PDF could not be read: ${why}.`);
  }
  const blocks: Block[] = [];
  let chars = 0;
  for (const page of pages) {
    const text = unstorable(page);
    chars += text.length;
    if (chars > MAX_PDF_TEXT_CHARS)
      throw new ApiError(
        'payload-too-large',
        `The PDF holds over ${MAX_PDF_TEXT_CHARS.toLocaleString('en-US')} characters of text; split it into smaller files.`,
      );
    blocks.push(...extractPlain(text).blocks);
  }
  if (blocks.length === 0)
    throw new ApiError(
      'pdf-has-no-text',
      'The PDF has no text to index: it looks like a scan (images of pages). Run OCR on it, or paste its text as a text source.',
    );
  return { title, pages: pages.length, blocks };
}
