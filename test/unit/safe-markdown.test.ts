import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SafeTextStream, safeMarkdown } from '../../src/lib/safe-markdown.js';
import { unsafeRendered } from '../helpers/rendered-markdown.js';

const unsafe = unsafeRendered;

function streamed(whole: string, sizes: number[]): string {
  const s = new SafeTextStream();
  let out = '';
  for (let i = 0, at = 0; at < whole.length; i++) {
    const n = sizes[i % sizes.length]!;
    out += s.push(whole.slice(at, at + n));
    at += n;
  }
  return out + s.end();
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<img src=x onerror=alert(1)//',
  '[click](javascript:alert(1))',
  '[click]( JavaScript:alert(1) "t")',
  '![x](data:image/svg+xml;base64,PHN2Zz4=)',
  '[x](<javascript:alert(1)>)',
  '[x]: javascript:alert(1)',
  '<<b>script>alert(1)<</b>/script>',
  '<javascript:alert(1)>',
  '<!-- c -->',
  '[a](vbscript:msgbox(1))',
  '[rel](/pricing)',
];

// Found by the property or by hand, each rendered as a link/image/HTML by markdown-it (or, for the first
// two, by the old pattern check only) before the scanner: kept as fixed cases.
const FOUND = [
  // Random seeds of the old property, one-character pieces (no renderer read a link in them; kept anyway).
  '[<img src=x onerror=alert(1)//[x]: javascript:alert(1)',
  '[<script>alert(1)</script>]:',
  // Links and definitions the old patterns missed and markdown-it renders.
  '[x]:\njavascript:alert(1)\n\n[x]',
  '> [x]: javascript:alert(1)\n\n[x]',
  '- [x]: javascript:alert(1)\n\n[x]',
  '1. [x]: javascript:alert(1)\n\n[x]',
  '[a\nb]: javascript:alert(1)\n\n[a b]',
  '[a\nb](javascript:alert(1))',
  '[\\]]: javascript:alert(1)\n\n[\\]]',
  '[a [b] c](javascript:alert(1))',
  '[![a](https://x.test/i.png)](javascript:y)',
  // An escaped `<` after a bare URL: marked takes the backslash into the URL and reads the tag.
  'https://x.test/\\<script>alert(1)</script>',
  // An escaped backslash before a bracket leaves the bracket live.
  '\\\\[x](javascript:alert(1))',
  '[x\\](javascript:alert(1))',
];

describe('safeMarkdown', () => {
  it('removes raw HTML and non-http(s)/mailto links; keeps the words', () => {
    for (const h of [...HOSTILE, ...FOUND]) {
      const out = safeMarkdown(`Hi ${h} there`);
      expect(unsafe(out), `${JSON.stringify(h)} → ${JSON.stringify(out)}`).toBeNull();
      expect(streamed(`Hi ${h} there`, [1]), h).toBe(out);
    }
    expect(unsafe('[x](javascript:alert(1))'), 'the oracle sees links').toBe('link_open javascript:alert(1)');
    expect(safeMarkdown('See [pricing](https://x.test/p) or [mail](mailto:a@b.test).')).toBe(
      'See [pricing](https://x.test/p) or [mail](mailto:a@b.test).',
    );
    expect(safeMarkdown('a < b and c > d, 2<3')).toBe('a < b and c > d, 2<3');
    expect(safeMarkdown('[click](javascript:alert(1)) now')).toBe('click now');
    expect(safeMarkdown('Plans: <b>Pro</b>')).toBe('Plans: Pro');
    expect(safeMarkdown('<https://x.test/a> stays a link')).toBe('<https://x.test/a> stays a link');
  });

  it('writes a safe link back in a plain form; other brackets become text', () => {
    expect(safeMarkdown('[w](https://x.test/A_(b) "title")')).toBe('[w](https://x.test/A_%28b%29)');
    expect(safeMarkdown('[x]: https://x.test/\n\nsee [x] and note [1]')).toBe(
      '\\[x]: https://x.test/\n\nsee \\[x] and note \\[1]',
    );
    expect(unsafe('\\[x]: javascript:alert(1)\n\n\\[x]')).toBeNull();
  });

  it('streamed in any pieces, the output is the one-shot output, which renders no unsafe link or HTML', () => {
    const piece = fc.oneof(
      fc.constantFrom(...HOSTILE, ...FOUND, ' ', '\n', '\n\n', 'text ', '[', ']', '(', ')', '<', '>', '\\', '`'),
      fc.constantFrom('javascript:', 'https://x.test/', '> ', '- ', ':', '![', '](', '"', '&#106;', '[x]', '[y]: '),
      fc.string({ maxLength: 6 }),
      fc.string({ unit: fc.constantFrom(...'[]()<>\\`!:\n \tajhtps/"\'-*&#;=?@'), maxLength: 12 }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 10 }),
        (parts, sizes) => {
          const whole = parts.join('');
          const once = safeMarkdown(whole);
          expect(streamed(whole, sizes), JSON.stringify(whole)).toBe(once);
          expect(unsafe(once), `${JSON.stringify(whole)} → ${JSON.stringify(once)}`).toBeNull();
          expect(safeMarkdown(once)).toBe(once);
        },
      ),
      // A random seed each run (fast-check prints it with a counterexample; add the case to FOUND). Locally,
      // SAFE_MARKDOWN_RUNS=200000 is a few seconds; CI runs the default.
      { numRuns: Number(process.env.SAFE_MARKDOWN_RUNS ?? 5000) },
    );
  });
});
