import { loadClientConfig, loadConfig } from './config.js';
import { onShutdownSignals, startProcess } from './process/server.js';
import { fatalMessage } from './process/fatal.js';
import { findDefaultWorkspace } from './platform/workspaces/repository.js';
import { releaseHeapWhenIdle } from './process/heap.js';
import { countOperators } from './platform/operators/service.js';

/** `npm start`: the API and the worker in one process. */
async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startProcess(config, { api: true, worker: true });
  onShutdownSignals(running.stop, running.runtime.deps.log);
  const ws = await findDefaultWorkspace(running.runtime.deps.db);
  const operators = ws ? await countOperators(running.runtime.deps, ws.id) : 0;
  const base = running.url?.replace(/\/v1$/, '');
  // The CLI finds the server at 127.0.0.1:8080 (or $PORT) unless told otherwise; on PostgreSQL the sign-in
  // link `svc operators create` prints is made in the CLI's process, from the same address.
  const whereTheCliFindsMe =
    running.url && running.url !== loadClientConfig({}).defaultApiUrl
      ? [`  export SVC_API_URL=${running.url}   # where the CLI finds this server`]
      : [];
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.dataDir}`;
  process.stdout.write(
    [
      '',
      `Concierge is running at ${running.url}`,
      `  storage:          ${storage}`,
      `  API reference:    ${running.url?.replace(/\/v1$/, '')}/docs`,
      `  OpenAPI document: ${running.url}/openapi.json`,
      `  health:           ${running.url?.replace(/\/v1$/, '')}/healthz and /readyz`,
      ...(running.metricsUrl ? [`  metrics:          ${running.metricsUrl}`] : []),
      `  workspace:        ${ws?.id} (default; its sandbox is ${ws?.sandboxId})`,
      `  dashboard:        ${base}/app`,
      '',
      ...(operators === 0
        ? [
            'Nobody can sign in to the dashboard yet. In another terminal in this folder, create its first owner',
            '(prints a one-time sign-in link):',
            ...whereTheCliFindsMe,
            '  npx svc operators create --email you@example.com --role owner',
            '',
            'Next, make an API key:',
          ]
        : ['Next, in another terminal in this folder, make an API key:', ...whereTheCliFindsMe]),
      // --all-scopes: the key the README's next steps need (svc listen, writes); a read-only key fails them.
      '  npx svc keys create --mode test --all-scopes   # a sandbox key for everything below (shown once)',
      '  npx svc keys create --mode live --all-scopes   # the same for live data',
      'then call the API:',
      `  curl -H "Authorization: Bearer <key>" ${running.url}/follow-ups`,
      '  npx svc login --key <key> && npx svc follow-ups list    # every operation: npx svc api',
      '',
    ].join('\n') + '\n',
  );
  // Start-up's garbage back to the system now that the process is ready, and again when it idles after work (issue 19).
  releaseHeapWhenIdle();
}

main().catch((err) => {
  console.error(fatalMessage(err) ?? err);
  process.exit(1);
});
