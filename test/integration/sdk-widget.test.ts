import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type TestBrowser, type TestPage } from '../helpers/browser.js';
import { startExampleService, type ExampleService } from '../helpers/example-service.js';
import { startSmtpServer } from '../helpers/smtp.js';
import type { ExampleState } from '../../src/example/setup.js';
import type { RunningSite } from '../../src/example/site.js';
import { createMailer } from '../../src/platform/mail/mailer.js';

/**
 * The widget as a polished messenger, in Chromium on the example site (strict
 * CSP), with the service sending mail to a real SMTP server on loopback: an
 * Action opens on the agent's first move, cards follow their message, the
 * booking form is filled in from the chat, the confirmation is promised only
 * because one is sent, stale buttons are disabled, the panel never covers the
 * tour player, the panel fills a phone's screen, and a refused origin says so.
 */

// Code passed to page.evaluate runs in the browser; these names exist there.
declare const document: any;

const SHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? path.resolve('docs/screenshots') : null;

let ex: ExampleService;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let site: RunningSite;
let state: ExampleState;
let browser: TestBrowser;
let tp: TestPage;
let page: Page;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // This service has a mailbox: bookings get a confirmation email.
  ex = await startExampleService({
    mailer: createMailer({ smtpUrl: smtp.url, smtpFrom: 'Lumen Ledger <team@example.com>' }),
  });
  ({ site, state } = ex);
  browser = await launch();
  tp = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page = tp.page;
  page.setDefaultTimeout(20_000);
  // The machine is shared: starting a service, a database and a browser can take long under load.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await ex?.close();
  await smtp?.close();
});

const panelOf = (p: Page) => p.getByRole('dialog', { name: 'Lumen Ledger assistant' });
const panel = () => panelOf(page);
const textbox = () => page.getByRole('textbox', { name: 'Message' });
const widget = () => page.locator('#concierge-widget');
const idle = () => widget().locator('.log[aria-busy="false"]').waitFor();

async function ask(text: string): Promise<void> {
  const reply = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/runtime\/v1\/sessions\/[^/]+\/messages$/.test(r.url()),
  );
  await textbox().fill(text);
  await textbox().press('Enter');
  expect((await reply).status()).toBe(200);
  await idle();
}

