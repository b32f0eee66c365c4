import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { DASHBOARD_DIR_SLOT } from '../../src/meta/dashboard.js';
import { BUNDLE_SLOT } from '../../src/page-sdk/bundle.js';
import { buildSdk } from './sdk-bundle.js';
import { createHarness, type Harness, type HarnessOptions } from './harness.js';

/**
 * Builds the dashboard from its sources (app/vite.config.ts, the build `npm run build`
 * runs) into a fresh temporary folder, so a test checks the code as it is now, never a
 * stale dist/. Returns the folder.
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

export interface DashboardService {
  h: Harness;
  /** http://127.0.0.1:<port> */
  base: string;
  close(): Promise<void>;
}

/**
 * The service on a real port serving a freshly built dashboard, with its worker running;
 * with `sdk`, also a freshly built page SDK at /sdk.js (for a site that embeds the agent).
 */
export async function startDashboardService(opts: HarnessOptions & { sdk?: boolean } = {}): Promise<DashboardService> {
  const built = await buildDashboard();
  const sdk = opts.sdk ? await buildSdk() : null;
  const h = await createHarness(opts);
  h.deps.slots.set(DASHBOARD_DIR_SLOT, built.dir);
  if (sdk) h.deps.slots.set(BUNDLE_SLOT, sdk.file);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
  await h.worker().start();
  return {
    h,
    base,
    async close() {
      await h.close();
      built.remove();
      sdk?.remove();
    },
  };
}

/** A password that passes the rules (12 characters at least). */
export const PASSWORD = 'correct horse battery staple';

/** Signs in on /app with email and password, and waits for the dashboard's navigation. */
export async function signIn(page: Page, base: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${base}/app`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
}

/** Problems of a page other than the ones a dashboard causes on purpose (the first session check when signed out). */
export function unexpected(problems: string[]): string[] {
  return problems.filter(
    (p) => !/HTTP 401: GET .*\/v1\/sessions\/current$/.test(p) && !/status of 401 \(Unauthorized\)/.test(p),
  );
}
