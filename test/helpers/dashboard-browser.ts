import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { createOperator } from '../../src/platform/operators/service.js';
import { launch, type TestBrowser, type TestPage } from './browser.js';
import { type DashboardService, PASSWORD, signIn, startDashboardService, unexpected } from './dashboard.js';
import type { HarnessOptions, TestWorkspace } from './harness.js';

/**
 * One signed-in dashboard for a test file: the service with a freshly built
 * dashboard on a real port (test/helpers/dashboard.ts), a workspace with its
 * sandbox seeded, and one Chromium page watched for problems.
 */
export interface DashboardRig {
  svc: DashboardService;
  ws: TestWorkspace;
  /** http://127.0.0.1:<port> */
  base: string;
  browser: TestBrowser;
  tp: TestPage;
  page: Page;
  /** An operator of the workspace with a password (owner unless told). */
  operator(opts?: { role?: 'owner' | 'admin' | 'member'; email?: string }): Promise<{ email: string; id: string }>;
  signIn(email: string, password?: string): Promise<void>;
  /** Follows the navigation link to a page and waits for its heading. */
  open(path: string, heading: string): Promise<void>;
  /** The axe-core scan's serious and critical violations on the page as it is (empty is a pass). */
  axe(): Promise<string[]>;
  /** The page's problems but those a signed-out dashboard causes on purpose. */
  problems(): string[];
  close(): Promise<void>;
}

export { PASSWORD };

export async function startDashboard(opts: HarnessOptions & { sdk?: boolean } = {}): Promise<DashboardRig> {
  const svc = await startDashboardService(opts);
  const ws = await svc.h.workspace({ seed: true });
  const browser = await launch();
  const tp = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const page = tp.page;
  // The machine is shared: a page under load can take long; no assertion is about time.
  page.setDefaultTimeout(20_000);
  let n = 0;
  return {
    svc,
    ws,
    base: svc.base,
    browser,
    tp,
    page,
    async operator(o = {}) {
      const email = o.email ?? `operator${++n}-${Date.now()}@example.com`;
      const created = await createOperator(svc.h.deps, 'cli', {
        workspaceId: ws.id,
        email,
        role: o.role ?? 'owner',
        password: PASSWORD,
      });
      return { email, id: created.operator.id };
    },
    signIn: (email, password = PASSWORD) => signIn(page, svc.base, email, password),
    async open(p, heading) {
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: heading, exact: true })
        .click();
      await page.waitForURL(`${svc.base}/app${p}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    },
    async axe() {
      const result = await new AxeBuilder({ page }).analyze();
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((x) => x.target.join(' ')).join(', ')})`);
    },
    problems: () => unexpected(tp.problems),
    async close() {
      await browser.close();
      await svc.close();
    },
  };
}
