/**
 * Reads a `.cpuprofile` (node --cpu-prof) by self time, per function, within a
 * time window, or as the difference per request between two windows (how
 * bench/http's service round differs from its bare round; docs/performance.md,
 * issue 19):
 *
 *   npx tsx bench/cpuprofile.ts timeline FILE                       # samples per second, to find the rounds
 *   npx tsx bench/cpuprofile.ts top FILE [FROM_S TO_S] [N]
 *   npx tsx bench/cpuprofile.ts diff FILE A_FROM A_TO A_REQUESTS B_FROM B_TO B_REQUESTS [N]
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [mode, file, ...rest] = process.argv.slice(2);
if (!mode || !file) throw new Error('usage: cpuprofile.ts timeline|top|diff FILE …');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

const label = (id: number): string => {
  const f = byId.get(id)!.callFrame;
  return `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*?(src|node_modules|bench)\//, '$1/')}:${f.lineNumber + 1}`;
};

/** Self time (µs) per function between two offsets from the start, in seconds. */
function selfTime(from: number, to: number): Map<string, number> {
  const out = new Map<string, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at < from * 1e6 || at >= to * 1e6) return;
    const key = label(id);
    out.set(key, (out.get(key) ?? 0) + dt);
  });
  return out;
}

const num = (i: number, fallback: number) => (rest[i] === undefined ? fallback : Number(rest[i]));

if (mode === 'timeline') {
  const perSecond = new Map<number, number>();
  let at = 0;
  for (const dt of profile.timeDeltas) {
    at += dt;
    perSecond.set(Math.floor(at / 1e6), (perSecond.get(Math.floor(at / 1e6)) ?? 0) + 1);
  }
  for (const [s, n] of perSecond) console.log(`${s}s ${n} samples`);
} else if (mode === 'top') {
  const times = selfTime(num(0, 0), num(1, 1e9));
  const total = [...times.values()].reduce((a, b) => a + b, 0);
  console.log(`total ${(total / 1000).toFixed(0)} ms`);
  for (const [k, t] of [...times].sort((a, b) => b[1] - a[1]).slice(0, num(2, 40)))
    console.log(`${((100 * t) / total).toFixed(1).padStart(5)} %  ${k}`);
} else if (mode === 'diff') {
  const a = selfTime(num(0, 0), num(1, 0));
  const b = selfTime(num(3, 0), num(4, 0));
  const [ra, rb] = [num(2, 1), num(5, 1)];
  const rows = [...new Set([...a.keys(), ...b.keys()])].map((k) => ({
    k,
    a: (a.get(k) ?? 0) / ra,
    b: (b.get(k) ?? 0) / rb,
  }));
  const sum = (f: (r: { a: number; b: number }) => number) => rows.reduce((s, r) => s + f(r), 0).toFixed(0);
  console.log(`µs per request: A ${sum((r) => r.a)}, B ${sum((r) => r.b)}`);
  for (const r of rows.sort((x, y) => y.b - y.a - (x.b - x.a)).slice(0, num(6, 40))) {
    console.log(`${(r.b - r.a).toFixed(1).padStart(7)}  (${r.a.toFixed(1)} → ${r.b.toFixed(1)})  ${r.k}`);
  }
} else {
  throw new Error(`unknown mode ${mode}`);
}
