import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What the service reads relative to its own files (`../../package.json`, `../../migrations`, …) or resolves from. */
const BESIDE = ['package.json', 'migrations', 'openapi', 'example', 'dist', 'node_modules'];

export interface CompiledService {
  /** The compiled file of a source path: `src/cli/svc.ts` → `<folder>/src/cli/svc.js`. */
  entry(source: string): string;
  remove(): void;
}

/**
 * The service's `src/` compiled once to JavaScript in a scratch folder, for a
 * test that starts dozens of processes of it. Each `node --import tsx` process
 * spends over a second of CPU in tsx's resolve and load hooks before the
 * service's own code runs (a CPU profile of `svc --version`: 2.7 s under tsx,
 * 1.4 s compiled), which on two cores is most of such a test's time. The
 * compiler is esbuild, the one tsx runs on each file, so the code run is the
 * same; compiling all of `src/` takes about a second. The folder mirrors the
 * checkout: `src/` compiled beside links to what the code reads relative to
 * its own files, so `src/db/migrate.js` finds `../../migrations` as
 * `src/db/migrate.ts` does, and bare imports resolve from the checkout's
 * node_modules.
 */
export async function compileService(): Promise<CompiledService> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-compiled-'));
  const out = path.join(dir, 'root');
  fs.mkdirSync(out);
  for (const name of BESIDE) fs.symlinkSync(path.join(ROOT, name), path.join(out, name));
  const sources = fs
    .readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => path.join(ROOT, 'src', f));
  await build({
    entryPoints: sources,
    outdir: path.join(out, 'src'),
    outbase: path.join(ROOT, 'src'),
    format: 'esm',
    platform: 'node',
    target: 'node24',
    logLevel: 'error',
  });
  // Data the code imports as JSON (the learned readers' weights) is copied beside the compiled files, as tsc does.
  for (const f of fs.readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }))
    if (f.endsWith('.json')) fs.copyFileSync(path.join(ROOT, 'src', f), path.join(out, 'src', f));
  return {
    entry: (source) => path.join(out, source.replace(/\.ts$/, '.js')),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
