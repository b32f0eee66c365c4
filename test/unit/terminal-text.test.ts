import { describe, expect, it } from 'vitest';
import { renderHuman, table } from '../../src/cli/render.js';
import { escapeForTerminal, escapeLine } from '../../src/cli/terminal-text.js';

/** What reaches an operator's terminal from visitors' words is shown, never obeyed. */
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('terminal text', () => {
  it('escapes C0, DEL, C1 and bidi controls visibly; keeps ordinary text', () => {
    expect(escapeLine('a\u001b[2Jb')).toBe('a\\x1b[2Jb');
    expect(escapeLine('\u009b31m\u007f')).toBe('\\x9b31m\\x7f');
    expect(escapeLine('abc\u202Etxt.exe\u2066x\u2069')).toBe('abc\\u202etxt.exe\\u2066x\\u2069');
    expect(escapeLine('line\nbreak\ttab\r')).toBe('line\\x0abreak\\x09tab\\x0d');
    expect(escapeForTerminal('line\nbreak\ttab\r')).toBe('line\nbreak\ttab\\x0d');
    expect(escapeLine('Grüße, 東京 👋 — “ok”')).toBe('Grüße, 東京 👋 — “ok”');
  });

  it('every control character in every position of a human rendering is escaped', () => {
    for (let code = 0; code < 0x2070; code++) {
      const ch = String.fromCharCode(code);
      if (!CONTROL.test(ch)) continue;
      const value = { [`k${ch}`]: `v${ch}`, nested: { q: `x${ch}y` }, items: [{ id: 'a', question: `q${ch}` }] };
      const out = renderHuman(value, 120);
      expect(out.replace(/\n/g, ''), `U+${code.toString(16)}`).not.toMatch(CONTROL);
      expect(table([{ id: `i${ch}`, name: `n${ch}` }], { width: 80 })).not.toMatch(CONTROL);
    }
  });

  it('tables stay aligned: widths are those of the escaped text', () => {
    const out = table(
      [
        { id: 'a', name: 'x\u001b[31my', status: 'open' },
        { id: 'bb', name: 'plain', status: 'done' },
      ],
      { width: 80 },
    );
    const lines = out.split('\n');
    expect(lines[1]!.indexOf('open')).toBe(lines[0]!.indexOf('STATUS'));
    expect(lines[2]!.indexOf('done')).toBe(lines[0]!.indexOf('STATUS'));
  });
});
