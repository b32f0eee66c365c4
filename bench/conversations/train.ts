/**
 * Trains the learned act readers (src/agent/learned/) on the development scripts (learn.ts says how):
 *
 *   npx tsx bench/conversations/train.ts [--leave-out=r9,r10] [--false-rate=0.01] [--write] [--show]
 *
 * `--false-rate` (default: FALSE_RATE of learn.ts, per reader) is the share of negatives allowed to say yes out of fold. `--leave-out` keeps script files out of training (to measure the readers on them with run.ts); `--write` writes
 * src/agent/learned/<act>.json, which the unit tests then check against a fresh training; `--show` prints the
 * out-of-fold mistakes. Run it with `--write` after changing a development script.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LABELS, fitReader } from './learn.js';

const leaveOut = (process.argv.find((a) => a.startsWith('--leave-out='))?.slice(12) ?? '').split(',').filter(Boolean);
for (const act of Object.keys(LABELS)) {
  const rate = process.argv.find((a) => a.startsWith('--false-rate='))?.slice(13);
  const f = fitReader(act, leaveOut, 5, rate ? Number(rate) : undefined);
  const [hit, pos] = f.recall;
  console.log(
    `${act}: out of fold at ${f.model.threshold}: recall ${hit}/${pos} (${((100 * hit) / pos).toFixed(1)}%), false yes ${f.falseYes[0]}/${f.falseYes[1]}`,
  );
  if (process.argv.includes('--show'))
    for (const m of f.misses) console.log(`   ${m.y ? 'missed' : 'false'} ${m.p.toFixed(2)} ${m.text.slice(0, 110)}`);
  if (process.argv.includes('--write')) {
    const file = path.join(import.meta.dirname, '../../src/agent/learned', `${act}.json`);
    fs.writeFileSync(file, `${JSON.stringify(f.model)}\n`);
    console.log(`  wrote ${path.relative(process.cwd(), file)} (${Object.keys(f.model.weights).length} weights)`);
  }
}
