// Rewrites test/openapi-baseline/{v1,runtime-v1}.json from the documents as served, without the `curl`
// samples (`x-codeSamples`), which change with every example and say nothing about the contract.
// Run it (`npm run -s openapi:baseline`) in the commit that changes an API on purpose; the test
// test/unit/openapi-baseline.test.ts then holds both documents to it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOpenApiDocument } from '../src/cli/openapi-document.js';

export const baselineDir = path.resolve(import.meta.dirname, '../test/openapi-baseline');

export const baselineFiles = [
  ['/v1/openapi.json', 'v1.json'],
  ['/runtime/v1/openapi.json', 'runtime-v1.json'],
] as const;

export function withoutSamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSamples);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'x-codeSamples')
      .map(([k, v]) => [k, withoutSamples(v)]),
  );
}

/** The document as the baseline keeps it. */
export async function baselineText(url: (typeof baselineFiles)[number][0]): Promise<string> {
  return JSON.stringify(withoutSamples(await buildOpenApiDocument({}, url)), null, 2);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [url, file] of baselineFiles) {
    fs.writeFileSync(path.join(baselineDir, file), `${await baselineText(url)}\n`);
    console.log(`wrote test/openapi-baseline/${file}`);
  }
  process.exit(0);
}
