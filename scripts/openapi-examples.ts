/**
 * `npm run openapi:examples`: records the OpenAPI document's examples from a
 * freshly seeded sandbox into openapi/examples.json. It records twice, on two
 * fresh databases, and refuses to write when the two differ: the examples must
 * be the same on every run, so the served document is stable.
 */
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { EXAMPLES_FILE } from '../src/http/openapi-examples.js';
import { recordExamples } from './openapi-examples/record.js';

function differences(a: unknown, b: unknown, path = ''): string[] {
  if (isDeepStrictEqual(a, b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => differences((a as any)[k], (b as any)[k], `${path}/${k}`));
  }
  const sa = JSON.stringify(a) ?? '',
    sb = JSON.stringify(b) ?? '';
  let at = 0;
  while (at < sa.length && sa[at] === sb[at]) at++;
  const from = Math.max(0, at - 40);
  return [`${path} (from character ${at}): ${sa.slice(from, at + 80)} ≠ ${sb.slice(from, at + 80)}`];
}

const sorted = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).sort(([x], [y]) => (x < y ? -1 : 1))) as T;

const first = await recordExamples();
const second = await recordExamples();
const diff = differences(first, second);
if (diff.length > 0) {
  console.error(`the recording is not the same twice; make these fixed:\n${diff.slice(0, 40).join('\n')}`);
  process.exit(1);
}
const file = { operations: sorted(first.operations), errors: sorted(first.errors), webhooks: sorted(first.webhooks) };
fs.mkdirSync(new URL('../openapi/', import.meta.url), { recursive: true });
fs.writeFileSync(EXAMPLES_FILE, `${JSON.stringify(file, null, 2)}\n`);
console.log(
  `wrote ${EXAMPLES_FILE}: ${Object.keys(file.operations).length} operations, ${Object.keys(file.errors).length} error codes, ${Object.keys(file.webhooks).length} event types`,
);
