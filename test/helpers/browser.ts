import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (`.ci/run` installs it when missing); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface WatchedPage {
  page: Page;
  /**
   * Everything that went wrong on the page: console errors (CSP violations
   * included), uncaught exceptions, failed requests, and any request that
   * tried to leave this machine (they are refused: pages must work offline).
   */
  problems: string[];
}

export interface TestBrowser {
  open(url: string, opts?: { waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' }): Promise<WatchedPage>;
  close(): Promise<void>;
}

const local = (url: string) => {
  const u = new URL(url);
  return u.protocol === 'data:' || u.protocol === 'blob:' || u.hostname === '127.0.0.1' || u.hostname === 'localhost' || u.hostname === '[::1]';
};

/**
 * A headless Chromium for browser tests (the reference page, later the page
 * SDK and the dashboard). Pages see only loopback: any other request is
 * aborted and reported, so a page that needs a CDN fails its test.
 */
export async function startBrowser(): Promise<TestBrowser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const contexts: BrowserContext[] = [];
  return {
    async open(url, opts = {}) {
      const context = await browser.newContext();
      contexts.push(context);
      const problems: string[] = [];
      await context.route('**/*', (route) => {
        const target = route.request().url();
        if (local(target)) return route.continue();
        problems.push(`request off this machine: ${target}`);
        return route.abort('blockedbyclient');
      });
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
      page.on('requestfailed', (r) => {
        if (local(r.url())) problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
      });
      await page.goto(url, { waitUntil: opts.waitUntil ?? 'load' });
      return { page, problems };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
    },
  };
}
