import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { fatalMessage } from '../process/fatal.js';
import { onShutdownSignals, startProcess } from '../process/server.js';
import { getSource } from '../resources/knowledge/service.js';
import { startExampleSite } from './site.js';
import { setupExample } from './setup.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `npm run example`: the service (API and worker) and the example site of a
 * fictional company that embeds the page SDK. On first start the example gets
 * its own workspace, agent, Actions, tour and offer, and the worker reads the
 * site into the agent's knowledge. Its embedded database lives in
 * ./data-example unless DATA_DIR or DATABASE_URL says otherwise.
 */
async function main(): Promise<void> {
  const env = { ...process.env };
  if (!env.DATA_DIR && !env.DATABASE_URL) env.DATA_DIR = path.resolve('data-example');
  const config = loadConfig(env);
  const sitePort = Number(env.EXAMPLE_PORT ?? 8081);
  if (!Number.isInteger(sitePort) || sitePort < 0 || sitePort > 65535)
    throw new ConfigError(`EXAMPLE_PORT must be a port number, got "${env.EXAMPLE_PORT}"`);

  const running = await startProcess(config, { api: true, worker: true });
  const { deps } = running.runtime;
  const serviceOrigin = new URL(running.url!).origin;
  let agent: { publicId: string; tourPublicId: string } | null = null;
  const site = await startExampleSite({ port: sitePort, serviceOrigin, agent: () => agent });
  onShutdownSignals(async () => {
    await site.close();
    await running.stop();
  }, deps.log);

  const state = await setupExample(deps, site.origin);
  agent = { publicId: state.publicId, tourPublicId: state.tourPublicId };
  const out = (lines: string[]): void => {
    process.stdout.write(`${lines.join('\n')}\n`);
  };
  out([
    '',
    `Concierge is running at ${running.url}`,
    `The example site (Lumen Ledger, a fictional company) is at ${site.origin}/`,
    '',
    'Its pages carry the one-line embed:',
    `  <script src="${serviceOrigin}/sdk.js" data-agent="${state.publicId}" async></script>`,
    '',
    state.newKey
      ? `A management API key for the example workspace (shown once): ${state.newKey}`
      : `Management API key: npx svc keys create --workspace ${state.workspaceId} --mode live --all-scopes`,
    `  curl -H "Authorization: Bearer <key>" ${running.url}/conversations`,
    '',
  ]);

  // The first start reads the site into the agent's knowledge (the worker does it; this only watches).
  for (let i = 0; i < 240; i++) {
    const source = await deps.db.tenantTx(state.tenant, (tx) => getSource(tx, state.sourceId), { readOnly: true });
    if (source.status === 'loaded')
      return out([`The assistant has read the site. Open ${site.origin}/ and ask it something.`, '']);
    if (source.status === 'failed') return out([`Reading the site failed: ${source.error}`, '']);
    if (i === 0) out(["Reading the example site into the assistant's knowledge…"]);
    await wait(500);
  }
}

main().catch((err) => {
  console.error(fatalMessage(err) ?? err);
  process.exit(1);
});
