import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceStamp } from '../../scripts/build-stamp.mjs';

// `npm start` rebuilds only when this stamp differs from the one dist/ was built from (scripts/build.mjs).
describe('build stamp', () => {
  function tree(): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
    fs.mkdirSync(path.join(root, 'src/lib'), { recursive: true });
    fs.mkdirSync(path.join(root, 'sdk/node_modules/x'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/app.ts'), 'export const a = 1;\n');
    fs.writeFileSync(path.join(root, 'src/lib/ids.ts'), 'export const b = 2;\n');
    fs.writeFileSync(path.join(root, 'package.json'), '{}\n');
    return root;
  }

  it('is the same for the same contents, whatever the file times', () => {
    const root = tree();
    const before = sourceStamp(root);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/app.ts'), later, later);
    expect(sourceStamp(root)).toBe(before);
  });

  it('changes when a source changes, appears, disappears or moves', () => {
    const root = tree();
    const seen = new Set([sourceStamp(root)]);
    fs.writeFileSync(path.join(root, 'src/app.ts'), 'export const a = 2;\n');
    seen.add(sourceStamp(root));
    fs.writeFileSync(path.join(root, 'src/new.ts'), '');
    seen.add(sourceStamp(root));
    fs.rmSync(path.join(root, 'src/new.ts'));
    fs.renameSync(path.join(root, 'src/lib/ids.ts'), path.join(root, 'src/ids.ts'));
    seen.add(sourceStamp(root));
    fs.writeFileSync(path.join(root, 'package.json'), '{"x":1}\n');
    seen.add(sourceStamp(root));
    expect(seen.size).toBe(5);
  });

  it('ignores installed packages and build output', () => {
    const root = tree();
    const before = sourceStamp(root);
    fs.writeFileSync(path.join(root, 'sdk/node_modules/x/index.js'), 'x');
    fs.mkdirSync(path.join(root, 'sdk/dist'));
    fs.writeFileSync(path.join(root, 'sdk/dist/sdk.js'), 'x');
    expect(sourceStamp(root)).toBe(before);
  });
});
