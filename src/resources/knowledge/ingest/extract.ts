import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { tableLines } from './table.js';

/** A heading or a run of text, in reading order; the chunker keeps headings with what follows them. */
export interface Block {
  kind: 'heading' | 'text';
  level: number;
  text: string;
}

export interface Extracted {
  title: string | null;
  blocks: Block[];
}

/** The few DOM members used here (the project compiles without the DOM library). */
interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  parentNode: DomNode | null;
  getAttribute?(name: string): string | null;
  remove?(): void;
  closest?(selector: string): DomNode | null;
  querySelectorAll?(selector: string): ArrayLike<DomNode>;
}

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** Elements that never hold page content. */
const DROP =
  'script, style, noscript, template, svg, canvas, iframe, object, embed, form, button, select, input, textarea, dialog';
/** Site chrome, dropped unless it sits inside the article itself (an article's own header keeps its title). */
const CHROME =
  'nav, header, footer, aside, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [aria-hidden="true"], [hidden]';
/** Cookie banners, consent walls, newsletter pop-ups: recognised by their ids and classes. */
const NOISE_RE =
  /(^|[\s_-])(cookie|cookies|consent|gdpr|newsletter|subscribe|popup|modal|banner|breadcrumbs?|skip-link|share|social|sidebar|menu|navbar|toc)([\s_-]|$)/i;

const BLOCK_TAGS = new Set([
  'P',
  'DIV',
  'SECTION',
  'ARTICLE',
  'MAIN',
  'LI',
  'UL',
  'OL',
  'PRE',
  'BLOCKQUOTE',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TD',
  'TH',
  'DL',
  'DT',
  'DD',
  'FIGURE',
  'FIGCAPTION',
  'HR',
  'ADDRESS',
  'DETAILS',
  'SUMMARY',
  'CAPTION',
  'BODY',
  'HEADER',
  'FOOTER',
  'NAV',
  'ASIDE',
]);

function stripBoilerplate(document: DomNode): void {
  for (const el of Array.from(document.querySelectorAll!(DROP))) el.remove!();
  for (const el of Array.from(document.querySelectorAll!(CHROME))) {
    if (!el.parentNode) continue;
    const inArticle = el.parentNode.closest?.('article, main, [role="main"]');
    if (!inArticle || el.nodeName === 'NAV' || el.getAttribute?.('role') === 'navigation') el.remove!();
  }
  for (const el of Array.from(document.querySelectorAll!('[id], [class]'))) {
    if (
      !el.parentNode ||
      el.nodeName === 'BODY' ||
      el.nodeName === 'HTML' ||
      el.nodeName === 'MAIN' ||
      el.nodeName === 'ARTICLE'
    )
      continue;
    const marks = `${el.getAttribute!('id') ?? ''} ${el.getAttribute!('class') ?? ''}`;
    if (NOISE_RE.test(marks)) el.remove!();
  }
}

/** Walks an element tree into heading and text blocks; inline runs between blocks become their own block. */
function walk(node: DomNode, out: Block[]): void {
  let inline = '';
  const flush = () => {
    const t = norm(inline);
    if (t) out.push({ kind: 'text', level: 0, text: t });
    inline = '';
  };
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) {
      inline += child.textContent ?? '';
      continue;
    }
    if (child.nodeType !== 1) continue;
    const tag = child.nodeName.toUpperCase();
    const heading = /^H([1-6])$/.exec(tag);
    if (heading) {
      flush();
      const t = norm(child.textContent);
      if (t) out.push({ kind: 'heading', level: Number(heading[1]), text: t });
    } else if (tag === 'PRE') {
      flush();
      const t = (child.textContent ?? '').replace(/\s+$/, '');
      if (t.trim()) out.push({ kind: 'text', level: 0, text: t });
    } else if (tag === 'LI') {
      flush();
      const sub: Block[] = [];
      walk(child, sub);
      const [first, ...rest] = sub;
      if (first && first.kind === 'text') out.push({ ...first, text: `- ${first.text}` }, ...rest);
      else out.push(...sub);
    } else if (tag === 'TABLE') {
      flush();
      // A caption names the table as a heading would: it heads the rows, one level below the section they are in,
      // so what the table is about is in their heading path; the section's heading then resumes for what follows.
      const caption = Array.from(child.childNodes).find((c) => c.nodeName.toUpperCase() === 'CAPTION');
      const title = norm(caption?.textContent);
      const above = out.findLast((b) => b.kind === 'heading');
      if (title && above) out.push({ kind: 'heading', level: Math.min(6, above.level + 1), text: title });
      else if (title) out.push({ kind: 'text', level: 0, text: title });
      for (const line of tableLines(child)) out.push({ kind: 'text', level: 0, text: line });
      if (title && above) out.push(above);
    } else if (tag === 'TR') {
      // A row outside a table (broken markup) is still one line.
      flush();
      const cells = Array.from(child.childNodes)
        .filter((c) => c.nodeType === 1 && /^T[DH]$/i.test(c.nodeName))
        .map((c) => norm(c.textContent));
      if (cells.some(Boolean)) out.push({ kind: 'text', level: 0, text: cells.filter(Boolean).join(' | ') });
    } else if (tag === 'BR') {
      inline += '\n';
    } else if (BLOCK_TAGS.has(tag)) {
      flush();
      walk(child, out);
    } else if (
      child.querySelectorAll &&
      Array.from(child.querySelectorAll('p, div, h1, h2, h3, h4, h5, h6, li, table')).length > 0
    ) {
      flush();
      walk(child, out);
    } else {
      inline += ` ${child.textContent ?? ''} `;
    }
  }
  flush();
}

