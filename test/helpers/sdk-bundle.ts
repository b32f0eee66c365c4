import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

/**
 * Builds the page SDK from its sources (sdk/vite.config.ts, the same build
 * `npm run build` runs) into a fresh temporary folder, so a test always checks
 * the code as it is now, never a stale dist/. Returns the bundle's path.
 */
export async function buildSdk(): Promise<{ file: string; remove: () => void }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-sdk-'));
  await build({
    configFile: path.resolve('sdk/vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return { file: path.join(outDir, 'sdk.js'), remove: () => fs.rmSync(outDir, { recursive: true, force: true }) };
}
