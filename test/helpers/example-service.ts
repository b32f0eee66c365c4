import { BUNDLE_SLOT } from '../../src/page-sdk/bundle.js';
import { setupExample, type ExampleState } from '../../src/example/setup.js';
import { startExampleSite, type RunningSite } from '../../src/example/site.js';
import { createHarness, type Harness, type HarnessOptions } from './harness.js';
import { buildSdk } from './sdk-bundle.js';

export interface ExampleService {
  h: Harness;
  site: RunningSite;
  state: ExampleState;
  close(): Promise<void>;
}

/**
 * The service on a real port with the freshly built SDK and its worker
 * running, and the example site (strict CSP, the one-line embed) set up
 * against it, as `npm run example` does. For the browser tests.
 */
export async function startExampleService(opts: HarnessOptions = {}): Promise<ExampleService> {
  const built = await buildSdk();
  const h = await createHarness(opts);
  h.deps.slots.set(BUNDLE_SLOT, built.file);
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const service = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}`;
  await h.worker().start();
  let example: { publicId: string; tourPublicId: string } | null = null;
  const site = await startExampleSite({ serviceOrigin: service, agent: () => example });
  const state = await setupExample(h.deps, site.origin);
  example = { publicId: state.publicId, tourPublicId: state.tourPublicId };
  return {
    h,
    site,
    state,
    async close() {
      await site.close();
      await h.close();
      built.remove();
    },
  };
}
