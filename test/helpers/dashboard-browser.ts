import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { DASHBOARD_DIR_SLOT } from '../../src/meta/dashboard.js';
import { createOperator } from '../../src/platform/operators/service.js';
import { launch, type TestBrowser, type TestPage } from './browser.js';
import { createHarness, type Harness, type HarnessOptions, type TestWorkspace } from './harness.js';

/**
 * Builds the dashboard from its sources (app/vite.config.ts, the build `npm run
 * build` runs) into a fresh temporary folder, so a test checks the code as it is
 * now, never a stale dist/app.
 */
export async function buildDashboard(): Promise<{ dir: string; remove: () => void }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-app-'));
  await build({
    configFile: path.resolve('app/vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return { dir: outDir, remove: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}

export const PASSWORD = 'a long enough password 1';

export interface DashboardRig {
  h: Harness;
  ws: TestWorkspace;
  /** http://127.0.0.1:<port>: the service on a real port. */
  base: string;
  browser: TestBrowser;
  tp: TestPage;
  page: Page;
  /** An operator of the workspace with a password (owner unless told). */
  operator(opts?: { role?: 'owner' | 'admin' | 'member'; email?: string }): Promise<{ email: string; id: string }>;
  /** Signs in through the sign-in page and waits for the shell. */
  signIn(email: string, password?: string): Promise<void>;
  /** Opens a page of the dashboard by its path under /app and waits for its heading. */
  open(path: string, heading: string): Promise<void>;
  /** The axe-core scan's serious and critical violations on the current page (empty is a pass). */
  axe(): Promise<string[]>;
  close(): Promise<void>;
}

/** The service with a built dashboard on a real port, one workspace (sandbox seeded), one Chromium page. */
export async function startDashboard(opts: HarnessOptions = {}): Promise<DashboardRig> {
  const built = await buildDashboard();
  const h = await createHarness(opts);
  h.deps.slots.set(DASHBOARD_DIR_SLOT, built.dir);
  const ws = await h.workspace({ seed: true });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
  const browser = await launch();
  const tp = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const page = tp.page;
  // The machine is shared: a page under load can take long; no assertion is about time.
  page.setDefaultTimeout(20_000);
  let n = 0;
  const rig: DashboardRig = {
    h,
    ws,
    base,
    browser,
    tp,
    page,
    async operator(o = {}) {
      const email = o.email ?? `operator${++n}-${Date.now()}@example.com`;
      const created = await createOperator(h.deps, 'cli', {
        workspaceId: ws.id,
        email,
        role: o.role ?? 'owner',
        password: PASSWORD,
      });
      return { email, id: created.operator.id };
    },
    async signIn(email, password = PASSWORD) {
      await page.goto(`${base}/app/sign-in`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
      // Before signing in, the shell's session check answers 401 by design: not a problem of the pages.
      tp.problems.length = 0;
    },
    async open(p, heading) {
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: heading, exact: true })
        .click();
      await page.waitForURL(`${base}/app${p}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    },
    async axe() {
      const result = await new AxeBuilder({ page }).analyze();
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((x) => x.target.join(' ')).join(', ')})`);
    },
    async close() {
      await browser.close();
      await h.close();
      built.remove();
    },
  };
  return rig;
}
