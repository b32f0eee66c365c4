import MarkdownIt from 'markdown-it';

// A real CommonMark renderer decides what is a link, an image or HTML (not a pattern of ours, which found
// "definitions" no renderer reads and missed ones every renderer reads). Its own link check is off so that
// every link it parses is seen, whatever the scheme.
const md = new MarkdownIt({ html: true, linkify: false });
md.validateLink = () => true;

type Token = ReturnType<typeof md.parse>[number];

/**
 * The first raw HTML, or link or image whose target is not http(s)/mailto, that
 * markdown-it finds when it renders `text`; null if there is none.
 */
export function unsafeRendered(text: string): string | null {
  const walk = (tokens: Token[]): string | null => {
    for (const t of tokens) {
      if (t.type === 'html_block' || t.type === 'html_inline') return `html ${t.content}`;
      const target = t.type === 'link_open' ? t.attrGet('href') : t.type === 'image' ? t.attrGet('src') : null;
      if (target !== null && !/^(https?:\/\/|mailto:)/i.test(String(target))) return `${t.type} ${target}`;
      const inner = t.children && walk(t.children);
      if (inner) return inner;
    }
    return null;
  };
  return walk(md.parse(text, {}));
}
