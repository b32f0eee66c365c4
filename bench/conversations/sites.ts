/**
 * The sites scripted visitors talk about, each served on 127.0.0.1 and read into
 * an agent's knowledge through the real ingestion path (its sitemap):
 * - `example`: example/site with the agent, tour, Actions and offers that
 *   src/example/setup.ts creates;
 * - `brightshelf`: the answers benchmark's development site (bench/answers/site);
 * - `dev2`, `dev3`: the answers benchmark's other development sites
 *   (bench/answers/dev2, bench/answers/dev3);
 * - `payroll`, `shop`, `rental`, `school`: the spent answers held-out sites under bench/answers/spent/<site>/,
 *   laid out as bench/answers/site is (served the same way); any other name: a held-out answers site.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Deps } from '../../src/deps.js';
import { createWorkspace } from '../../src/platform/workspaces/service.js';
import { createKey } from '../../src/platform/keys/service.js';
import { createAgent } from '../../src/resources/agents/service.js';
import { addSource } from '../../src/resources/knowledge/service.js';
import { ingestSource } from '../../src/resources/knowledge/ingest/ingest.js';
import { setupExample } from '../../src/example/setup.js';
import { startExampleSite } from '../../src/example/site.js';
import { serveSite } from '../answers/serve.js';

export interface BenchSite {
  name: string;
  publicId: string;
  origin: string;
  /** A management API key of the site's workspace (all scopes). */
  key: string;
  pages: number;
  close(): Promise<void>;
}

const BOOKING = {
  timezone: 'Europe/Berlin',
  durationMinutes: 30,
  minimumNoticeMinutes: 60,
  horizonDays: 14,
  availability: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, start: '09:00', end: '17:00' })),
};

export const siteDir = (name: string): string | null => {
  // The answers benchmark's development sites (dev2 Harbour Desk, dev3 Thistlewood Vets) serve as conversation
  // sites too; any other name is a held-out answers site.
  const dir =
    name === 'brightshelf'
      ? path.join(import.meta.dirname, '../answers/site')
      : name === 'dev2' || name === 'dev3'
        ? path.join(import.meta.dirname, '../answers', name)
        : fs.existsSync(path.join(import.meta.dirname, '../answers/spent', name))
          ? path.join(import.meta.dirname, '../answers/spent', name)
          : path.join(import.meta.dirname, '../answers/heldout', name);
  return fs.existsSync(path.join(dir, 'pages')) ? dir : null;
};

/** A key with every scope and the visitor's words verbatim (conversations:transcripts is granted only by name). */
const benchKey = async (deps: Deps, workspaceId: string) =>
  (
    await createKey(deps, {
      workspaceId,
      mode: 'live',
      allScopes: true,
      scopes: ['conversations:transcripts'],
      name: 'bench',
    })
  ).key;

async function pageCount(deps: Deps, tenant: string): Promise<number> {
  const r = await deps.db.tenantTx(
    tenant,
    (tx) => tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM knowledge_documents`),
    { readOnly: true },
  );
  return r.rows[0]!.n;
}

export async function openSite(deps: Deps, name: string, serviceOrigin: string): Promise<BenchSite> {
  if (name === 'example') {
    let agent: { publicId: string; tourPublicId: string } | null = null;
    const site = await startExampleSite({ serviceOrigin, agent: () => agent });
    const state = await setupExample(deps, site.origin);
    agent = { publicId: state.publicId, tourPublicId: state.tourPublicId };
    await ingestSource(deps, state.tenant, state.sourceId, 'full');
    const key = await benchKey(deps, state.workspaceId);
    return {
      name,
      publicId: state.publicId,
      origin: site.origin,
      key,
      pages: await pageCount(deps, state.tenant),
      close: () => site.close(),
    };
  }
  const dir = siteDir(name);
  if (!dir) throw new Error(`no site ${name}`);
  const site = await serveSite({ dir });
  const ws = (await createWorkspace(deps, { name: `bench ${name}`, seedSandbox: false }))!;
  const { agent, sourceId } = await deps.db.tenantTx(ws.id, async (tx) => {
    const agent = await createAgent(deps, tx, {
      name: `${name} assistant`,
      allowedOrigins: [site.origin],
      booking: BOOKING,
    });
    const source = await addSource(deps, tx, agent.personalBaseId!, { url: `${site.origin}/sitemap.xml` });
    return { agent, sourceId: source.id };
  });
  await ingestSource(deps, ws.id, sourceId, 'full');
  const key = await benchKey(deps, ws.id);
  return {
    name,
    publicId: agent.publicId,
    origin: site.origin,
    key,
    pages: await pageCount(deps, ws.id),
    close: () => site.close(),
  };
}
