import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { conflict, invalidRequest, notFound } from '../../contract/errors.js';
import { newId } from '../../lib/ids.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import { OutboundRefused } from '../../platform/outbound/guard.js';
import { findAgentByRef } from '../../records/agents.js';
import { chunkBlocks } from './ingest/chunker.js';
import { extractMarkdown, type Block } from './ingest/extract.js';
import { writeDocument } from './ingest/index-store.js';
import type { IngestMode } from './ingest/ingest.js';
import * as repo from './repository.js';
import type {
  KnowledgeBaseBody,
  KnowledgeBaseDetailBody,
  KnowledgeSourceBody,
  RefreshInterval,
  RefreshMode,
  RefreshReceipt,
} from './schemas.js';

type ServiceDeps = Pick<Deps, 'clock' | 'cursors' | 'jobs' | 'config' | 'outbound'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** auto: known pages are re-checked this often (conditional requests); everything is re-discovered weekly. */
export const WATCH_EVERY_MS = 6 * HOUR;
export const AUTO_FULL_EVERY_MS = 7 * DAY;
export const INTERVAL_MS: Record<RefreshInterval, number> = { daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY };

export function nextChecks(
  mode: RefreshMode,
  interval: RefreshInterval | null,
  now: Date,
): { nextWatchAt: Date | null; nextFullAt: Date | null } {
  const at = (ms: number) => new Date(now.getTime() + ms);
  if (mode === 'auto') return { nextWatchAt: at(WATCH_EVERY_MS), nextFullAt: at(AUTO_FULL_EVERY_MS) };
  if (mode === 'scheduled') return { nextWatchAt: null, nextFullAt: at(INTERVAL_MS[interval ?? 'weekly']) };
  return { nextWatchAt: null, nextFullAt: null };
}

const iso = (d: Date) => d.toISOString();

