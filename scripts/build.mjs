// The build behind `npm run build`, `npm start` and `npm run example`.
//
//   node scripts/build.mjs             compile the service (tsc), the page SDK and the dashboard (Vite), then stamp dist/
//   node scripts/build.mjs --if-stale  the same, unless dist/ was built from exactly these sources
//
// The stamp is a SHA-256 over the paths and contents of everything the build reads (src/, sdk/, app/, the
// tsconfig files, package.json and the lock file), so a second `npm start` with nothing changed starts the
// service at once instead of spending 20 s or more rebuilding; a changed, added or removed file rebuilds.
// Contents, not times: a checkout or a `touch` does not rebuild, and a copied tree does not miss a change.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sourceStamp } from './build-stamp.mjs';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist', '.build-stamp');
const outputs = ['dist/main.js', 'dist/sdk/sdk.js', 'dist/app/index.html'];

function run(args) {
  const result = spawnSync('npm', ['run', '-s', ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const stamp = sourceStamp(root);
const built = outputs.every((f) => fs.existsSync(path.join(root, f)));
if (
  process.argv.includes('--if-stale') &&
  built &&
  fs.existsSync(stampFile) &&
  fs.readFileSync(stampFile, 'utf8') === stamp
) {
  console.log('Build is up to date (dist/ matches the sources); not rebuilding.');
  process.exit(0);
}
run(['build:service']);
run(['build:sdk']);
run(['build:app']);
fs.writeFileSync(stampFile, stamp);
