#!/usr/bin/env node
// The `svc` command. Runs the compiled CLI (npm install builds it).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/cli/svc.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  console.error('svc: not built yet; run `npm install` (or `npm run build`) in the checkout first');
  process.exit(1);
}
await import(entry.href);