export function toSource(r: repo.SourceRow): KnowledgeSourceBody {
  return {
    id: r.id,
    baseId: r.baseId,
    kind: r.kind,
    name: r.name,
    url: r.url,
    status: r.status,
    error: r.error,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

function baseStatus(c: repo.BaseRow['counts']): 'active' | 'indexing' | 'failed' {
  if (c.pending + c.indexing > 0) return 'indexing';
  if (c.total > 0 && c.failed === c.total) return 'failed';
  return 'active';
}

function baseCommon(r: repo.BaseRow) {
  const next = [r.nextWatchAt, r.nextFullAt]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    shared: r.shared,
    status: baseStatus(r.counts),
    refresh: {
      mode: r.refreshMode,
      interval: r.refreshInterval,
      nextCheckAt: next && r.refreshMode !== 'off' ? iso(next) : null,
    },
    lastRefresh: r.lastRefresh,
    agentIds: r.agentIds,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export const toBase = (r: repo.BaseRow): KnowledgeBaseBody => ({ ...baseCommon(r), sources: r.counts });

export async function listBases(tx: Tx): Promise<{ items: KnowledgeBaseBody[] }> {
  return { items: (await repo.listBases(tx)).map(toBase) };
}

async function baseOr404(tx: Tx, id: string, opts: { forUpdate?: boolean } = {}): Promise<repo.BaseRow> {
  const b = await repo.findBase(tx, id, opts);
  if (!b) throw notFound('knowledge base');
  return b;
}

export async function getBase(tx: Tx, id: string): Promise<KnowledgeBaseDetailBody> {
  const b = await baseOr404(tx, id);
  const sources = await repo.listSources(tx, { baseId: id, after: null, limit: null });
  return { ...baseCommon(b), sources: sources.map(toSource) };
}

export async function setRefresh(
  deps: ServiceDeps,
  tx: Tx,
  id: string,
  refresh: { mode: RefreshMode; interval?: RefreshInterval | null },
): Promise<KnowledgeBaseBody> {
  if (refresh.mode === 'scheduled' && !refresh.interval)
    throw invalidRequest(
      'refresh.interval is required with mode scheduled (daily, weekly or monthly).',
      'refresh.interval',
    );
  if (refresh.mode !== 'scheduled' && refresh.interval)
    throw invalidRequest('refresh.interval applies to mode scheduled only.', 'refresh.interval');
  await baseOr404(tx, id, { forUpdate: true });
  const interval = refresh.mode === 'scheduled' ? refresh.interval! : null;
  const now = deps.clock.now();
  await repo.setRefresh(tx, id, { mode: refresh.mode, interval, ...nextChecks(refresh.mode, interval, now), now });
  return toBase((await repo.findBase(tx, id))!);
}

async function enqueueIngest(deps: ServiceDeps, tx: Tx, sourceId: string, mode: IngestMode): Promise<void> {
  await deps.jobs.enqueue(tx, {
    kind: 'knowledge.ingest',
    payload: { sourceId, mode },
    dedupeKey: `${tx.tenant}:${sourceId}`,
  });
}

/**
 * Sends every loaded or failed URL source of the base back to pending and queues
 * its re-read; sources already waiting or being read are left to finish. Text
 * sources have nothing to re-read.
 */
export async function queueRefresh(
  deps: ServiceDeps,
  tx: Tx,
  baseId: string,
  trigger: RefreshReceipt['trigger'],
  mode: IngestMode,
): Promise<boolean> {
  const now = deps.clock.now();
  const requeued = await repo.requeueUrlSources(tx, baseId, now);
  if (requeued.length > 0) await repo.startRefresh(tx, baseId, trigger, now);
  for (const id of requeued) await enqueueIngest(deps, tx, id, mode);
  const inFlight = await repo.urlSourceIds(tx, baseId, ['pending', 'indexing']);
  return inFlight.length > 0;
}

export async function refreshBase(deps: ServiceDeps, tx: Tx, id: string): Promise<{ queued: boolean }> {
  await baseOr404(tx, id, { forUpdate: true });
  return { queued: await queueRefresh(deps, tx, id, 'requested', 'full') };
}

/** A likely sitemap by its address; the worker settles the kind from what the URL serves. */
const SITEMAP_URL_RE = /(sitemap[^/]*\.xml(\.gz)?|\.xml\.gz)$/i;

export async function addSource(
  deps: ServiceDeps,
  tx: Tx,
  baseId: string,
  input: { url: string; includeSubpages?: boolean },
): Promise<KnowledgeSourceBody> {
  let url: URL;
  try {
    // No DNS here: names that resolve to private addresses are refused when the worker connects.
    url = await deps.outbound.checkUrl(input.url.trim(), { resolve: false });
  } catch (err) {
    if (err instanceof OutboundRefused) throw invalidRequest(`url: ${err.message}.`, 'url');
    throw err;
  }
  url.hash = '';
  await baseOr404(tx, baseId, { forUpdate: true });
  const now = deps.clock.now();
  const row = await repo.insertSource(tx, {
    id: newId(),
    baseId,
    kind: SITEMAP_URL_RE.test(url.pathname) ? 'sitemap' : 'url',
    name: url.toString().slice(0, 500),
    url: url.toString(),
    includeSubpages: input.includeSubpages ?? false,
    status: 'pending',
    now,
  });
  await repo.startRefresh(tx, baseId, 'added', now);
  await enqueueIngest(deps, tx, row.id, 'full');
  return toSource(row);
}

export function listSources(
  deps: ServiceDeps,
  tx: TenantTx,
  q: PageParams & { baseId?: string },
): Promise<Page<KnowledgeSourceBody>> {
  return listPage(deps, tx, q, {
    list: 'knowledge-sources',
    filters: { baseId: q.baseId },
    rows: (page) => repo.listSources(tx, page),
    sortKey: (r) => [r.createdAt, r.id],
    toBody: toSource,
  });
}

export async function getSource(tx: Tx, id: string): Promise<KnowledgeSourceBody> {
  const row = await repo.findSource(tx, id);
  if (!row) throw notFound('knowledge source');
  return toSource(row);
}

/** Deletes the source with its pages, chunks, postings and vectors in this transaction: answers stop using it at once. */
export async function deleteSource(tx: Tx, id: string): Promise<void> {
  if (!(await repo.deleteSource(tx, id))) throw notFound('knowledge source');
}

/** True when the base is in this data set (other resources check a base they were given before adding to it). */
/** The source "Add to knowledge" made from a follow-up, while it exists (deleting it frees the follow-up). */
export async function sourceOfFollowUp(tx: Tx, followUpId: string): Promise<KnowledgeSourceBody | null> {
  const row = await repo.findSourceByFollowUp(tx, followUpId);
  return row ? toSource(row) : null;
}

export async function baseExists(tx: Tx, id: string): Promise<boolean> {
  return (await repo.findBase(tx, id)) !== null;
}

// ---- operator side (CLI, fixtures): bases, attachments and text sources

export async function createBase(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  input: { name: string; description?: string | null; shared: boolean; agentRef?: string | null },
): Promise<KnowledgeBaseBody> {
  const name = input.name.trim();
  if (!name) throw invalidRequest('A knowledge base needs a name.', 'name');
  const agent = input.agentRef ? await findAgentByRef(tx, input.agentRef) : null;
  if (input.agentRef && !agent) throw invalidRequest(`No agent ${input.agentRef} in this workspace.`, 'agent');
  if (!input.shared && !agent)
    throw invalidRequest('A personal knowledge base belongs to one agent: name it (or make the base shared).', 'agent');
  if (!input.shared && (await repo.agentOwnsBase(tx, agent!.id))) {
    throw conflict(`Agent ${agent!.name} already has its personal knowledge base.`);
  }
  const now = deps.clock.now();
  const id = newId();
  await repo.insertBase(tx, {
    id,
    name,
    description: input.description?.trim() || null,
    shared: input.shared,
    ownerAgentId: input.shared ? null : agent!.id,
    now,
    ...(nextChecks('auto', null, now) as { nextWatchAt: Date; nextFullAt: Date }),
  });
  if (agent) await repo.attachAgent(tx, id, agent.id, now);
  return toBase((await repo.findBase(tx, id))!);
}

export async function attachBase(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  baseId: string,
  agentRef: string,
): Promise<KnowledgeBaseBody> {
  const base = await repo.findBase(tx, baseId, { forUpdate: true });
  if (!base) throw notFound('knowledge base');
  const agent = await findAgentByRef(tx, agentRef);
  if (!agent) throw invalidRequest(`No agent ${agentRef} in this workspace.`, 'agent');
  if (!base.shared && base.ownerAgentId !== agent.id)
    throw conflict('A personal knowledge base belongs to its own agent; only shared bases attach to others.');
  await repo.attachAgent(tx, baseId, agent.id, deps.clock.now());
  return toBase((await repo.findBase(tx, baseId))!);
}

/** Longest pasted text accepted as one text source (about 30,000 words); longer documents go in as several. */
export const MAX_TEXT_CHARS = 200_000;
export const MAX_SOURCE_TITLE_CHARS = 200;

function sourceTitle(raw: string): string {
  const title = raw.trim().replace(/\s+/g, ' ');
  if (!title) throw invalidRequest('A text source needs a title.', 'title');
  if (title.length > MAX_SOURCE_TITLE_CHARS)
    throw invalidRequest(`title is longer than ${MAX_SOURCE_TITLE_CHARS} characters.`, 'title');
  return title;
}

/**
 * A source whose text the caller already has (pasted text, a PDF read in the
 * route's `prepare`): chunked and indexed in this transaction, so it is `loaded`
 * and searchable when this returns; its vectors follow from the embed job.
 */
async function addDocumentSource(
  deps: Pick<Deps, 'clock' | 'jobs' | 'config'>,
  tx: Tx,
  baseId: string,
  doc: { kind: 'text' | 'file'; title: string; blocks: Block[]; followUpId?: string | undefined },
): Promise<KnowledgeSourceBody> {
  if (!(await repo.findBase(tx, baseId, { forUpdate: true }))) throw notFound('knowledge base');
  const now = deps.clock.now();
  const row = await repo.insertSource(tx, {
    id: newId(),
    baseId,
    kind: doc.kind,
    name: doc.title,
    url: null,
    includeSubpages: false,
    status: 'loaded',
    now,
    followUpId: doc.followUpId ?? null,
  });
  const chunks = chunkBlocks(doc.blocks);
  await writeDocument(tx, {
    baseId,
    sourceId: row.id,
    url: null,
    title: doc.title,
    etag: null,
    lastModified: null,
    chunks,
    now,
  });
  if (deps.config.embeddings) {
    await deps.jobs.enqueue(tx, { kind: 'knowledge.embed', payload: { baseId }, dedupeKey: `${tx.tenant}:${baseId}` });
  }
  return toSource(row);
}

/**
 * A text (Markdown or plain) source, indexed at once: it is `loaded` when this
 * returns. `textParam` names the text's field in errors (`text` in the API,
 * `file` for the CLI's flag).
 */
export async function addTextSource(
  deps: Pick<Deps, 'clock' | 'jobs' | 'config'>,
  tx: Tx,
  baseId: string,
  input: { title: string; text: string; followUpId?: string | undefined },
  textParam = 'text',
): Promise<KnowledgeSourceBody> {
  const title = sourceTitle(input.title);
  if (!input.text.trim()) throw invalidRequest('The text is empty.', textParam);
  if (input.text.length > MAX_TEXT_CHARS)
    throw invalidRequest(
      `The text is longer than ${MAX_TEXT_CHARS.toLocaleString('en-US')} characters; add it as several sources.`,
      textParam,
    );
  const blocks = extractMarkdown(input.text).blocks;
  if (blocks.length === 0) throw invalidRequest('The text has nothing to index.', textParam);
  return addDocumentSource(deps, tx, baseId, { kind: 'text', title, blocks, followUpId: input.followUpId });
}

/** A PDF read by `readPdf` (outside the transaction), as a `file` source; `loaded` when this returns. */
export function addPdfSource(
  deps: Pick<Deps, 'clock' | 'jobs' | 'config'>,
  tx: Tx,
  baseId: string,
  pdf: { title: string; blocks: Block[] },
): Promise<KnowledgeSourceBody> {
  return addDocumentSource(deps, tx, baseId, { kind: 'file', title: sourceTitle(pdf.title), blocks: pdf.blocks });
}
