/**
 * Minimal valid PDFs written by hand (PDF 1.4, one object per line, a correct
 * cross-reference table), so the upload tests read real files without fixtures
 * on disk: one page per entry of `pages`, each line of a page drawn with the
 * standard Helvetica font; a page with no lines has no text objects at all
 * (what a scanned page without OCR looks like to a text extractor).
 */
const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

export function makePdf(pages: string[][], opts: { title?: string } = {}): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, i) => {
    const pageId = pageIds[i]!;
    const stream =
      lines.length === 0
        ? '0 0 1 rg 72 72 200 200 re f'
        : `BT /F1 12 Tf 14 TL 72 720 Td ${lines.map((l) => `(${escapePdf(l)}) Tj T*`).join(' ')} ET`;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  if (opts.title) objects[infoId] = `<< /Title (${escapePdf(opts.title)}) >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R${opts.title ? ` /Info ${infoId} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
