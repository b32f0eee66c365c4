// The PDF reader's own thread: PDF.js parses a large file for many seconds of
// CPU, and on the server's thread that stalls every other request (a 10 MB PDF
// took 15-25 s). This file runs in a worker_threads Worker started by
// `readPdf` (pdf.ts), one per upload. It imports nothing of the project but
// unpdf, and uses only erasable TypeScript, so Node runs it as it is in tests
// (type stripping) and as compiled JavaScript from dist/.
import { parentPort, threadId } from 'node:worker_threads';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';

/** What the server thread sends: the file's bytes (transferred, not copied) and the page limit. */
export interface PdfJob {
  bytes: Uint8Array;
  maxPages: number;
}

/** What comes back: the pages' text, or why PDF.js could not give it. */
export type PdfReply =
  | { ok: true; title: string | null; pages: string[]; thread: number }
  | { ok: false; reason: 'password' | 'damaged' | 'too-many-pages'; pages: number };

async function read(job: PdfJob): Promise<PdfReply> {
  let numPages = 0;
  try {
    const doc = await getDocumentProxy(job.bytes, { verbosity: 0, isEvalSupported: false, stopAtErrors: false });
    try {
      numPages = doc.numPages;
      if (numPages > job.maxPages) return { ok: false, reason: 'too-many-pages', pages: numPages };
      const info = (await getMeta(doc).catch(() => null))?.info as { Title?: unknown } | undefined;
      const title = typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim() : null;
      const pages = (await extractText(doc, { mergePages: false })).text;
      return { ok: true, title, pages, thread: threadId };
    } finally {
      await doc.destroy().catch(() => undefined);
    }
  } catch (err) {
    const name = (err as Error | null)?.name;
    return { ok: false, reason: name === 'PasswordException' ? 'password' : 'damaged', pages: numPages };
  }
}

parentPort?.once('message', (job: PdfJob) => {
  void read(job).then((reply) => parentPort?.postMessage(reply));
});
