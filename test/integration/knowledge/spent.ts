import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { createHarness } from '../../helpers/harness.js';
import { settle } from './helpers.js';
import { testGuard } from './site.js';
import { SPENT_DIR, serveSite, type ServedSite } from '../../../bench/answers/serve.js';
import { createBase } from '../../../src/resources/knowledge/service.js';
import { answerQuestion } from '../../../src/resources/knowledge/ask.js';

/** Development sites of bench/answers/spent, each served and read by the worker into its own shared base. */
export interface SpentSites {
  ask: (site: string, question: string) => ReturnType<typeof answerQuestion>;
  close: () => Promise<void>;
}

export async function readSpentSites(names: string[]): Promise<SpentSites> {
  const h = await createHarness();
  h.deps.outbound = testGuard();
  const ws = await h.workspace();
  const api = await ws.live();
  const sites: ServedSite[] = [];
  const bases: Record<string, string> = {};
  for (const name of names) {
    const site = await serveSite({ host: 'site.test', dir: path.join(SPENT_DIR, name) });
    sites.push(site);
    const base = await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name, shared: true }));
    bases[name] = base.id;
    const added = await api.post(`/v1/knowledge/bases/${base.id}/sources`, { url: `${site.origin}/sitemap.xml` });
    expect(added.status).toBe(201);
  }
  await settle(h, ws.id);
  return {
    ask: (site, question) => answerQuestion(h.deps, ws.id, { question, baseIds: [bases[site]!] }),
    close: async () => {
      await h.close();
      for (const site of sites) await site.close();
    },
  };
}

/** Reads the sites before the file's tests and closes them after; the returned ask goes to the named site's base. */
export function withSpentSites(names: string[]): SpentSites['ask'] {
  let sites: SpentSites | undefined;
  beforeAll(async () => {
    sites = await readSpentSites(names);
  }, 180_000);
  afterAll(async () => {
    await sites?.close();
  });
  return (site, question) => sites!.ask(site, question);
}
