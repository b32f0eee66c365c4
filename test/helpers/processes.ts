import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** tsx's loader by absolute URL, so processes started in another folder find it. */
const TSX = import.meta.resolve('tsx');

/** Runs a TypeScript entry point of the service as its own process (through tsx), in the checkout unless `cwd` says otherwise. */
export function spawnTs(
  entry: string,
  args: string[],
  env: Record<string, string>,
  opts: { cwd?: string; stdin?: string } = {},
): ChildProcess {
  const child = spawn(process.execPath, ['--import', TSX, path.join(ROOT, entry), ...args], {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: [opts.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (opts.stdin !== undefined) child.stdin?.end(opts.stdin);
  return child;
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function finished(child: ChildProcess, timeoutMs = 60_000): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (c) => (stdout += c));
  child.stderr?.on('data', (c) => (stderr += c));
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`process did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(t);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs `svc …` and waits for it. */
export function svc(
  args: string[],
  env: Record<string, string>,
  opts: { cwd?: string; stdin?: string } = {},
): Promise<Finished> {
  return finished(spawnTs('src/cli/svc.ts', args, env, opts));
}

/**
 * Starts `npm start`'s entry point and resolves with the URL it prints: from the
 * sources through tsx, or the JavaScript file given (test/helpers/compiled.ts).
 */
export async function startServer(
  env: Record<string, string>,
  compiledMain?: string,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = compiledMain
    ? spawn(process.execPath, [compiledMain], {
        cwd: ROOT,
        env: { ...process.env, LOG_LEVEL: 'warn', PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawnTs('src/main.ts', [], { PORT: '0', ...env });
  const started = await startAndWait(child, /Concierge is running at (http:\/\/\S+)/);
  return { ...started, url: started.match[1]! };
}

/** Starts `svc server` (resolves with its URL) or `svc worker` (url null), each a process of its own. */
export async function startSvc(
  role: 'server' | 'worker',
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string | null; output: () => string }> {
  const pattern = role === 'server' ? /Concierge API listening at (http:\/\/\S+)/ : /Concierge worker running/;
  const started = await startAndWait(spawnTs('src/cli/svc.ts', [role], { PORT: '0', ...env }), pattern);
  return { ...started, url: started.match[1] ?? null };
}

async function startAndWait(
  child: ChildProcess,
  pattern: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray; output: () => string }> {
  let out = '';
  child.stdout?.on('data', (c) => (out += c));
  child.stderr?.on('data', (c) => (out += c));
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`process did not start:\n${out}`)), 120_000);
    const check = () => {
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(t);
        resolve(m);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`process exited with ${code}:\n${out}`)));
  });
  return { child, match, output: () => out };
}