async function shot(name: string, target: Locator | Page = page): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** Whether `a` comes before `b` in the document (both inside the widget's shadow root). */
async function precedes(a: Locator, b: Locator): Promise<boolean> {
  const other = await b.elementHandle();
  return a.evaluate((x, y) => Boolean(x.compareDocumentPosition(y as never) & 4), other);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the widget as a messenger, in Chromium', () => {
  it('an Action button opens the chat with the agent already on its task', async () => {
    await page.goto(`${site.origin}/`);
    await page.getByRole('button', { name: 'Chat with us' }).waitFor();
    await page.getByRole('button', { name: 'Help me choose a plan' }).click();
    await panel().waitFor();
    // Nobody typed: the click is the visitor's opening line and the agent's reply follows it.
    await widget().locator('.msg.user').filter({ hasText: 'Help me choose a plan' }).waitFor();
    await idle();
    const said = await widget().locator('.log > .msg').allTextContents();
    expect(said.length).toBeGreaterThanOrEqual(3);
    expect(said.at(-2)).toBe('Help me choose a plan');
    expect(said.at(-1)!.length).toBeGreaterThan(20);
    await shot('action-first-move', panel());
  });

  it('fills the booking form in from the chat, puts cards after their message and promises the confirmation it sends', async () => {
    await ask('My name is Ada Lovelace, you can reach me at ada.lovelace@example.com');
    await ask('Can I book a demo call?');
    const times = widget().locator('.card').filter({ hasText: 'Pick a time' });
    const shown = await times.count();
    expect(shown).toBeGreaterThan(0);
    const slots = times.nth(shown - 1);
    // The card follows the words of the reply it came with.
    const words = widget().locator('.log > .msg:not(.user)').last();
    expect(await precedes(words, slots)).toBe(true);
    expect(await precedes(widget().locator('.msg.user').last(), words)).toBe(true);
    // The booking Action opens meeting times too: a second card on screen while the visitor books from the first.
    await page.evaluate(() => {
      document.location.hash = 'action=book-demo';
    });
    await times.nth(shown).waitFor();
    await slots.getByRole('button').first().click();
    const form = page.getByRole('form', { name: 'Book a meeting' });
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ada Lovelace');
    expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('ada.lovelace@example.com');
    await shot('booking-prefilled', panel());
    const booked = page.waitForResponse((r) => r.request().method() === 'POST' && /\/meetings$/.test(r.url()));
    await form.getByRole('button', { name: 'Book this time' }).click();
    expect((await booked).status()).toBe(201);
    expect((await (await booked).json()).confirmationEmail).toBe(true);
    await widget()
      .getByText(/^Booked: /)
      .waitFor();
    await widget().getByText('A confirmation goes to your email.').waitFor();
    // ...and it does: the worker sends it with the invitation.
    for (let i = 0; i < 200 && !smtp.received.some((m) => m.to.includes('ada.lovelace@example.com')); i++)
      await new Promise((r) => setTimeout(r, 100));
    const mail = smtp.received.find((m) => m.to.includes('ada.lovelace@example.com'));
    expect(mail?.raw).toMatch(/BEGIN:VCALENDAR[\s\S]*METHOD:REQUEST/);
  });

  it('disables what a booking made stale: the offer to book and other meeting times', async () => {
    const offer = widget().locator('.card').filter({ hasText: 'Free onboarding session' });
    if ((await offer.count()) > 0) {
      expect(await offer.getByRole('button', { name: 'Pick a time' }).isDisabled()).toBe(true);
      await offer.getByText('Your meeting is booked.').waitFor();
    }
    // The other meeting times on screen are done with; the booked card says what was booked.
    const times = widget().locator('.card').filter({ hasText: 'Pick a time' }).last();
    await times.getByText(/^Your meeting is booked for /).waitFor();
    const buttons = times.getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const b of await buttons.all()) expect(await b.isDisabled()).toBe(true);
    await shot('booked', panel());
  });

  it('promises no confirmation when the service has no mailbox', async () => {
    // The same service with SMTP_URL unset (the mailer such a process builds): the booking says no mail goes out,
    // and the card must not promise one.
    const mailer = ex.h.deps.mailer;
    ex.h.deps.mailer = createMailer({ smtpUrl: null, smtpFrom: null });
    try {
      await ask('Can I book another call?');
      const times = widget().locator('.card').filter({ hasText: 'Pick a time' }).last();
      await times.getByRole('button').first().click();
      const form = page.getByRole('form', { name: 'Book a meeting' });
      const booked = page.waitForResponse((r) => r.request().method() === 'POST' && /\/meetings$/.test(r.url()));
      await form.getByRole('button', { name: 'Book this time' }).click();
      expect((await booked).status()).toBe(201);
      expect((await (await booked).json()).confirmationEmail).toBe(false);
      // The first booking's card (with its promise) stays; this one is the second.
      const card = widget()
        .locator('.card')
        .filter({ hasText: /^Booked: / })
        .nth(1);
      await card.waitFor();
      expect(await card.getByText('A confirmation goes to your email.').count()).toBe(0);
    } finally {
      ex.h.deps.mailer = mailer;
    }
  });

  it('has no serious accessibility problem in the panel with its cards', async () => {
    const axe = await new AxeBuilder({ page }).include('#concierge-widget').analyze();
    const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it("never covers the tour player: the panel gives way, docks beside it for a question, and stays closed for the next page's tour", async () => {
    expect(await panel().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Take the product tour' }).click();
    const player = page.getByRole('dialog', { name: 'Tour: Lumen Ledger in one minute' });
    await player.waitFor();
    await panel().waitFor({ state: 'hidden' });
    for (let n = 1; n < 4; n++) {
      await player.getByText(`Step ${n} of 5`).waitFor();
      await player.getByRole('button', { name: 'Next' }).click();
    }
    await player.getByText('Step 4 of 5').waitFor();
    await player.getByRole('button', { name: 'Ask a question' }).click();
    await panel().waitFor();
    const docked = (await panel().boundingBox())!;
    for (const part of ['.ptop', '.stage', '.step']) {
      const box = await widget().locator(`.player ${part}`).boundingBox();
      if (box) expect(overlap(docked, box), part).toBe(false);
    }
    expect(docked.x + docked.width).toBeLessThanOrEqual(1280);
    await shot('tour-docked', page);
    await player.getByRole('button', { name: 'Close tour' }).click();
    await player.waitFor({ state: 'detached' });
    expect(await panel().isVisible()).toBe(true);

    // The panel is open as the visitor follows a link to a page that plays the tour: it does not come back over it.
    await page.goto(`${site.origin}/pricing#action=product-tour`);
    await player.waitFor();
    await player.getByText('Step 1 of 5').waitFor();
    expect(await panel().isHidden()).toBe(true);
  });

  it("fills a phone's screen with the panel and hides the launcher while it is open", async () => {
    // Reduced motion: the panel is where it ends up at once (no opening animation to wait out).
    const phone = await browser.newPage({ viewport: { width: 390, height: 760 }, reducedMotion: 'reduce' });
    await phone.page.goto(`${site.origin}/`);
    const launcher = phone.page.getByRole('button', { name: 'Chat with us' });
    await launcher.click();
    await panelOf(phone.page).waitFor();
    const box = (await panelOf(phone.page).boundingBox())!;
    expect(Object.fromEntries(Object.entries(box).map(([k, v]) => [k, Math.round(v)]))).toEqual({
      x: 0,
      y: 0,
      width: 390,
      height: 760,
    });
    expect(await launcher.isVisible()).toBe(false);
    await shot('panel-phone', phone.page);
    await phone.page.getByRole('button', { name: 'Close chat' }).click();
    await launcher.waitFor({ state: 'visible' });
    // Focus is back on the launcher (polled: it fails after 5 s if focus never returns).
    await phone.page.waitForFunction(
      () =>
        document.querySelector('#concierge-widget').shadowRoot.activeElement?.getAttribute('aria-expanded') === 'false',
      undefined,
      { timeout: 5000 },
    );
    await phone.context.close();
  });

  it("tells the site owner in the console when the page's origin is not allowed", async () => {
    const other = await browser.newPage();
    const warned = new Promise<ConsoleMessage>((resolve) =>
      other.page.on('console', (m) => m.type() === 'warning' && /Concierge/.test(m.text()) && resolve(m)),
    );
    const origin = site.origin.replace('127.0.0.1', 'localhost');
    await other.page.goto(`${origin}/`);
    const text = (await warned).text();
    expect(text).toContain('allowedOrigins');
    expect(text).toContain(origin);
    expect(text).toContain(`svc agents update ${state.publicId} --origin ${origin}`);
    expect(text).not.toContain('Failed to fetch');
    await other.context.close();
  });

  it('keeps a clean console on the allowed page', () => {
    expect(tp.problems).toEqual([]);
  });
});
