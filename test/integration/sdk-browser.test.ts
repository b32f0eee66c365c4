import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type TestBrowser, type TestPage } from '../helpers/browser.js';
import { Client } from '../helpers/client.js';
import { startExampleService, type ExampleService } from '../helpers/example-service.js';
import type { Harness } from '../helpers/harness.js';
import { setupExample, type ExampleState } from '../../src/example/setup.js';
import type { RunningSite } from '../../src/example/site.js';
import { endIdleVisits } from '../../src/visitor-api/jobs.js';

/**
 * The page SDK end to end: the example site (a real local website with a
 * strict CSP) embeds /sdk.js from the service listening on a real port, and a
 * real Chromium walks the whole loop a visitor can take. Then the management
 * API must show all of it. One browser and one page for the flow.
 */

// Code passed to page.evaluate runs in the browser; these names exist there (this project's types are Node's).
declare const document: any;
declare const window: any;
declare function getComputedStyle(el: unknown): { position: string; animationName: string };
type HTMLImageElement = { decode(): Promise<void> };

const SHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? path.resolve('docs/screenshots') : null;

let ex: ExampleService;
let h: Harness;
let site: RunningSite;
let state: ExampleState;
let api: Client;
let browser: TestBrowser;
let tp: TestPage;
let page: Page;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  ex = await startExampleService();
  ({ h, site, state } = ex);
  api = new Client(h.app, state.newKey);
  // The worker reads the example site into the agent's knowledge (sitemap, then each page).
  for (let i = 0; ; i++) {
    const source = (await api.get(`/v1/knowledge/sources/${state.sourceId}`)).body;
    if (source.status === 'loaded') break;
    if (source.status === 'failed' || i > 300)
      throw new Error(`the example site was not read: ${JSON.stringify(source)}`);
    await wait(200);
  }
  browser = await launch();
  tp = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page = tp.page;
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await browser?.close();
  await ex?.close();
});

const panel = () => page.getByRole('dialog', { name: 'Lumen Ledger assistant' });
const textbox = () => page.getByRole('textbox', { name: 'Message' });
const widget = () => page.locator('#concierge-widget');

/** Sends a message from the panel and waits until the whole reply has streamed in. */
async function ask(text: string): Promise<Locator> {
  const reply = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/runtime\/v1\/sessions\/[^/]+\/messages$/.test(r.url()),
  );
  await textbox().fill(text);
  await textbox().press('Enter');
  const res = await reply;
  expect(res.status()).toBe(200);
  expect(res.headers()['x-vercel-ai-ui-message-stream']).toBe('v1');
  // The log is busy while a reply streams in.
  await widget().locator('.log[aria-busy="false"]').waitFor();
  return widget().locator('.msg').last();
}

async function shot(name: string, target: Locator | Page = page): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** Resolves once the service has answered the next end call (a page's beacon as it goes away). */
function nextEndCall(): Promise<void> {
  return new Promise((resolve) => {
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      if (req.method !== 'POST' || !/^\/runtime\/v1\/sessions\/[^/]+\/end$/.test(req.url ?? '')) return;
      h.app.server.off('request', onRequest);
      res.once('finish', () => resolve());
    };
    h.app.server.on('request', onRequest);
  });
}

const memory = () => page.evaluate((id) => JSON.parse(localStorage.getItem(`concierge:${id}`) ?? '{}'), state.publicId);

