import type { Deps } from '../../../deps.js';
import { parseUrl } from '../../../lib/http-url.js';
import type { JobHandler } from '../../../platform/jobs/worker.js';
import { chunkBlocks } from './chunker.js';
import { crawlScope, drainQueue } from './crawl.js';
import { IngestError, LIMITS, SiteReader, type PageResult } from './fetcher.js';
import {
  contentHash,
  deleteDocuments,
  documentsOf,
  touchDocument,
  writeDocument,
  type DocumentRow,
} from './index-store.js';
import * as repo from '../repository.js';

export type IngestMode = 'full' | 'watch';

/** The source was deleted while it was being read: stop without a trace. */
class SourceGone extends Error {}

const isFkViolation = (err: unknown) => (err as { code?: string })?.code === '23503';

export interface IngestOutcome {
  status: 'loaded' | 'failed';
  read: number;
  changed: number;
  failed: number;
  error: string | null;
}

/**
 * Reads one URL or sitemap source into the index. `full` re-discovers the pages
 * (sitemap, or crawl with includeSubpages) and removes pages no longer found;
 * `watch` re-reads the pages already known. Either way requests are conditional
 * (ETag, Last-Modified) and a page whose content hash is unchanged keeps its
 * chunks; only new or changed pages are re-chunked.
 */
