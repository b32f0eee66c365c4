import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardRig, startDashboard } from '../helpers/dashboard-browser.js';
import { makePdf } from '../helpers/pdf.js';
import { newId } from '../../src/lib/ids.js';
import { answerFollowUp, createFollowUp } from '../../src/resources/follow-ups/service.js';

/**
 * Knowledge from files and answers in Chromium against the real service: a PDF
 * uploaded through the Knowledge page's file input (read on the server in its
 * worker thread), asked about in "Try a question" with its citation, a scan
 * refused in words; a follow-up added to knowledge once, the second try refused
 * with the API's message; a new skill written on the Agent page. Checked through the API as well.
 */

let rig: DashboardRig;
let baseId: string;
const WAIT = { timeout: 30_000 };

beforeAll(async () => {
  rig = await startDashboard();
  const op = await rig.operator({ role: 'admin' });
  const agent = (await (await rig.ws.live()).post('/v1/agents', { name: 'Docs' })).body;
  baseId = agent.personalBaseId;
  await rig.signIn(op.email);
}, 300_000);

afterAll(async () => {
  await rig?.close();
});

describe('dashboard: PDF sources and follow-ups in knowledge', () => {
  it('uploads a PDF, answers a question from it with a citation, and refuses a scan in words', async () => {
    const { page } = rig;
    await rig.open('/knowledge', 'Knowledge');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Upload a PDF' }) });
    const pdf = makePdf([['Returns policy', 'Unused bicycles may be returned within thirty days for a full refund.']], {
      title: 'Store policies',
    });
    await form.getByLabel('PDF file').setInputFiles({ name: 'policies.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Upload PDF' }).click();
    const row = page.getByRole('row', { name: /Store policies/ });
    await expect.poll(() => row.textContent(), WAIT).toContain('loaded');
    expect(await rig.axe()).toEqual([]);
    const sources = (await (await rig.ws.live()).get(`/v1/knowledge/sources?baseId=${baseId}`)).body.items;
    expect(sources).toEqual([expect.objectContaining({ kind: 'file', name: 'Store policies', status: 'loaded' })]);

    const ask = page.locator('section', { has: page.getByRole('heading', { name: 'Try a question' }) });
    await ask.getByLabel('Question').fill('Within how many days can I return a bicycle?');
    await ask.getByRole('button', { name: 'Ask' }).click();
    await ask.getByRole('heading', { name: 'Citations' }).waitFor();
    expect(await ask.locator('.answer').textContent()).toContain('thirty days');
    expect(await ask.locator('.citations').textContent()).toContain('Store policies');

    // A scan (pages without a text layer): the API's 422 message, in words, and nothing added.
    const scan = makePdf([[], []]);
    await form.getByLabel('PDF file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan });
    await form.getByRole('button', { name: 'Upload PDF' }).click();
    await form.getByText(/no text to index.*OCR/).waitFor();
    expect((await (await rig.ws.live()).get(`/v1/knowledge/sources?baseId=${baseId}`)).body.items).toHaveLength(1);
  });

  it('adds an answered follow-up to knowledge once; the second try shows why not', async () => {
    const { page } = rig;
    const id = await rig.svc.h.db.tenantTx(rig.ws.id, async (tx) => {
      const created = await createFollowUp(rig.svc.h.deps, tx, {
        id: newId(),
        question: 'Do you rent out tandem bicycles?',
        createdAt: new Date(),
      });
      await answerFollowUp(rig.svc.h.deps, tx, created.id, 'Yes, tandems rent for 40 euros a day.');
      return created.id;
    });
    // The follow-up's own address: the list's filter and the selection are in the URL.
    await page.goto(`${rig.base}/app/follow-ups/${id}?status=answered`);
    await page.getByRole('heading', { level: 1, name: 'Follow-ups' }).waitFor();
    await page.getByRole('button', { name: 'Add to knowledge' }).click();
    await page.getByText(/Added to knowledge as/).waitFor();
    // Another screen (or a reload) offers the button again; the API refuses a second source.
    await page.reload();
    await page.getByRole('button', { name: 'Add to knowledge' }).click();
    await page.getByText(/already in knowledge as the source/).waitFor();
    const sources = (await (await rig.ws.live()).get(`/v1/knowledge/sources?baseId=${baseId}`)).body.items;
    const made = sources.filter((s: { name: string }) => s.name === 'Do you rent out tandem bicycles?');
    expect(made).toHaveLength(1);
    // The refusal links to the source it names (the 409's sourceId), marked on its base's page.
    await page.getByRole('link', { name: 'Open that source in Knowledge' }).click();
    await page.waitForURL(`${rig.base}/app/knowledge/${baseId}/sources/${made[0].id}`);
    const marked = page.locator('tr[aria-current="true"]');
    await marked.waitFor();
    expect(await marked.textContent()).toContain('Do you rent out tandem bicycles?');
    // The only failed requests are the two refusals this file asks for (the scan's 422, the second add's 409).
    const refused = /HTTP 422: POST .*\/sources\/pdf$|HTTP 409: POST .*\/knowledge$|status of (422|409)/;
    expect(rig.problems().filter((p) => !refused.test(p))).toEqual([]);
  });

  it('writes a new skill on the Agent page: propose shows the diff, apply creates it', async () => {
    const { page } = rig;
    await rig.open('/agent', 'Agent');
    await page.getByLabel(/^New skill/).fill('returns-desk');
    await page.getByRole('button', { name: 'Write a new skill' }).click();
    await page.getByLabel('Instructions').fill('When a visitor asks about returns, explain the thirty-day policy.');
    await page.getByRole('button', { name: 'Propose' }).click();
    await page.getByRole('region', { name: 'Proposal' }).waitFor();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/^Applied: returns-desk is now version 1\./).waitFor();
    // The list reloads with the new skill and the editor remounts on version 1: the outcome stays in view.
    await page.getByText(/\(custom, version 1\)/).waitFor();
    expect(await page.getByText(/^Applied: returns-desk is now version 1\./).isVisible()).toBe(true);
    const made = (await (await rig.ws.live()).get('/v1/skills/returns-desk')).body;
    expect(made).toMatchObject({ slug: 'returns-desk', source: 'custom', version: 1 });
    expect(made.body).toContain('thirty-day policy');
    expect(await rig.axe()).toEqual([]);
  });
});
