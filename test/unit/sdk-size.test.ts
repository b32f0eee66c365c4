import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSdk } from '../helpers/sdk-bundle.js';

/** The budget: the page SDK stays under 30 KB gzipped. */
const BUDGET = 30 * 1024;

let built: Awaited<ReturnType<typeof buildSdk>>;
beforeAll(async () => {
  built = await buildSdk();
});
afterAll(() => built?.remove());

describe('page SDK bundle', () => {
  it('is one classic script under 30 KB gzipped', () => {
    const code = fs.readFileSync(built.file);
    const gzipped = zlib.gzipSync(code, { level: 9 }).length;
    expect(gzipped, `sdk.js is ${gzipped} bytes gzipped, over the ${BUDGET}-byte budget`).toBeLessThan(BUDGET);
    const text = code.toString('utf8');
    // An IIFE: no module syntax, runs from <script async> on any page.
    expect(text.trimStart().startsWith('(function')).toBe(true);
    expect(text).not.toMatch(/\bimport\s*\(|^\s*export\s/m);
    // Nothing meant for development slips in.
    expect(text).not.toContain('process.env');
    expect(text).not.toMatch(/sourceMappingURL/);
  });

  it('has no code that turns a string into HTML', () => {
    // The widget builds elements and text nodes (Preact children, the Markdown
    // tree); none of its own sources may use a sink that parses markup.
    const dir = path.resolve('sdk/src');
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      for (const sink of [
        'innerHTML',
        'outerHTML',
        'insertAdjacentHTML',
        'document.write',
        'dangerouslySetInnerHTML',
        'DOMParser',
        'createContextualFragment',
        'eval(',
        'new Function',
      ]) {
        expect(text.includes(sink), `${f} uses ${sink}`).toBe(false);
      }
    }
  });
});