export async function ingestSource(
  deps: Deps,
  tenant: string,
  sourceId: string,
  mode: IngestMode,
  signal: AbortSignal = new AbortController().signal,
): Promise<IngestOutcome | null> {
  const started = Date.now();
  const begin = await deps.db.tenantTx(tenant, async (tx) => {
    const s = await repo.findSource(tx, sourceId, { forUpdate: true });
    if (!s || s.url === null || (s.status !== 'pending' && s.status !== 'indexing')) return null;
    await repo.updateSource(tx, sourceId, { status: 'indexing', error: null, now: deps.clock.now() });
    return { source: s, docs: await documentsOf(tx, sourceId) };
  });
  if (!begin) return null;
  const source = { ...begin.source, url: begin.source.url! };
  const reader = new SiteReader(deps.outbound);
  const known = new Map(begin.docs.map((d) => [d.url!, d]));
  const kept = new Set<string>();
  const gone = new Set<string>();
  const counts = { read: 0, changed: 0, failed: 0 };
  const errors: string[] = [];
  let kind = source.kind;
  let name: string | undefined;
  let discovered = true;

  const write = <T>(fn: Parameters<typeof deps.db.tenantTx<T>>[1]) =>
    deps.db.tenantTx(tenant, fn).catch((err) => {
      throw isFkViolation(err) ? new SourceGone() : err;
    });

  /** Reads a page and stores it when new or changed; returns the result, or null when it failed. */
  const readPage = async (
    url: string,
    opts: { sitemap?: boolean; fresh?: boolean } = {},
  ): Promise<PageResult | null> => {
    const prev = known.get(url);
    let r: PageResult;
    try {
      // `fresh`: the start page of a crawl is read whole, since its links are needed even when it has not changed.
      const validators = prev && !opts.fresh ? { etag: prev.etag, lastModified: prev.lastModified } : undefined;
      r = await reader.read(url, validators, opts);
    } catch (err) {
      if (!(err instanceof IngestError)) throw err;
      if (err.excluded && url !== source.url) return null;
      counts.failed++;
      errors.push(err.message);
      if (prev && !err.gone) kept.add(url);
      if (prev && err.gone) gone.add(url);
      return null;
    }
    if (r.kind === 'sitemap') return r;
    // Another URL of this read redirected to the same page and stored it already.
    if (r.kind === 'page' && r.url !== url && kept.has(r.url)) return r;
    counts.read++;
    if (r.kind === 'not-modified') {
      await write((tx) => touchDocument(tx, prev!.id, deps.clock.now()));
      kept.add(url);
      return r;
    }
    const chunks = chunkBlocks(r.blocks);
    const existing: DocumentRow | undefined = known.get(r.url);
    kept.add(r.url);
    const validators = { etag: r.etag, lastModified: r.lastModified };
    if (existing && existing.contentHash === contentHash(r.title, chunks)) {
      await write((tx) => touchDocument(tx, existing.id, deps.clock.now(), validators));
    } else {
      counts.changed++;
      const docId = await write((tx) =>
        writeDocument(tx, {
          baseId: source.baseId,
          sourceId,
          url: r.url,
          title: r.title,
          ...validators,
          chunks,
          now: deps.clock.now(),
        }),
      );
      known.set(r.url, {
        id: docId,
        url: r.url,
        title: r.title,
        contentHash: contentHash(r.title, chunks),
        ...validators,
      });
    }
    return r;
  };

  const queueOpts = async (url: string) => {
    const delayMs = await reader.crawlDelayMs(url);
    return { concurrency: delayMs > 0 ? 1 : LIMITS.concurrency, delayMs, cap: LIMITS.maxPages, signal };
  };

  const readSitemap = async (first: Extract<PageResult, { kind: 'sitemap' }>) => {
    const host = new URL(first.url).host;
    const pages = new Set<string>();
    const sitemaps = [first];
    let fetched = 1;
    for (let i = 0; i < sitemaps.length; i++) {
      const sm = sitemaps[i]!;
      for (const loc of sm.locs) {
        const u = parseUrl(loc, sm.url);
        if (!u) continue;
        // The sitemap protocol keeps a sitemap's URLs on its own host; others are ignored.
        if (u.host !== host) continue;
        if (!sm.index) {
          if (pages.size < LIMITS.maxPages) pages.add(u.toString());
        } else if (fetched < LIMITS.maxSitemaps) {
          fetched++;
          const child = await readPage(u.toString(), { sitemap: true });
          if (child?.kind === 'sitemap') sitemaps.push(child);
        }
      }
    }
    if (pages.size === 0) throw new IngestError(`The sitemap ${first.url} lists no pages on ${host}.`);
    await drainQueue([...pages], await queueOpts(first.url), async (u) => {
      await readPage(u);
      return [];
    });
  };

  let outcome: IngestOutcome;
  try {
    if (mode === 'watch' && known.size > 0) {
      discovered = false;
      await drainQueue([...known.keys()], await queueOpts(source.url), async (u) => {
        await readPage(u);
        return [];
      });
    } else {
      const first = await readPage(source.url, { sitemap: source.kind === 'sitemap', fresh: source.includeSubpages });
      if (first?.kind === 'sitemap') {
        kind = 'sitemap';
        name = `Sitemap of ${new URL(first.url).host}`;
        await readSitemap(first);
      } else {
        kind = 'url';
        if (first?.kind === 'page' && first.title) name = first.title;
        if (!first) discovered = false;
        if (first?.kind === 'page' && source.includeSubpages) {
          const inScope = crawlScope(source.url);
          await drainQueue(
            first.links.filter(inScope),
            { ...(await queueOpts(source.url)), done: [source.url, first.url] },
            async (u) => {
              const r = await readPage(u);
              return r?.kind === 'page' ? r.links.filter(inScope) : [];
            },
          );
        }
      }
    }
    const hasPages = kept.size > 0;
    outcome = {
      status: hasPages ? 'loaded' : 'failed',
      ...counts,
      error: hasPages
        ? null
        : errors.length <= 1
          ? (errors[0] ?? `No readable pages at ${source.url}.`)
          : `None of the ${errors.length} pages could be read; the first error: ${errors[0]}`,
    };
  } catch (err) {
    if (err instanceof SourceGone) return null;
    if (!(err instanceof IngestError)) throw err;
    discovered = false;
    outcome = { status: 'failed', ...counts, failed: counts.failed + 1, error: err.message };
  }

  try {
    await write(async (tx) => {
      // Pages a full read no longer found are gone from the site: their chunks go too.
      // A watch, or a read that failed before discovery ended, removes only pages that answered 404 or 410.
      const removed = [...known.values()].filter((d) => (discovered ? !kept.has(d.url!) : gone.has(d.url!)));
      await deleteDocuments(
        tx,
        removed.map((d) => d.id),
      );
      const updated = await repo.updateSource(tx, sourceId, {
        status: outcome.status,
        error: outcome.error,
        kind,
        ...(name ? { name: name.slice(0, 500) } : {}),
        now: deps.clock.now(),
      });
      if (!updated) throw new SourceGone();
      await repo.recordRefresh(tx, source.baseId, outcome, deps.clock.now());
      if (deps.config.embeddings) {
        await deps.jobs.enqueue(tx, {
          kind: 'knowledge.embed',
          payload: { baseId: source.baseId },
          dedupeKey: `${tenant}:${source.baseId}`,
        });
      }
    });
  } catch (err) {
    if (err instanceof SourceGone) return null;
    throw err;
  }
  deps.log.info(
    { tenant, sourceId, baseId: source.baseId, url: source.url, mode, ...outcome, ms: Date.now() - started },
    outcome.status === 'loaded' ? 'knowledge source loaded' : 'knowledge source failed',
  );
  return outcome;
}

export const ingestJob =
  (deps: Deps): JobHandler =>
  async (job, ctx) => {
    const sourceId = String(job.payload.sourceId);
    try {
      await ingestSource(deps, job.tenant!, sourceId, job.payload.mode === 'watch' ? 'watch' : 'full', ctx.signal);
    } catch (err) {
      // The job is retried; after its last attempt the source must not stay `indexing` for ever.
      if (job.attempts >= job.maxAttempts && !ctx.signal.aborted) {
        await deps.db
          .tenantTx(job.tenant!, async (tx) => {
            const s = await repo.updateSource(tx, sourceId, {
              status: 'failed',
              error: 'The source could not be read because of an internal error; refresh the base to try again.',
              now: deps.clock.now(),
            });
            if (s) await repo.recordRefresh(tx, s.baseId, { read: 0, changed: 0, failed: 1 }, deps.clock.now());
          })
          .catch(() => undefined);
      }
      throw err;
    }
  };
