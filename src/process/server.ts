import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { buildApp } from '../app.js';
import { ensureDefaultWorkspace } from '../platform/workspaces/service.js';
import { adminSocketPath, allCommands, listenAdminSocket } from '../admin/socket.js';
import { buildWorker, openRuntime, type Runtime } from './boot.js';
import type { Worker } from '../platform/jobs/worker.js';
import { startMetricsServer, type MetricsServer } from '../platform/metrics/server.js';

export interface RunningServer {
  runtime: Runtime;
  app: FastifyInstance | null;
  worker: Worker | null;
  url: string | null;
  /** The metrics listener's URL when METRICS_PORT is set. */
  metricsUrl: string | null;
  stop(): Promise<void>;
}

/**
 * Starts the API, the worker or both in this process. Stopping is graceful:
 * stop accepting, finish requests in flight, let running jobs end (or hand them
 * back), then close the database.
 */
export async function startProcess(config: Config, roles: { api: boolean; worker: boolean }): Promise<RunningServer> {
  const runtime = await openRuntime(config);
  const { deps, modules } = runtime;
  let app: FastifyInstance | null = null;
  let worker: Worker | null = null;
  let stopAdmin: (() => Promise<void>) | null = null;
  let metrics: MetricsServer | null = null;
  try {
    if (config.metricsPort !== null) {
      metrics = await startMetricsServer(deps.metrics, deps.log, {
        host: config.metricsHost,
        port: config.metricsPort,
      });
    }
    await ensureDefaultWorkspace(deps);
    if (roles.api) {
      app = await buildApp(deps, { modules });
      await app.listen({ port: config.port, host: config.host });
    }
    if (!config.databaseUrl)
      stopAdmin = await listenAdminSocket(deps, allCommands(modules), adminSocketPath(config.dataDir));
    if (roles.worker) {
      worker = buildWorker(deps, modules);
      await worker.start();
    }
  } catch (err) {
    await app?.close().catch(() => undefined);
    await metrics?.close().catch(() => undefined);
    await stopAdmin?.().catch(() => undefined);
    await runtime.close().catch(() => undefined);
    throw err;
  }
  let url: string | null = null;
  if (app) {
    const addr = app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : config.port;
    const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/v1`;
  }
  let stopping: Promise<void> | null = null;
  return {
    runtime,
    app,
    worker,
    url,
    metricsUrl: metrics?.url ?? null,
    stop: () =>
      (stopping ??= (async () => {
        await app?.close();
        await metrics?.close();
        await worker?.stop();
        await stopAdmin?.();
        await runtime.close();
      })()),
  };
}

export function onShutdownSignals(stop: () => Promise<void>, log: { info(o: object, m: string): void }): void {
  let signalled = false;
  const handler = (signal: NodeJS.Signals) => {
    if (signalled) {
      process.exit(130);
    }
    signalled = true;
    log.info({ signal }, 'shutting down');
    stop()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}
