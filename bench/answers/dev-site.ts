import { openBench } from '../lib.js';
import { addSource, createBase } from '../../src/resources/knowledge/service.js';
import { ingestSource } from '../../src/resources/knowledge/ingest/ingest.js';
import { serveSite } from './serve.js';

/**
 * A development site read into a fresh embedded workspace's shared base, as the development aids (try.ts,
 * why.ts) need it: the served site, the bench, the base and its source.
 */
export async function loadDevSite(dir: string) {
  const site = await serveSite({ dir });
  const bench = await openBench('pglite', { outboundAllow: ['127.0.0.1'] });
  const { deps, tenant } = bench;
  const { base, source } = await deps.db.tenantTx(tenant, async (tx) => {
    const base = await createBase(deps, tx, { name: 'dev', shared: true });
    return {
      base,
      source: await addSource(deps, tx, base.id, { url: `${site.origin}/sitemap.xml`, includeSubpages: false }),
    };
  });
  await ingestSource(deps, tenant, source.id, 'full');
  return { site, bench, deps, tenant, base, source };
}
