/**
 * What reading a large PDF costs the server's event loop: PDF.js runs in a
 * worker thread (src/resources/knowledge/ingest/pdf-worker.ts), so requests
 * that arrive meanwhile are answered at once instead of after the file.
 *
 *   node --import tsx bench/pdf.ts
 *
 * A generated PDF of BENCH_PDF_PAGES pages (default 1,000, about 2 MB and
 * 1.5 million characters) is read three times; printed: the reading's wall time
 * and the longest stall of this thread's event loop while it ran (what every
 * other request would have waited). Figures in docs/performance.md.
 */
import { makePdf } from '../test/helpers/pdf.js';
import { readPdf } from '../src/resources/knowledge/ingest/pdf.js';

const PAGES = Number(process.env.BENCH_PDF_PAGES ?? 1000);
const pdf = makePdf(
  Array.from({ length: PAGES }, (_, p) =>
    Array.from({ length: 25 }, (_, l) => `Page ${p} line ${l} says the warranty covers part ${p * 25 + l}.`),
  ),
);
console.log(`PDF: ${PAGES} pages, ${(pdf.length / 1e6).toFixed(1)} MB`);
for (let run = 1; run <= 3; run++) {
  // A timer that should fire every 5 ms: the longest gap between its firings (and up to the end) is the stall.
  let last = performance.now();
  let stall = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
  }, 5);
  const t0 = performance.now();
  const read = await readPdf(pdf);
  const end = performance.now();
  clearInterval(tick);
  stall = Math.max(stall, end - last);
  console.log(
    `run ${run}: read ${read.pages} pages in ${((end - t0) / 1000).toFixed(1)} s; event loop stalled at most ${stall.toFixed(0)} ms`,
  );
}
