import type { Locator, Page } from 'playwright-core';
import type { TestBrowser, TestPage } from './browser.js';

/** A dashboard page that may copy and read the clipboard (the embed snippet's Copy button), with a patient default wait. */
export async function clipboardPage(browser: TestBrowser, timeoutMs: number): Promise<TestPage> {
  const tp = await browser.newPage({
    viewport: { width: 1280, height: 1000 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // The machine is shared: a page under load can take long; no assertion is about time.
  tp.page.setDefaultTimeout(timeoutMs);
  return tp;
}

/** Home's Get started checklist: a step by its title, and whether it ticked itself (`data-done`). */
export function getStarted(page: Page) {
  const checklist = () => page.locator('section', { has: page.getByRole('heading', { name: 'Get started' }) });
  const step = (title: RegExp): Locator => checklist().locator('li', { has: page.getByText(title) });
  const ticked = (title: RegExp) => step(title).getAttribute('data-done');
  return { checklist, step, ticked };
}
