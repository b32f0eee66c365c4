import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError, invalidRequest } from '../../../contract/errors.js';
import { extractPlain, type Block } from './extract.js';
import type { PdfJob, PdfReply } from './pdf-worker.js';

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
  /** The worker thread PDF.js ran on (never the server's own, 0): what says the reading left the event loop. */
  thread: number;
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

/** PDFs read at once: one core is left to the server's own thread, so requests keep their answers coming. */
const MAX_READERS = Math.max(1, availableParallelism() - 1);
/** A reader's heap: a 10 MB PDF needs a few hundred MB in PDF.js; past this the worker dies, not the server. */
const READER_HEAP_MB = 768;
/** A PDF whose reading takes longer than this is refused as too complex (the worker is stopped). */
const READER_MAX_MS = 5 * 60_000;

// In tests the service runs from src/ (Node strips the types of the worker file); in production from dist/.
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url);

let reading = 0;
const waiting: Array<() => void> = [];

/** Runs `fn` once fewer than MAX_READERS PDFs are being read; uploads past that wait their turn. */
async function inTurn<T>(fn: () => Promise<T>): Promise<T> {
  if (reading >= MAX_READERS) await new Promise<void>((resolve) => waiting.push(resolve));
  else reading++;
  try {
    return await fn();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else reading--;
  }
}

/**
 * One PDF read by PDF.js in a worker thread of its own. Running out of its heap
 * or time reads as `damaged` (the file is the cause); any other failure of the
 * worker (it could not start) rejects, a fault of this server and not of the file.
 */
function readInWorker(bytes: Uint8Array): Promise<PdfReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB } });
    let settled = false;
    const finish = (then: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      then();
    };
    const done = (reply: PdfReply) => finish(() => resolve(reply));
    const timer = setTimeout(() => done({ ok: false, reason: 'damaged', pages: 0 }), READER_MAX_MS);
    worker.once('message', (reply: PdfReply) => done(reply));
    worker.once('error', (err: Error & { code?: string }) =>
      err.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? done({ ok: false, reason: 'damaged', pages: 0 })
        : finish(() => reject(err)),
    );
    worker.once('exit', () => finish(() => reject(new Error('The PDF reader stopped without an answer.'))));
    // A copy, transferred: PDF.js takes ownership of (detaches) the buffer it reads, and the caller keeps its own.
    const copy = new Uint8Array(bytes);
    const job: PdfJob = { bytes: copy, maxPages: MAX_PDF_PAGES };
    worker.postMessage(job, [copy.buffer]);
  });
}

/**
 * The text of a PDF, read with unpdf (PDF.js) on this server, in a worker
 * thread (pdf-worker.ts) so the CPU it takes does not stall other requests:
 * the pages' text in reading order as paragraphs (blank lines, else the page,
 * separate them). Refusals are 422s with their own code: not a PDF at all, one
 * that PDF.js cannot open (damaged, encrypted), and one with no text (a scan
 * without OCR). No network, no transaction (callers run it in a route's `prepare`).
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0)
    throw new ApiError('not-a-pdf', 'The file is not a PDF: it does not start with %PDF-.');
  const reply = await inTurn(() => readInWorker(bytes));
  if (!reply.ok) {
    if (reply.reason === 'too-many-pages')
      throw new ApiError('pdf-unreadable', `The PDF has ${reply.pages} pages; at most ${MAX_PDF_PAGES} are read.`);
    const why =
      reply.reason === 'password'
        ? 'it is password-protected'
        : 'it is damaged, too complex, or uses features PDF.js cannot read';
    throw new ApiError('pdf-unreadable', `The PDF could not be read: ${why}.`);
  }
  const title = reply.title ? unstorable(reply.title).slice(0, 200) : null;
  const pages = reply.pages;
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
  return { title, pages: pages.length, blocks, thread: reply.thread };
}
