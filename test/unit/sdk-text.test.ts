import { describe, expect, it } from 'vitest';
import { applyChunk, type ChatMessage, fromStored } from '../../sdk/src/chunks.js';
import { actionOf, safeHref } from '../../sdk/src/links.js';
import { type Inline, parseInline, parseMarkdown } from '../../sdk/src/markdown.js';

const textOf = (nodes: Inline[]): string =>
  nodes
    .map((n) => (n.t === 'text' || n.t === 'code' ? n.v : n.t === 'br' ? '\n' : 'c' in n ? textOf(n.c) : ''))
    .join('');

describe('SDK Markdown (what the agent writes, rendered without HTML)', () => {
  it('reads paragraphs, emphasis, code, lists, headings and quotes', () => {
    const blocks = parseMarkdown(
      '# Plans\n\nThe **Growth** plan is *€49*; see `billing`.\nNext line\n\n- one\n- two\n\n3. three\n4. four\n\n> quoted',
    );
    expect(blocks.map((b) => b.t)).toEqual(['h', 'p', 'ul', 'ol', 'quote']);
    const p = blocks[1] as { c: Inline[] };
    expect(p.c.map((n) => n.t)).toEqual(['text', 'strong', 'text', 'em', 'text', 'code', 'text', 'br', 'text']);
    expect(blocks[3]).toMatchObject({ t: 'ol', start: 3 });
  });

  it('keeps markup as the characters it is', () => {
    const hostile = '<img src=x onerror="alert(1)"> <script>alert(2)</script> &amp;';
    const [p] = parseMarkdown(hostile);
    expect(p).toEqual({ t: 'p', c: [{ t: 'text', v: hostile }] });
  });

  it('shows the characters the service escaped (brackets and tag openers it did not pass as links)', () => {
    expect(textOf(parseInline('note \\[1], \\[x]: y and &lt;b> or a\\\\'))).toBe('note [1], [x]: y and <b> or a\\');
  });

  it('links only http, https and mailto addresses', () => {
    const nodes = parseInline(
      '[docs](https://example.com/a?b=1) [x](javascript:alert(1)) [y](data:text/html,hi) [z](/relative) mail [m](mailto:a@example.com) https://example.com/page.',
    );
    const links = nodes.filter((n) => n.t === 'link') as Array<{ href: string }>;
    expect(links.map((l) => l.href)).toEqual([
      'https://example.com/a?b=1',
      'mailto:a@example.com',
      'https://example.com/page',
    ]);
    // A refused link stays visible as text.
    expect(textOf(nodes)).toContain('[x](javascript:alert(1))');
    expect(textOf(nodes)).toContain('[z](/relative)');
  });

  it('bounds nesting and input size', () => {
    const deep = `${'**'.repeat(50)}x${'**'.repeat(50)}`;
    expect(() => parseMarkdown(deep)).not.toThrow();
    const huge = parseMarkdown('a'.repeat(100_000));
    expect(textOf((huge[0] as { c: Inline[] }).c).length).toBe(20_000);
  });

  it('keeps addresses and Action ids safe', () => {
    expect(safeHref(' https://example.com ')).toBe('https://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'data:text/html,x',
      '//evil.example',
      'http//x',
      'vbscript:x',
    ])
      expect(safeHref(bad), bad).toBeNull();
    expect(actionOf('#action=book-demo')).toBe('book-demo');
    expect(actionOf('#action=book%5Fdemo')).toBe('book_demo');
    for (const bad of [
      '#action=',
      '#action=a b',
      '#action=%E0%A4%A',
      '#other=x',
      `#action=${'a'.repeat(65)}`,
      '#action=x&y=1',
    ])
      expect(actionOf(bad), bad).toBeNull();
  });
});

describe('SDK stream folding (the UI message stream into a message)', () => {
  it('builds the message as chunks arrive, in order', () => {
    const chunks = [
      { type: 'start', messageId: 'm1' },
      { type: 'text-start', id: 't1' },
      { type: 'text-delta', id: 't1', delta: 'Data is stored ' },
      { type: 'text-delta', id: 't1', delta: 'in Frankfurt.' },
      { type: 'text-end', id: 't1' },
      { type: 'source-url', sourceId: 's1', url: 'https://example.com/security', title: 'Security' },
      { type: 'data-slots', id: 'd1', data: { slots: ['2026-01-01T09:00:00.000Z'] } },
      { type: 'tool-input-start', toolCallId: 'x' },
      { type: 'finish', finishReason: 'stop' },
    ];
    let m: ChatMessage = { id: 'local', role: 'assistant', parts: [], pending: true };
    for (const c of chunks) m = applyChunk(m, c);
    expect(m).toEqual({
      id: 'm1',
      role: 'assistant',
      pending: false,
      parts: [
        { type: 'text', text: 'Data is stored in Frankfurt.' },
        { type: 'source-url', sourceId: 's1', url: 'https://example.com/security', title: 'Security' },
        { type: 'data-slots', id: 'd1', data: { slots: ['2026-01-01T09:00:00.000Z'] } },
      ],
    });
  });

  it('reports an error chunk and reads stored history the same way', () => {
    const m = applyChunk({ id: 'a', role: 'assistant', parts: [] }, { type: 'error', errorText: 'model timed out' });
    expect(m.error).toBe('model timed out');
    const stored = fromStored({
      id: 'x',
      role: 'assistant',
      content: 'Hi',
      parts: [
        { type: 'text', text: 'Hi' },
        { type: 'data-tour', id: 'd', data: { publicId: 'tr_1' } },
        { type: 'step-start' },
      ],
    });
    expect(stored.parts.map((p) => p.type)).toEqual(['text', 'data-tour']);
    expect(fromStored({ id: 'y', role: 'user', content: 'plain', parts: [] }).parts).toEqual([
      { type: 'text', text: 'plain' },
    ]);
  });
});