describe('page SDK on the example site, in Chromium', () => {
  it('loads from one script tag under a strict CSP and opens the chat on its greeting', async () => {
    const res = await page.goto(`${site.origin}/`);
    expect(res!.headers()['content-security-policy']).toContain("style-src 'self'");
    expect(await page.locator(`script[src$="/sdk.js"][data-agent="${state.publicId}"]`).count()).toBe(1);
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await launcher.click();
    await panel().waitFor();
    expect(await panel().getAttribute('aria-modal')).toBe('false');
    expect(await panel().textContent()).toContain('Hi! I am the Lumen Ledger assistant.');
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    // Focus lands in the message box (after the panel renders, so polled: under load it comes a frame later); the
    // widget's styles apply inside its shadow root.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.querySelector('#concierge-widget')!.shadowRoot!.activeElement?.getAttribute('aria-label'),
        ),
      )
      .toBe('Message');
    expect(await launcher.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.evaluate(() => Object.keys(window).filter((k) => /concierge/i.test(k)))).toEqual(['Concierge']);
  });

  it('answers a covered question with citations as links, streamed in', async () => {
    const answer = await ask('Where is customer data stored?');
    expect(await answer.textContent()).toContain('Frankfurt');
    const source = answer.locator('.sources').getByRole('link', { name: /Security and data residency/ });
    expect(await source.getAttribute('href')).toBe(`${site.origin}/security`);
    expect(await source.getAttribute('rel')).toContain('noopener');
    // The answer itself says which page it comes from, as a link.
    const named = answer.getByRole('link', { name: 'the Security and data residency page', exact: true });
    expect(await named.getAttribute('href')).toBe(`${site.origin}/security`);
    await shot('panel', panel());
  });

  it('hands an uncovered question to the team', async () => {
    const reply = await ask('Do you integrate with SAP Business One?');
    expect(await reply.textContent()).toMatch(/passed your question to the team/);
  });

  it('takes an email left in the chat', async () => {
    const reply = await ask('My name is Ada Lovelace, you can reach me at ada.lovelace@example.com');
    expect(await reply.textContent()).toContain('ada.lovelace@example.com');
  });

  it('shows what a visitor types as text, never as markup', async () => {
    const typed = '<img src=x onerror="window.__pwned=1"> **stars stay**';
    await ask(typed);
    expect(await widget().locator('.msg.user').last().textContent()).toBe(typed);
    expect(await widget().locator('.msg img, .msg strong').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('books a meeting slot from the panel', async () => {
    await ask('Can I book a demo call?');
    // The meeting times' card (the in-chat offer's button is also labelled "Pick a time").
    const slots = widget()
      .locator('.card')
      .filter({ has: page.locator('div.slots') })
      .last();
    await slots.getByRole('button').first().click();
    const form = page.getByRole('form', { name: 'Book a meeting' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada.lovelace@example.com');
    await form.getByRole('button', { name: 'Book this time' }).click();
    await widget()
      .getByText(/^Booked: /)
      .waitFor();
    // This service has no mailbox (SMTP_URL unset): the widget promises no confirmation email.
    expect(await widget().getByText('A confirmation goes to your email.').count()).toBe(0);
    // The agent also presented its in-chat offer; the visitor declines it.
    const onboarding = widget().locator('.card').filter({ hasText: 'Free onboarding session' });
    await onboarding.getByRole('button', { name: 'No thanks' }).click();
    await onboarding.getByText('dismissed').waitFor();
  });

  it('opens the agent on an Action from a button', async () => {
    await textbox().press('Escape');
    await panel().waitFor({ state: 'hidden' });
    const started = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        r.url().endsWith('/sessions') &&
        r.request().postDataJSON().action === 'pricing-help',
    );
    await page.getByRole('button', { name: 'Help me choose a plan' }).click();
    const body = await (await started).json();
    expect(body.action).toMatchObject({ id: 'pricing-help', opens: { kind: 'conversation' } });
    expect(body.resumed).toBe(true);
    await panel().waitFor();
    // The agent's first move on the Action's task is shown without the visitor typing.
    await widget().locator('.msg.user').filter({ hasText: 'Help me choose a plan' }).waitFor();
    await widget().locator('.log[aria-busy="false"]').waitFor();
  });

  it('shows the live offer on arrival and does what its button says', async () => {
    await textbox().press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${site.origin}/pricing`);
    const offer = page.getByRole('dialog', { name: 'Two months free on annual plans' });
    await offer.waitFor();
    await shot('offer', page);
    await offer.getByRole('button', { name: 'Book a walkthrough' }).click();
    await offer.waitFor({ state: 'detached' });
    await panel().waitFor();
    await widget().locator('.card').filter({ hasText: 'Pick a time' }).last().waitFor();
    // The conversation came along to this page.
    expect(await panel().textContent()).toContain('Where is customer data stored?');
  });

  it('opens the agent on an Action from a #action= link on another page', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lumen Ledger' }).click();
    await page.waitForURL(`${site.origin}/`);
    const started = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/sessions') && r.postDataJSON().action === 'book-demo',
    );
    await page.getByRole('link', { name: 'Book a demo with our team' }).click();
    // The next page's session start carries the Action; its answer (kind meeting) opens the booking.
    expect((await started).postDataJSON()).toMatchObject({
      action: 'book-demo',
      page: { url: `${site.origin}/pricing` },
    });
    await panel().waitFor();
    await widget().locator('.card').filter({ hasText: 'Pick a time' }).last().waitFor();
    // The fragment is consumed, so a reload does not fire the Action again.
    expect(page.url()).toBe(`${site.origin}/pricing`);
  });

  it('plays the published tour to the end in a lightbox, by mouse, keys and timer', async () => {
    await textbox().press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Lumen Ledger' }).click();
    await page.waitForURL(`${site.origin}/`);
    await page.getByRole('button', { name: 'Take the product tour' }).click();
    const player = page.getByRole('dialog', { name: 'Tour: Lumen Ledger in one minute' });
    await player.waitFor();
    expect(await player.getAttribute('aria-modal')).toBe('true');
    const step = (n: number) => player.getByText(`Step ${n} of 5`).waitFor();
    await step(1);
    await player.getByRole('img', { name: 'Dashboard' }).evaluate((img: HTMLImageElement) => img.decode());
    expect(await player.getByRole('button', { name: 'Narration' }).getAttribute('aria-pressed')).toBe('true');
    await player.getByRole('button', { name: 'Next' }).click();
    await step(2);
    expect(await widget().locator('.region').count()).toBe(1);
    await shot('tour', page);
    await page.keyboard.press('ArrowRight');
    await step(3);
    // An auto step moves on by itself (after 3 s).
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await step(4);
    await player.getByRole('button', { name: 'Ask a question' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await step(3);
    await page.keyboard.press('ArrowRight');
    await step(4);
    await player.getByRole('button', { name: 'Next' }).click();
    await step(5);
    // An element step points at the page's own "Start a free trial" button.
    expect(await widget().locator('.ring').count()).toBe(1);
    await player.getByRole('button', { name: 'Finish' }).click();
    await player.waitFor({ state: 'detached' });
  });

  it("keeps the conversation over a reload, and brings the team's answer to the handed-over question", async () => {
    const { visitorId } = await memory();
    const handed = (await api.get(`/v1/follow-ups?visitorId=${visitorId}`)).body.items.find(
      (f: any) => f.question === 'Do you integrate with SAP Business One?',
    );
    expect(
      (
        await api.post(`/v1/follow-ups/${handed.id}/answer`, {
          answer: 'Yes: the SAP Business One connector syncs invoices every hour.',
        })
      ).status,
    ).toBe(200);
    const before = (await memory()).sessionId;
    // A reload from the browser cannot be told from leaving: the page hides with a beacon to …/end.
    const ended = nextEndCall();
    await page.reload();
    await ended;
    // The answer arrives with the next page: the launcher says there is something new.
    await page.getByRole('button', { name: 'Chat with us (new message)' }).click();
    await panel()
      .getByText(/The team answered: Yes: the SAP Business One connector/)
      .waitFor();
    expect((await api.get(`/v1/follow-ups/${handed.id}`)).body.deliveredAt).not.toBeNull();
    await panel().getByText('Where is customer data stored?').waitFor();
    await panel()
      .getByText(/^Booked: /)
      .waitFor();
    expect(await panel().textContent()).toContain('Frankfurt');
    // The reloaded page resumed the visit within the service's grace: the same session and conversation go on,
    // and the end is called off (the worker's sweep, run as if the grace were long over, leaves it).
    expect((await memory()).sessionId).toBe(before);
    await endIdleVisits({ ...h.deps, clock: { now: () => new Date(Date.now() + 5 * 60_000) } })(
      {} as never,
      { signal: new AbortController().signal } as never,
    );
    const conversations = (await api.get(`/v1/conversations?visitorId=${visitorId}`)).body.items;
    expect(conversations.length).toBeGreaterThan(0);
    expect(conversations.map((c: any) => c.endedAt)).toEqual(conversations.map(() => null));
  });

  it('has no console errors and no serious accessibility problem in the open panel', async () => {
    const axe = await new AxeBuilder({ page }).include('#concierge-widget').analyze();
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(axe.passes.length).toBeGreaterThan(10);
    expect(tp.problems).toEqual([]);
  });

  it('records it all where the management API reads it', async () => {
    const { visitorId, sessionId } = await memory();
    // The visitor leaves the site: the page's beacon asks for the end, which takes effect once the grace
    // has passed (the worker's sweep, run here as if it had).
    const ended = nextEndCall();
    await page.goto('about:blank');
    await ended;
    const pending = await h.db.tenantTx(
      state.tenant,
      async (tx) =>
        (await tx.query(`SELECT end_requested_at AS at FROM visits WHERE id = $1`, [sessionId])).rows[0]?.at,
    );
    expect(pending).toBeInstanceOf(Date);
    await endIdleVisits({ ...h.deps, clock: { now: () => new Date(Date.now() + 5 * 60_000) } })(
      {} as never,
      { signal: new AbortController().signal } as never,
    );
    const types = new Set<string>();
    for (let since = '0'; ; ) {
      const page = (await api.get(`/v1/events?since=${since}&limit=200`)).body;
      for (const e of page.items) types.add(e.type);
      if (page.items.length === 0) break;
      since = page.nextSince;
    }
    for (const t of [
      'conversation.started',
      'conversation.engaged',
      'conversation.ended',
      'follow_up.created',
      'follow_up.answered',
      'visitor.identified',
      'lead.identified',
      'meeting.booked',
      'offer.shown',
      'offer.accepted',
      'offer.declined',
      'tour.played',
      'tour.step_viewed',
      'tour.completed',
    ]) {
      expect(types, t).toContain(t);
    }

    const conversations = (await api.get(`/v1/conversations?visitorId=${visitorId}`)).body.items;
    expect(conversations.length).toBeGreaterThan(0);
    const conversation = (await api.get(`/v1/conversations/${conversations.at(-1).id}`)).body;
    const said = conversation.messages.filter((m: any) => m.role === 'user').map((m: any) => m.content);
    expect(said).toContain('Where is customer data stored?');

    const visitor = (await api.get(`/v1/visitors/${visitorId}`)).body;
    expect(visitor.email).toBe('ada.lovelace@example.com');
    expect(visitor.journey.conversations.length).toBeGreaterThan(0);
    expect(visitor.journey.sittings).toHaveLength(1);
    expect(visitor.journey.lead).toMatchObject({ email: 'ada.lovelace@example.com' });
    // The follow-up made from the hand-over was answered and delivered, so it is no longer open.
    expect(visitor.journey.openFollowUps.map((f: any) => f.question)).not.toContain(
      'Do you integrate with SAP Business One?',
    );

    const meetings = (await api.get(`/v1/meetings?visitorId=${visitorId}`)).body.items;
    expect(meetings).toHaveLength(1);
    expect(meetings[0].attendee).toMatchObject({ email: 'ada.lovelace@example.com', name: 'Ada Lovelace' });
    expect((await api.get(`/v1/leads?visitorId=${visitorId}`)).body.items[0]).toMatchObject({
      email: 'ada.lovelace@example.com',
    });

    const sittings = (await api.get(`/v1/tours/${state.tourPublicId}/sittings`)).body.items;
    expect(sittings).toHaveLength(1);
    expect(sittings[0]).toMatchObject({
      visitorId,
      source: 'lightbox',
      stepsSeen: [0, 1, 2, 3, 4],
      maxStep: 4,
      completed: true,
    });

    const offers = (await api.get('/v1/offers')).body.items;
    const toast = offers.find((o: any) => o.format === 'toaster');
    const inChat = offers.find((o: any) => o.format === 'in_chat');
    expect(toast.stats).toMatchObject({ shown: 1, accepted: 1 });
    expect(inChat.stats).toMatchObject({ shown: 1, declined: 1 });

    const actions = (await api.get(`/v1/agents/${state.publicId}/actions`)).body.items;
    const fires = Object.fromEntries(actions.map((a: any) => [a.id, a.firesLast7Days]));
    expect(fires).toMatchObject({ 'pricing-help': 1, 'book-demo': 1 });
  });

  it('sets the example up once: a second start finds everything in place', async () => {
    const again = await setupExample(h.deps, site.origin);
    expect(again).toEqual({ ...state, newKey: null });
    expect((await api.get('/v1/offers')).body.items).toHaveLength(2);
    expect((await api.get('/v1/tours')).body.items).toHaveLength(1);
    expect((await api.get(`/v1/agents/${state.publicId}/actions`)).body.items).toHaveLength(3);
  });

  it('fits a 360 px screen, respects reduced motion, offers its one global and keeps a strict CSP in force', async () => {
    // The operator turns the arrival offer into an interstitial, shown at once: a modal dialog that keeps focus.
    const toast = (await api.get('/v1/offers')).body.items.find((o: any) => o.format === 'toaster');
    expect(
      (
        await api.patch(`/v1/offers/${toast.id}`, {
          deploy: { ...toast.deploy, presentation: 'interstitial', afterSeconds: 0 },
        })
      ).status,
    ).toBe(200);
    const small = await browser.newPage({ viewport: { width: 360, height: 720 }, reducedMotion: 'reduce' });
    await small.page.goto(`${site.origin}/pricing`);
    const interstitial = small.page.getByRole('dialog', { name: 'Two months free on annual plans' });
    await interstitial.waitFor();
    expect(await interstitial.getAttribute('aria-modal')).toBe('true');
    const offerBox = await interstitial.boundingBox();
    expect(offerBox!.x + offerBox!.width).toBeLessThanOrEqual(360);
    expect(
      await small.page.evaluate(
        () => document.querySelector('#concierge-widget')!.shadowRoot!.activeElement?.textContent,
      ),
    ).toBe('How does annual billing work?');
    await small.page.keyboard.press('Escape');
    await interstitial.waitFor({ state: 'detached' });
    await small.page.getByRole('button', { name: 'Chat with us' }).click();
    const box = await small.page.getByRole('dialog', { name: 'Lumen Ledger assistant' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.y + box!.height).toBeLessThanOrEqual(720);
    const input = await small.page.getByRole('textbox', { name: 'Message' }).boundingBox();
    expect(input!.y + input!.height).toBeLessThanOrEqual(720);
    expect(
      await small.page.locator('#concierge-widget .panel').evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');

    // window.Concierge: open, close, on (with its unsubscribe) and identify.
    const used = await small.page.evaluate(async () => {
      const c = (window as unknown as { Concierge: any }).Concierge;
      const seen: string[] = [];
      const off = c.on('open', () => seen.push('open'));
      c.on('close', () => seen.push('close'));
      c.close();
      c.open();
      off();
      c.close();
      c.open();
      const identified = await c.identify({ email: 'grace.hopper@example.com', name: 'Grace Hopper' });
      const refused = await c.identify({ email: 'not an email' });
      return { seen, identified, refused, version: c.version };
    });
    expect(used).toEqual({ seen: ['close', 'open', 'close'], identified: true, refused: false, version: '1' });
    const grace = (await api.get('/v1/visitors?email=grace.hopper@example.com')).body.items;
    expect(grace).toHaveLength(1);
    expect((await api.get(`/v1/offers/${toast.id}`)).body.stats).toMatchObject({ shown: 2, accepted: 1, declined: 1 });
    expect((await api.get(`/v1/leads?visitorId=${grace[0].id}`)).body.items[0]).toMatchObject({
      email: 'grace.hopper@example.com',
      name: 'Grace Hopper',
    });
    expect(small.problems).toEqual([]);
    // The CSP is really enforced on these pages: an inline script does not run.
    const ran = await small.page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = true';
      document.head.appendChild(s);
      return (window as unknown as { __inline?: boolean }).__inline === true;
    });
    expect(ran).toBe(false);
    expect(small.problems.join('\n')).toMatch(/Content Security Policy/);
    await small.context.close();
  });
});
