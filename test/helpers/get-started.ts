import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launch, type TestBrowser, type TestPage } from './browser.js';

/**
 * Chromium with one dashboard page that may copy and read the clipboard (the embed snippet's
 * Copy button), with a patient default wait; the caller closes `browser`.
 */
export async function clipboardBrowser(timeoutMs: number): Promise<{ browser: TestBrowser; tp: TestPage; page: Page }> {
  const browser = await launch();
  const tp = await browser
    .newPage({ viewport: { width: 1280, height: 1000 }, permissions: ['clipboard-read', 'clipboard-write'] })
    .catch(async (e) => {
      // The caller never sees a browser whose page did not open: close it here.
      await browser.close();
      throw e;
    });
  // The machine is shared: a page under load can take long; no assertion is about time.
  tp.page.setDefaultTimeout(timeoutMs);
  return { browser, tp, page: tp.page };
}

/**
 * Home's Get started checklist: a step by its title, and whether it ticked itself (`data-done`).
 * `page` is asked for at each use, so a test file can set this up before its page opens.
 */
export function getStarted(page: () => Page) {
  const checklist = () => page().locator('section', { has: page().getByRole('heading', { name: 'Get started' }) });
  const step = (title: RegExp): Locator => checklist().locator('li', { has: page().getByText(title) });
  const ticked = (title: RegExp) => step(title).getAttribute('data-done');
  /** The first step as a person takes it: name the agent, create it, and wait (up to `wait`) for the tick. */
  const createAgent = async (name: string, wait: { timeout: number }) => {
    await step(/Create your agent/)
      .getByLabel('Agent name')
      .fill(name);
    await step(/Create your agent/)
      .getByRole('button', { name: 'Create agent' })
      .click();
    await expect.poll(() => ticked(/Create your agent/), wait).toBe('true');
  };
  return { checklist, step, ticked, createAgent };
}

/**
 * "Try a question" asked until the answer cites a page: a site that just finished loading may still be
 * indexing its last pages, and a person would ask again. The last answer or error shown is in the failure
 * message, so a walk that never gets a cited answer says what it got instead.
 */
export async function askUntilCited(box: Locator, question: string, timeoutMs = 240_000): Promise<void> {
  await box.getByLabel('Question').fill(question);
  const shown = box.locator('.answer, [role="alert"]').first();
  await expect
    .poll(
      async () => {
        await box.getByRole('button', { name: 'Ask' }).click();
        await shown.waitFor({ timeout: 60_000 }).catch(() => undefined);
        return (await shown.textContent().catch(() => null)) ?? 'nothing shown';
      },
      { timeout: timeoutMs, interval: 3_000 },
    )
    .toContain('Citations');
}
