import { spawn, type ChildProcess } from 'node:child_process';

/** Worker processes started through here; `killWorkers` ends whatever a test left behind. */
const children: ChildProcess[] = [];

/**
 * `svc worker`'s parts (limited to the webhooks module, see worker-process.ts)
 * in a child process on a PostgreSQL database; resolves once it polls.
 */
export async function startWorkerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/webhooks/worker-process.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SVC_OUTBOUND_ALLOW: '127.0.0.1',
      SVC_WEBHOOK_TIMEOUT_MS: '3000',
      SVC_WEBHOOK_RETRY_DELAYS: '0.05,0.05,0.05,0.05',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`worker process exited early (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return child;
}

export function killWorkers(): void {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
}