/**
 * Main content of an HTML page. Site chrome (navigation, headers, footers, cookie
 * banners) is removed first, then Readability picks the article; a page too short
 * for Readability keeps what is left of its body.
 */
export function extractHtml(html: string): Extracted {
  const { document } = parseHTML(html) as unknown as { document: DomNode & { title?: string; body: DomNode | null } };
  const docTitle = norm(document.title) || null;
  const h1 = norm(Array.from(document.querySelectorAll!('h1'))[0]?.textContent) || null;
  stripBoilerplate(document);
  let root: DomNode | null = null;
  let title: string | null = null;
  try {
    const article = new Readability(document as never, { charThreshold: 200, serializer: (n: unknown) => n }).parse();
    if (article?.content && norm((article.content as DomNode).textContent).length >= 200) {
      root = article.content as DomNode;
      title = norm(article.title) || null;
    }
  } catch {
    root = null;
  }
  if (!root) {
    const { document: again } = parseHTML(html) as unknown as { document: DomNode & { body: DomNode | null } };
    stripBoilerplate(again);
    root = Array.from(again.querySelectorAll!('main, article, [role="main"]'))[0] ?? again.body;
  }
  const walked: Block[] = [];
  if (root) walk(root, walked);
  // Readability turns the page's h1 into an h2; put it back above the page's sections, so their heading paths start with it.
  const blocks = walked.map((b) => (b.kind === 'heading' && b.text === h1 ? { ...b, level: 1 } : b));
  return { title: title ?? docTitle ?? h1, blocks: dedupeTitle(blocks, title ?? docTitle ?? h1) };
}

/** Readability sometimes repeats the title as the first heading; keep it once, as a heading. */
function dedupeTitle(blocks: Block[], title: string | null): Block[] {
  if (!title) return blocks;
  return blocks.filter((b, i) => !(i > 0 && b.kind === 'heading' && b.text === title && blocks[0]?.text === title));
}

/** Markdown: ATX headings, paragraphs, list items and fenced code; inline markup is kept as written. */
export function extractMarkdown(text: string): Extracted {
  const blocks: Block[] = [];
  let para: string[] = [];
  let fence: string[] | null = null;
  const flush = () => {
    const t = norm(para.join(' '));
    if (t) blocks.push({ kind: 'text', level: 0, text: t });
    para = [];
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (fence) {
      if (/^\s*(```|~~~)/.test(line)) {
        if (fence.join('\n').trim()) blocks.push({ kind: 'text', level: 0, text: fence.join('\n') });
        fence = null;
      } else fence.push(line);
      continue;
    }
    if (/^\s*(```|~~~)/.test(line)) {
      flush();
      fence = [];
      continue;
    }
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      if (heading[2]) blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2] });
    } else if (/^\s*$/.test(line)) flush();
    else if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) {
      flush();
      para.push(line.trim());
    } else para.push(line);
  }
  if (fence?.join('\n').trim()) blocks.push({ kind: 'text', level: 0, text: fence.join('\n') });
  flush();
  const first = blocks.find((b) => b.kind === 'heading');
  return { title: first && first.level === 1 ? first.text : null, blocks };
}

/** Plain text: paragraphs are separated by blank lines. */
export function extractPlain(text: string): Extracted {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => norm(p))
    .filter(Boolean)
    .map((t) => ({ kind: 'text' as const, level: 0, text: t }));
  return { title: null, blocks };
}
