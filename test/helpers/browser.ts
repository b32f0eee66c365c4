import fs from 'node:fs';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (CI installs the `chromium` package when it is missing); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /**
   * What went wrong on the page, as it happened: console errors (CSP
   * violations among them), uncaught exceptions, failed requests, HTTP errors
   * and any request that left this machine. A clean page leaves it empty.
   */
  problems: string[];
}

export interface TestBrowser {
  browser: Browser;
  /** A page in a fresh context (its own storage), watched for problems. */
  newPage(opts?: BrowserContextOptions): Promise<TestPage>;
  close(): Promise<void>;
}

const loopback = (raw: string) => {
  const u = new URL(raw);
  return !/^https?:$/.test(u.protocol) || ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
};

/** One headless Chromium per test file: open pages with newPage, close it in afterAll. */
export async function launch(): Promise<TestBrowser> {
  if (!fs.existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext(opts);
      const problems: string[] = [];
      // Pages see only this machine: anything else is refused (and reported), so a
      // page that needs a CDN fails its test instead of reaching out.
      await context.route('**/*', (route) => {
        if (loopback(route.request().url())) return route.continue();
        problems.push(`request off this machine: ${route.request().url()}`);
        return route.abort('blockedbyclient');
      });
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
      page.on('requestfailed', (r) => {
        // A beacon or a stream cut short by the page going away is not a failure of the page.
        const error = r.failure()?.errorText ?? '';
        if (loopback(r.url()) && !/ERR_ABORTED/.test(error))
          problems.push(`request failed: ${r.method()} ${r.url()} ${error}`);
      });
      page.on('response', (r) => {
        if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.request().method()} ${r.url()}`);
      });
      return { page, context, problems };
    },
    close: () => browser.close(),
  };
}
