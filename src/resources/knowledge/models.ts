import type { Deps } from '../../deps.js';
import type { Database } from '../../db/database.js';
import { outboundRequest } from '../../platform/outbound/http.js';
import { ensureVectorTable } from './repository.js';

export interface ModelEndpoint {
  url: string;
  model: string;
  apiKey: string | null;
}

/**
 * Calls an OpenAI-compatible endpoint. The operator configured its URL, so its
 * host is allowed even when private (a model server on the same machine is
 * common); everything else about the request follows the outbound rule.
 */
export async function callModel(
  deps: Pick<Deps, 'config' | 'outbound'>,
  cfg: ModelEndpoint,
  path: '/embeddings' | '/chat/completions',
  body: unknown,
  timeoutMs: number,
): Promise<any> {
  const base = cfg.url.replace(/\/+$/, '');
  const url = base.endsWith(path) ? base : `${base}${path}`;
  const res = await outboundRequest(deps.outbound.alsoAllowing(new URL(url).hostname), {
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}) },
    body: JSON.stringify(body),
    timeoutMs,
    maxBytes: 64 * 1024 * 1024,
    maxRedirects: 0,
  });
  if (res.status < 200 || res.status >= 300) throw new Error(`${url} answered ${res.status}`);
  return JSON.parse(res.body.toString('utf8'));
}

/** Embeds texts in order; throws when the endpoint fails or answers something else. */
export async function embed(
  deps: Pick<Deps, 'config' | 'outbound'>,
  texts: string[],
  timeoutMs = 30_000,
): Promise<number[][]> {
  const cfg = deps.config.embeddings;
  if (!cfg) throw new Error('no embeddings endpoint configured');
  const out = await callModel(deps, cfg, '/embeddings', { model: cfg.model, input: texts }, timeoutMs);
  const data = Array.isArray(out?.data) ? (out.data as Array<{ index?: number; embedding?: unknown }>) : [];
  const vectors: number[][] = new Array(texts.length);
  data.forEach((d, i) => {
    vectors[typeof d.index === 'number' ? d.index : i] = d.embedding as number[];
  });
  for (let i = 0; i < texts.length; i++) {
    const v = vectors[i];
    if (!Array.isArray(v) || v.length === 0 || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      throw new Error('the embeddings endpoint answered without a vector for every input');
    }
  }
  return vectors;
}

export const vectorLiteral = (v: number[]) => `[${v.join(',')}]`;

const probes = new WeakMap<Database, Promise<boolean>>();

/**
 * Dense retrieval needs pgvector. The extension is optional (the embedded
 * database bundles it; many PostgreSQL servers have none), so it is probed once
 * per database and the vector table made on first use; when it is missing,
 * retrieval is BM25 alone and nothing fails.
 */
export function vectorStore(deps: Pick<Deps, 'db' | 'log'>): Promise<boolean> {
  let probe = probes.get(deps.db);
  if (!probe) {
    probe = deps.db
      .systemTx((tx) => ensureVectorTable(tx))
      .catch((err) => {
        deps.log.warn({ err }, 'pgvector could not be enabled; knowledge retrieval uses BM25 alone');
        return false;
      });
    probes.set(deps.db, probe);
  }
  return probe;
}
