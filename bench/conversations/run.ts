/**
 * Scripted visitors talking with an agent through the runtime API, exactly as
 * the page SDK calls it, each turn checked mechanically (judge.ts): the service
 * runs in this process on a real port, each site is served on 127.0.0.1 and read
 * into its agent's knowledge through the ingestion path (sites.ts), and what a
 * turn recorded (follow-ups, leads, qualifying answers, tool calls) is read back
 * through the management API.
 *
 *   npx tsx bench/conversations/run.ts --db=pglite|postgres [--set=dev|heldout|all] [--only=<file>] [--engine=deterministic|model] [--show-heldout] [--verbose]
 *
 * `--engine=model` runs the agent's model engine against a local OpenAI-compatible server (test/helpers/
 * fake-openai.ts) whose scripted model (test/helpers/acting-model.ts) makes, for each dialogue act, the tool
 * calls a model would make: the same scripts then cover the model engine's plumbing. Turns where the model
 * engine fell back to the deterministic one are counted.
 *
 * Prints per-criterion figures per set and the time to the first text delta
 * (p50/p95, client-measured). Failures are listed for the dev set only, unless
 * --show-heldout (held-out scripts are never tuned on: see docs/quality.md).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app.js';
import { dbArg, openBench, percentile } from '../lib.js';
import { loadSets, type Conversation } from './script.js';
import { openSite, siteDir, type BenchSite } from './sites.js';
import { judgeTurn, CRITERIA, type Outcome, type Observed } from './judge.js';
import { runTurn, startSession, unlimited } from './client.js';
import { startFakeOpenAI } from '../../test/helpers/fake-openai.js';
import { actingModel } from '../../test/helpers/acting-model.js';

const kind = dbArg();
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const flag = (name: string) => process.argv.includes(`--${name}`);
const which = arg('set') ?? 'all';
// --only=<part of a file name>: run those scripts alone (quicker while working on one kind).
const only = arg('only');
const sets = loadSets(which === 'all' ? ['dev', 'heldout'] : [which as 'dev' | 'heldout']).filter(
  (s) => !only || only.split(',').some((o) => s.file.includes(o)),
);

const engine = arg('engine') ?? 'deterministic';
if (engine !== 'deterministic' && engine !== 'model') throw new Error('--engine=deterministic|model');
const fakeModel = engine === 'model' ? await startFakeOpenAI({ respond: actingModel }) : null;
const bench = await openBench(kind, {
  outboundAllow: ['127.0.0.1'],
  llm: fakeModel ? { url: fakeModel.url, model: 'acting-model', apiKey: 'bench' } : null,
  llmTimeoutMs: 20_000,
});
const { deps } = bench;
deps.limiter = unlimited;
const app = await buildApp(deps);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const sites = new Map<string, BenchSite>();
for (const name of new Set(sets.map((s) => s.script.site))) {
  if (name !== 'example' && !siteDir(name)) {
    console.log(`site ${name}: not found, its scripts are skipped`);
    continue;
  }
  const site = await openSite(deps, name, base);
  sites.set(name, site);
  console.log(`site ${name}: ${site.pages} pages read into the agent's knowledge`);
}
console.log(`engine: ${engine}; database ${kind}; load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)}`);

interface Row {
  set: string;
  file: string;
  conversation: Conversation;
  turn: number;
  visitor: string;
  observed: Observed;
  outcomes: Outcome[];
}
const rows: Row[] = [];
const firstText: Record<string, number[]> = {};
let address = 0;

for (const { set, file, script } of sets) {
  const site = sites.get(script.site);
  if (!site) continue;
  for (const c of script.conversations) {
    const xff = `10.9.${(++address >> 8) & 255}.${address & 255}`;
    const session = await startSession(base, site, c.page ?? '/', xff);
    for (const [i, t] of c.turns.entries()) {
      const observed = await runTurn(base, site, session, t.visitor, xff);
      (firstText[set] ??= []).push(observed.firstTextMs);
      rows.push({
        set,
        file,
        conversation: c,
        turn: i + 1,
        visitor: t.visitor,
        observed,
        outcomes: judgeTurn(t.checks ?? {}, observed),
      });
    }
  }
}

const pct = (n: number, d: number) => (d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
for (const set of ['dev', 'heldout']) {
  const rs = rows.filter((r) => r.set === set);
  if (!rs.length) continue;
  const all = rs.flatMap((r) => r.outcomes);
  const convs = new Set(rs.map((r) => `${r.file}:${r.conversation.id}`)).size;
  console.log(`\n${set}: ${convs} conversations, ${rs.length} turns, ${all.length} checks`);
  for (const crit of CRITERIA) {
    const os = all.filter((o) => o.criterion === crit);
    if (os.length)
      console.log(
        `  ${crit.padEnd(11)} ${pct(os.filter((o) => o.ok).length, os.length)}  (${os.filter((o) => o.ok).length}/${os.length})`,
      );
  }
  const ok = all.filter((o) => o.ok).length;
  console.log(`  ${'ALL'.padEnd(11)} ${pct(ok, all.length)}  (${ok}/${all.length})`);
  // Per script file, so a file added to a set can be told apart from the ones before it.
  for (const file of new Set(rs.map((r) => r.file))) {
    const os = rs.filter((r) => r.file === file).flatMap((r) => r.outcomes);
    const good = os.filter((o) => o.ok).length;
    const by = (c: string) => os.filter((o) => o.criterion === c);
    const part = (c: string) => `${c} ${by(c).filter((o) => o.ok).length}/${by(c).length}`;
    console.log(
      `  ${file}: ${pct(good, os.length)} (${good}/${os.length}); ${['handover', 'restraint', 'tone', 'language'].map(part).join(', ')}`,
    );
  }
  if (fakeModel) {
    const fellBack = rs.filter((r) => r.observed.tools.includes('model')).length;
    console.log(`  model engine fell back to the deterministic one on ${fellBack} of ${rs.length} turns`);
  }
  const lat = firstText[set]!.filter((x) => x >= 0);
  console.log(
    `  first text  p50 ${percentile(lat, 50).toFixed(1)} ms, p95 ${percentile(lat, 95).toFixed(1)} ms (${lat.length} turns; ${firstText[set]!.length - lat.length} without text)`,
  );
}

const shown = rows.filter((r) => r.set === 'dev' || flag('show-heldout'));
for (const r of shown) {
  const failed = r.outcomes.filter((o) => !o.ok);
  if (!failed.length && !flag('verbose')) continue;
  console.log(
    `\n- ${r.file} ${r.conversation.id} [${r.conversation.kind}] turn ${r.turn}: ${JSON.stringify(r.visitor)}`,
  );
  console.log(`    reply: ${r.observed.text.replace(/\s+/g, ' ').slice(0, 400)}`);
  const o = r.observed;
  console.log(
    `    sources ${o.sources.join(' ') || '-'}; parts ${o.dataParts.join(' ') || '-'}; follow-ups ${o.followUps.map((f) => `${f.reason}: ${f.question.slice(0, 80)}`).join(' | ') || '-'}; tools ${o.tools.join(' ') || '-'}`,
  );
  for (const f of failed) console.log(`    FAIL ${f.criterion}/${f.check}: ${f.detail}`);
}

await app.close();
await bench.close();
await fakeModel?.close();
for (const s of sites.values()) await s.close();
