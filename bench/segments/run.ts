/**
 * Segments at scale: visitors and chat turns written through the service's own
 * write path (recordConversation, appendMessage, recordQualifyingAnswers,
 * endConversation, account enrichment), then previewSegment latency with an
 * `asked` phrase plus two structured conditions, and full evaluations of ten
 * segments (the first, where everyone enters, and a steady-state pass).
 *   npx tsx bench/segments/run.ts --db=pglite|postgres [--visitors=100000] [--turns=10] [--runs=30]
 * `--turns` is chat turns per visitor (half the visitor's, half the agent's).
 * BENCH_KEEP=1 keeps the PostgreSQL database; BENCH_REUSE_URL=<its url> measures
 * it again without reloading (after migrating it, as an upgrade would).
 */
import { dbArg, ms, openBench, percentile } from '../lib.js';
import { createAgent } from '../../src/resources/agents/service.js';
import { enrichVisitorAccount } from '../../src/records/enrichment.js';
import {
  appendMessage,
  endConversation,
  recordConversation,
  recordQualifyingAnswers,
} from '../../src/resources/conversations/service.js';
import { insertVisitor } from '../../src/records/visitors.js';
import { newId } from '../../src/lib/ids.js';
import { evaluateSegment, refreshFilterStatistics } from '../../src/resources/segments/evaluate.js';
import { createSegment, previewSegment } from '../../src/resources/segments/service.js';
import type { SegmentFilterBody } from '../../src/resources/segments/schemas.js';
import { sentence, rng } from './text.js';

const arg = (name: string, def: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? def);
const kind = dbArg();
const VISITORS = arg('visitors', 100_000);
const TURNS = arg('turns', 10);
const RUNS = arg('runs', 30);
const BATCH = 100;
const CONCURRENCY = kind === 'postgres' ? 4 : 1;
const DAY = 86_400_000;

const bench = await openBench(kind);
const { deps, tenant } = bench;
const agentId = bench.reused
  ? ''
  : await deps.db.tenantTx(tenant, async (tx) => (await createAgent(deps, tx, { name: 'bench agent' })).id);
const now = Date.now();

async function writeBatch(first: number): Promise<void> {
  const random = rng(first + 1);
  await deps.db.tenantTx(tenant, async (tx) => {
    for (let i = first; i < Math.min(first + BATCH, VISITORS); i++) {
      const id = newId();
      const seen = new Date(now - Math.floor(random() * 90 * DAY));
      const email =
        random() < 0.5
          ? `person${i}@${random() < 0.6 ? `company${Math.floor(random() * 2000)}.test` : 'gmail.com'}`
          : null;
      await insertVisitor(tx, {
        id,
        email,
        intentScore: Math.floor(random() * 101),
        firstSeenAt: new Date(seen.getTime() - DAY),
        lastSeenAt: seen,
        labels: { stage: ['researching', 'evaluating', 'buying'][i % 3] },
        crm: random() < 0.2 ? { contactId: `c${i}` } : null,
        createdAt: seen,
      });
      if (email)
        await enrichVisitorAccount(tx, {
          visitorId: id,
          email,
          now: seen,
          facts: { industry: ['Software', 'Retail', 'Healthcare'][i % 3]! },
        });
      const c = await recordConversation(deps, tx, { agentId, visitorId: id, startedAt: seen });
      for (let t = 0; t < TURNS; t++) {
        const visitor = t % 2 === 0;
        await appendMessage(deps, tx, {
          conversationId: c.id,
          role: visitor ? 'user' : 'assistant',
          authorKind: visitor ? 'visitor' : 'agent',
          content: sentence(random, visitor),
          createdAt: new Date(seen.getTime() + t * 10_000),
        });
      }
      if (random() < 0.3)
        await recordQualifyingAnswers(tx, c.id, { timeline: ['this quarter', 'next quarter', 'exploring'][i % 3] });
      await endConversation(deps, tx, c.id, {
        endedAt: new Date(seen.getTime() + TURNS * 10_000),
        summary: sentence(random, true),
      });
    }
  });
}

