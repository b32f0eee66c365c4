/**
 * A worker process for the crash test: the real worker and the real delivery
 * jobs against DATABASE_URL, limited to the webhooks module so that killing it
 * cannot strand other test files' jobs. Prints "ready" once it polls.
 */
import { loadConfig } from '../../src/config.js';
import { buildWorker, openRuntime } from '../../src/process/boot.js';
import { webhooksModule } from '../../src/resources/webhooks/index.js';

const runtime = await openRuntime(loadConfig(), { modules: [webhooksModule] });
const worker = buildWorker(runtime.deps, runtime.modules, { pollMs: 50 });
await worker.start();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void worker
    .stop(1000)
    .then(() => runtime.close())
    .then(() => process.exit(0));
});
