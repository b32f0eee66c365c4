import { expect } from 'vitest';
import { serveSite, type ServedSite } from '../../../bench/answers/serve.js';
import { createBase } from '../../../src/resources/knowledge/service.js';
import type { Harness, TestWorkspace } from '../../helpers/harness.js';
import { settle } from './helpers.js';

/**
 * Benchmark sites read into a workspace's knowledge as in production: each served on loopback as site.test, given a
 * shared base of its own, its sitemap added through the API, and the worker run until every page is read.
 */
export async function readSites(
  h: Harness,
  ws: TestWorkspace,
  wanted: ReadonlyArray<{ name: string; dir: string }>,
): Promise<{ bases: Record<string, string>; close: () => Promise<void> }> {
  const api = await ws.live();
  const sites: ServedSite[] = [];
  const bases: Record<string, string> = {};
  for (const { name, dir } of wanted) {
    const site = await serveSite({ host: 'site.test', dir });
    sites.push(site);
    const base = await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name, shared: true }));
    bases[name] = base.id;
    const added = await api.post(`/v1/knowledge/bases/${base.id}/sources`, { url: `${site.origin}/sitemap.xml` });
    expect(added.status).toBe(201);
  }
  await settle(h, ws.id);
  return { bases, close: async () => void (await Promise.all(sites.map((s) => s.close()))) };
}