const loadStart = Date.now();
let next = bench.reused ? VISITORS : 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < VISITORS) {
      const first = next;
      next += BATCH;
      await writeBatch(first);
      if ((first / BATCH) % 100 === 0)
        console.error(`${first + BATCH} visitors written, ${((Date.now() - loadStart) / 1000).toFixed(0)} s`);
    }
  }),
);
const loadSecs = (Date.now() - loadStart) / 1000;
// What autovacuum does on the server, and the worker's periodic pass on the embedded database.
if (kind === 'postgres') await deps.db.query('VACUUM ANALYZE');
else await refreshFilterStatistics(deps.db);

const PHRASES = [
  '"data residency"',
  '"annual billing"',
  '"single sign-on"',
  '"soc 2 report"',
  '"volume discount"',
  '"salesforce sync"',
];
const previewFilter = (i: number): SegmentFilterBody => ({
  asked: PHRASES[i % PHRASES.length]!,
  minIntent: 50,
  lastSeenWithinDays: 30,
});
const times: number[] = [];
let lastCount = 0;
for (let i = 0; i < RUNS + 3; i++) {
  const t0 = performance.now();
  const res = await deps.db.tenantTx(tenant, (tx) => previewSegment(deps, tx, previewFilter(i), { verbatim: true }), {
    readOnly: true,
  });
  if (i >= 3) times.push(performance.now() - t0);
  lastCount = res.count;
}

const SEGMENTS: SegmentFilterBody[] = [
  { asked: '"data residency"' },
  { asked: 'pricing OR discount', minIntent: 70 },
  { asked: 'sso -okta', identified: true },
  { minIntent: 80 },
  { identified: true, lastSeenWithinDays: 14 },
  { hasCrm: true },
  { qualified: { timeline: 'this quarter' } },
  { labels: { stage: 'buying' }, minIntent: 40 },
  { account: { industry: 'software' }, minIntent: 60 },
  { asked: '"annual billing"', account: { industry: 'retail' } },
];
const ids = await deps.db.tenantTx(tenant, async (tx) => {
  const out: string[] = [];
  for (const [i, filter] of SEGMENTS.entries())
    out.push((await createSegment(deps, tx, { name: `bench ${i}`, filter }, { verbatim: true })).id);
  return out;
});
async function evaluateAll(): Promise<{ secs: number; changes: number; members: number }> {
  const t0 = performance.now();
  let changes = 0;
  let members = 0;
  for (const id of ids) {
    const r = await deps.db.tenantTx(tenant, (tx) => evaluateSegment(deps, tx, id));
    changes += r.entered + r.left;
    members += r.total;
  }
  return { secs: (performance.now() - t0) / 1000, changes, members };
}
const first = await evaluateAll();
// Move the intent of a tenth of the visitors (the same tenth every run, so a
// reused database changes as much as a fresh one) for the steady-state pass.
await deps.db.tenantTx(tenant, (tx) =>
  tx.query(`UPDATE visitors SET intent_score = (intent_score + 37) % 101 WHERE get_byte(uuid_send(id), 15) % 10 = 0`),
);
const steady = await evaluateAll();

console.log(
  JSON.stringify(
    {
      db: kind,
      visitors: VISITORS,
      chatTurns: VISITORS * TURNS,
      loadSeconds: Math.round(loadSecs),
      preview: {
        filter: previewFilter(0),
        matched: lastCount,
        runs: times.length,
        p50: ms(percentile(times, 50)),
        p95: ms(percentile(times, 95)),
      },
      firstEvaluation: {
        segments: ids.length,
        seconds: first.secs.toFixed(2),
        changes: first.changes,
        members: first.members,
      },
      steadyEvaluation: {
        segments: ids.length,
        seconds: steady.secs.toFixed(2),
        changes: steady.changes,
        members: steady.members,
      },
    },
    null,
    2,
  ),
);
await bench.close();
