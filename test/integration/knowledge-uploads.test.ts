import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { makePdf } from '../helpers/pdf.js';
import { seededRandom } from '../../src/lib/random.js';
import { MAX_PDF_BYTES } from '../../src/resources/knowledge/ingest/pdf.js';
import { MAX_TEXT_CHARS } from '../../src/resources/knowledge/service.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

/** A live client and the personal base of a fresh agent. */
async function world() {
  const ws = await h.workspace();
  const api = await ws.live();
  const agent = (await api.post('/v1/agents', { name: 'Docs' })).body;
  return { ws, api, agent, base: agent.personalBaseId as string };
}

const b64 = (b: Buffer) => b.toString('base64');

describe('text sources in /v1', () => {
  it('adds pasted text, loaded at once, and answers from it with a citation', async () => {
    const w = await world();
    const res = await w.api.post(`/v1/knowledge/bases/${w.base}/sources/text`, {
      title: 'Warranty terms',
      text: '# Warranty\n\nEvery kettle carries a warranty of seven years from the day of purchase.\n\n## Claims\n\nClaims are made by email with the receipt attached.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'text', name: 'Warranty terms', url: null, status: 'loaded', error: null });
    expect(res.headers.location).toBe(`/v1/knowledge/sources/${res.body.id}`);
    expect((await w.api.get(`/v1/knowledge/sources/${res.body.id}`)).body).toEqual(res.body);
    const hits = await w.api.post('/v1/knowledge/retrieve', { query: 'kettle warranty', agentId: w.agent.id });
    expect(hits.body.results[0]).toMatchObject({ sourceId: res.body.id, sourceTitle: 'Warranty terms', url: null });
    const ask = await w.api.post('/v1/knowledge/ask', {
      question: 'How long is the warranty on a kettle?',
      agentId: w.agent.publicId,
    });
    expect(ask.body.answer).toMatch(/seven years/);
    expect(ask.body.citations[0]).toMatchObject({ title: 'Warranty terms', sourceId: res.body.id });
    // Deleting it takes it back.
    expect((await w.api.delete(`/v1/knowledge/sources/${res.body.id}`)).status).toBe(204);
    expect(
      (await w.api.post('/v1/knowledge/retrieve', { query: 'kettle warranty', agentId: w.agent.id })).body.results,
    ).toEqual([]);
  });

  it('refuses bad text with the field at fault, writes nothing, and needs knowledge:write', async () => {
    const w = await world();
    const url = `/v1/knowledge/bases/${w.base}/sources/text`;
    const bad: Array<[unknown, string]> = [
      [{ title: 'x' }, 'text'],
      [{ text: 'x' }, 'title'],
      [{ title: '   ', text: 'Some text.' }, 'title'],
      [{ title: 'x', text: ' \n\n ' }, 'text'],
      [{ title: 'x'.repeat(201), text: 'Some text.' }, 'title'],
      [{ title: 'x', text: 'y'.repeat(MAX_TEXT_CHARS + 1) }, 'text'],
      [{ title: 'x', text: 42 }, 'text'],
    ];
    for (const [body, param] of bad) {
      const res = await w.api.post(url, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid-request', param });
    }
    expect((await w.api.get(`/v1/knowledge/sources?baseId=${w.base}`)).body.items).toEqual([]);
    expect(
      (await w.api.post(`/v1/knowledge/bases/${crypto.randomUUID()}/sources/text`, { title: 'x', text: 'y' })).status,
    ).toBe(404);
    const reader = w.ws.client((await w.ws.key({ scopes: ['knowledge:read', 'knowledge:query'] })).key);
    expect((await reader.post(url, { title: 'x', text: 'y' })).body.code).toBe('insufficient-scope');
    // The largest text accepted goes in, chunked.
    const long = Array.from({ length: 2000 }, (_, i) => `Sentence number ${i} is about topic ${i % 37}.`).join(' ');
    const ok = await w.api.post(url, { title: 'Long', text: long.slice(0, MAX_TEXT_CHARS) });
    expect(ok.status).toBe(201);
    // An Idempotency-Key replays the same source instead of adding a second one.
    const again = await w.api.post(url, { title: 'Once', text: 'Only once.' }, { idem: 'text-once' });
    const replay = await w.api.post(url, { title: 'Once', text: 'Only once.' }, { idem: 'text-once' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.id).toBe(again.body.id);
  });
});

describe('PDF sources in /v1', () => {
  it('reads the text of a real PDF on the server and answers from it', async () => {
    const w = await world();
    const pdf = makePdf(
      [
        ['Returns policy', 'Unused bicycles may be returned within thirty days for a full refund.'],
        ['Shipping', 'Bicycles ship in a reusable crate (assembly takes ten minutes).'],
      ],
      { title: 'Store policies' },
    );
    const res = await w.api.post(`/v1/knowledge/bases/${w.base}/sources/pdf`, { pdf: b64(pdf), filename: 'p.pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'file', name: 'Store policies', url: null, status: 'loaded' });
    expect(res.headers.location).toBe(`/v1/knowledge/sources/${res.body.id}`);
    const ask = await w.api.post('/v1/knowledge/ask', {
      question: 'Within how many days can I return a bicycle?',
      agentId: w.agent.id,
    });
    expect(ask.body.answer).toMatch(/thirty days/);
    expect(ask.body.citations[0]).toMatchObject({ title: 'Store policies', sourceId: res.body.id, url: null });
    const page2 = await w.api.post('/v1/knowledge/retrieve', { query: 'reusable crate assembly', agentId: w.agent.id });
    expect(page2.body.results[0].text).toMatch(/reusable crate/);
    // Names: the title given wins, then the PDF's own title, then the file name, then a default.
    const untitled = makePdf([['Opening hours are nine to five.']]);
    const named = async (body: object) =>
      (await w.api.post(`/v1/knowledge/bases/${w.base}/sources/pdf`, { pdf: b64(untitled), ...body })).body.name;
    expect(await named({ title: 'Hours', filename: 'h.pdf' })).toBe('Hours');
    expect(await named({ filename: 'opening-hours.PDF' })).toBe('opening-hours');
    expect(await named({})).toBe('PDF document');
    // A data: URL prefix (what a browser's FileReader gives) is accepted.
    const dataUrl = await w.api.post(`/v1/knowledge/bases/${w.base}/sources/pdf`, {
      pdf: `data:application/pdf;base64,${b64(untitled)}`,
    });
    expect(dataUrl.status).toBe(201);
  });

  it('refuses a scan without text, a file that is not a PDF, and one over the size limit, writing nothing', async () => {
    const w = await world();
    const url = `/v1/knowledge/bases/${w.base}/sources/pdf`;
    const scan = await w.api.post(url, { pdf: b64(makePdf([[], []])) });
    expect(scan.status).toBe(422);
    expect(scan.body).toMatchObject({ code: 'pdf-has-no-text' });
    expect(scan.body.message).toMatch(/OCR/);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await w.api.post(url, { pdf: b64(png) })).body).toMatchObject({ status: 422, code: 'not-a-pdf' });
    expect((await w.api.post(url, { pdf: b64(Buffer.from('plain words')) })).body.code).toBe('not-a-pdf');
    expect((await w.api.post(url, { pdf: 'not base64!' })).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'pdf',
    });
    // Over 10 MB decoded: 413, whether the body limit or the decoded size says so.
    const big = Buffer.concat([makePdf([['x']]), Buffer.alloc(MAX_PDF_BYTES)]);
    expect((await w.api.post(url, { pdf: b64(big) })).body).toMatchObject({ status: 413, code: 'payload-too-large' });
    const over = Buffer.alloc(MAX_PDF_BYTES + 3);
    expect((await w.api.post(url, { pdf: b64(over).slice(0, -4) + 'AAAA' })).status).toBe(413);
    expect((await w.api.get(`/v1/knowledge/sources?baseId=${w.base}`)).body.items).toEqual([]);
    expect(
      (
        await w.api.post(`/v1/knowledge/bases/${crypto.randomUUID()}/sources/pdf`, {
          pdf: b64(makePdf([['Hi there.']])),
        })
      ).status,
    ).toBe(404);
  });

  it('never answers 500 to a malformed PDF', async () => {
    const w = await world();
    const url = `/v1/knowledge/bases/${w.base}/sources/pdf`;
    const good = makePdf([['Fuzzing keeps the reader honest about broken files.']], { title: 'Fuzz' });
    const random = seededRandom(2911);
    const cases: Buffer[] = [
      Buffer.from('%PDF-1.4\n'),
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'),
      good.subarray(0, Math.floor(good.length / 2)),
      Buffer.from(good.toString('latin1').replace('/Count 1', '/Count 99999999'), 'latin1'),
      Buffer.from(good.toString('latin1').replace(/startxref\n\d+/, 'startxref\n999999'), 'latin1'),
      Buffer.from(good.toString('latin1').replace('/Length', '/Length 99999 /Junk'), 'latin1'),
    ];
    for (let i = 0; i < 12; i++) {
      const copy = Buffer.from(good);
      for (let k = 0; k < 20; k++) copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256);
      copy.write('%PDF-1.4', 0, 'latin1');
      cases.push(copy);
    }
    const seen = new Set<string>();
    for (const [i, pdf] of cases.entries()) {
      const res = await w.api.post(url, { pdf: b64(pdf) });
      expect([201, 422], `case ${i}: ${JSON.stringify(res.body).slice(0, 200)}`).toContain(res.status);
      seen.add(`${res.status} ${res.body.code ?? ''}`);
      if (res.status === 422) expect(['pdf-unreadable', 'pdf-has-no-text']).toContain(res.body.code);
    }
    // The cases reach every outcome: read anyway, refused as damaged, and read with no text left.
    expect([...seen].sort()).toEqual(['201 ', '422 pdf-has-no-text', '422 pdf-unreadable']);
  });
});
