/** Asks the development site a few questions and prints what the answerer read (development aid; dev site only). */
import { openBench } from '../lib.js';
import { addSource, createBase } from '../../src/resources/knowledge/service.js';
import { ingestSource } from '../../src/resources/knowledge/ingest/ingest.js';
import { answerQuestion } from '../../src/resources/knowledge/ask.js';
import { tolerant, expandChat } from '../../src/resources/knowledge/search/casual.js';
import { vocabularyOf } from '../../src/resources/knowledge/search/vocabulary.js';
import { serveSite } from './serve.js';

const site = await serveSite();
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
const vocab = await deps.db.tenantTx(tenant, (tx) => vocabularyOf(tx, [base.id]));
for (const q of process.argv.slice(2)) {
  const a = await answerQuestion(deps, tenant, { question: q, baseIds: [base.id] });
  console.log(
    `${q}\n  read as: ${tolerant(expandChat(q), vocab)}\n  ${a.abstained ? `abstained: ${a.reason} ${a.detail ?? ''}` : a.text}\n  quotes: ${a.citations.map((c) => JSON.stringify(c.quote)).join(' | ')}`,
  );
}
await bench.close();
await site.close();
