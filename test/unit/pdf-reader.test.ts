import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../helpers/pdf.js';
import { MAX_PDF_PAGES, readPdf } from '../../src/resources/knowledge/ingest/pdf.js';

// The upload routes' 422s are covered end to end in test/integration/knowledge-uploads.test.ts on both
// databases; this file is about where the reading runs: in a worker thread, never on the server's own.
describe('readPdf', () => {
  it("reads on a worker thread, so a large PDF's CPU does not stall the server's event loop", async () => {
    const pdf = makePdf([['Orders ship in two days.'], ['Returns are free.']], { title: 'Policies' });
    const read = await readPdf(pdf);
    expect(read).toMatchObject({ title: 'Policies', pages: 2 });
    expect(read.blocks.map((b) => b.text).join(' ')).toMatch(/two days.*free/);
    expect(read.thread).not.toBe(threadId);
    expect(read.thread).toBeGreaterThan(0);
    // The caller's buffer stays whole: the reader gets a copy.
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('reads uploads that arrive together, one after another or side by side, each to its own text', async () => {
    const texts = Array.from({ length: 4 }, (_, i) => `Document number ${i} talks about topic ${i * 7}.`);
    const reads = await Promise.all(texts.map((t) => readPdf(makePdf([[t]]))));
    expect(reads.map((r) => r.blocks[0]?.text)).toEqual(texts);
  });

  it('maps what the reader could not do to the 422 codes', async () => {
    await expect(readPdf(makePdf([[], []]))).rejects.toMatchObject({ code: 'pdf-has-no-text' });
    await expect(readPdf(Buffer.from('%PDF-1.4\n'))).rejects.toMatchObject({ code: 'pdf-unreadable' });
    await expect(readPdf(Buffer.from('hello'))).rejects.toMatchObject({ code: 'not-a-pdf' });
    const tooLong = makePdf(Array.from({ length: MAX_PDF_PAGES + 1 }, () => ['x']));
    await expect(readPdf(tooLong)).rejects.toMatchObject({ code: 'pdf-unreadable', message: /at most 2,000/ });
  });
});
