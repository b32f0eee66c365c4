// The source stamp of a build (see build.mjs): a SHA-256 over the paths and contents of everything the
// build reads, so dist/ can tell whether it was built from exactly these sources.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_INPUTS = [
  'src',
  'sdk',
  'app',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'package-lock.json',
];
const skipDirs = new Set(['node_modules', 'dist']);

function* files(root, rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return;
  if (!fs.statSync(abs).isDirectory()) {
    yield rel;
    return;
  }
  for (const entry of fs.readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory() && skipDirs.has(entry.name)) continue;
    yield* files(root, path.join(rel, entry.name));
  }
}

/** The stamp of the sources under `root` (paths relative to it, so a moved checkout keeps its stamp). */
export function sourceStamp(root, inputs = STAMP_INPUTS) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(root, input)) {
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}
