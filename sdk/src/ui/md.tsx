import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { type Block, type Inline, parseMarkdown } from '../markdown.js';

/** Links leave the page in a new tab, without handing it a reference to this one. */
export const External = (p: { href: string; children: ComponentChildren }) => (
  <a href={p.href} target="_blank" rel="noopener noreferrer nofollow">
    {p.children}
  </a>
);

function inline(nodes: Inline[]): ComponentChildren[] {
  return nodes.map((n) => {
    switch (n.t) {
      case 'text':
        return n.v;
      case 'br':
        return <br />;
      case 'code':
        return <code>{n.v}</code>;
      case 'strong':
        return <strong>{inline(n.c)}</strong>;
      case 'em':
        return <em>{inline(n.c)}</em>;
      case 'link':
        return <External href={n.href}>{inline(n.c)}</External>;
      default:
        return null;
    }
  });
}

function block(b: Block): ComponentChildren {
  switch (b.t) {
    case 'p':
      return <p>{inline(b.c)}</p>;
    case 'h':
      return <h3>{inline(b.c)}</h3>;
    case 'quote':
      return <blockquote>{inline(b.c)}</blockquote>;
    case 'pre':
      return <pre>{b.v}</pre>;
    case 'ul':
      return (
        <ul>
          {b.items.map((i) => (
            <li>{inline(i)}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol start={b.start}>
          {b.items.map((i) => (
            <li>{inline(i)}</li>
          ))}
        </ol>
      );
  }
}

/** Markdown as elements and text nodes: nothing in `text` is ever parsed as HTML. */
export function Markdown({ text }: { text: string }) {
  // Parsed again only when the text changes (a streaming reply re-renders the whole log).
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return <div class="md">{blocks.map(block)}</div>;
}
