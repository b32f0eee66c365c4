import { describe, expect, it } from 'vitest';
import { chunkBlocks, MAX_WORDS } from '../../src/resources/knowledge/ingest/chunker.js';
import { extractHtml, extractMarkdown } from '../../src/resources/knowledge/ingest/extract.js';
import { tableLines } from '../../src/resources/knowledge/ingest/table.js';
import { parseHTML } from 'linkedom';
import { parseSitemap } from '../../src/resources/knowledge/ingest/fetcher.js';
import { crawlScope } from '../../src/resources/knowledge/ingest/crawl.js';
import { fuse } from '../../src/resources/knowledge/search/search.js';
import { locateQuote, sentencesOf } from '../../src/resources/knowledge/ask.js';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';

const words = (s: string) => (s.match(/\S+/g) ?? []).length;
const para = (n: number, w = 'word') => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ') + '.';

describe('chunking', () => {
  it('keeps chunks within the size bound, splits long blocks and carries the heading path', () => {
    const md = `# Guide\n\n## Install\n\n${para(300)}\n\n${para(300, 'more')}\n\n## Use\n\n### Daily\n\n${para(900, 'long')}\n`;
    const chunks = chunkBlocks(extractMarkdown(md).blocks);
    expect(chunks.map((c) => c.index)).toEqual(chunks.map((_, i) => i));
    for (const c of chunks) expect(words(c.text)).toBeLessThanOrEqual(MAX_WORDS + 3);
    expect(chunks[0]!.heading).toBe('Guide > Install');
    expect(chunks.at(-1)!.heading).toBe('Guide > Use > Daily');
    // A chunk that continues a section starts with its heading again.
    expect(chunks.at(-1)!.text.startsWith('Daily')).toBe(true);
  });

  it('makes each section with text its own chunk, headings without text joining the next', () => {
    const md = ['# A', para(20), '## B', '### B1', para(20), '## C', para(20)].join('\n\n');
    const chunks = chunkBlocks(extractMarkdown(md).blocks);
    expect(chunks.map((c) => c.heading)).toEqual(['A', 'A > B > B1', 'A > C']);
    expect(chunks[1]!.text.startsWith('B\nB1\n')).toBe(true);
  });

  it('drops page chrome from HTML and keeps the article', () => {
    const html = `<html><head><title>T</title></head><body><nav>Home About</nav><div class="cookie-banner">Accept cookies</div>
      <main><h1>Title</h1><p>${para(80, 'body')}</p><ul><li>First item</li><li>Second item</li></ul></main><footer>Legal</footer></body></html>`;
    const { title, blocks } = extractHtml(html);
    const text = blocks.map((b) => b.text).join('\n');
    expect(title).toBe('T');
    expect(text).toContain('body0');
    expect(text).toContain('- First item');
    for (const chrome of ['Home About', 'Accept cookies', 'Legal']) expect(text).not.toContain(chrome);
  });

  it('reads a table row as one line, each cell named by its column, so a price says it is the price', () => {
    const html = `<html><body><main><h1>Prices</h1><p>${para(60, 'intro')}</p><table><thead><tr><th>Appointment</th><th>Price</th></tr></thead>
      <tbody><tr><td>Standard consultation (15 minutes)</td><td>£52</td></tr><tr><td>Home visit</td><td></td></tr></tbody></table></main></body></html>`;
    const lines = extractHtml(html).blocks.map((b) => b.text);
    expect(lines).toContain('Appointment: Standard consultation (15 minutes) | Price: £52');
    expect(lines).toContain('Appointment: Home visit');
    // The header row is said in every row; alone it answers nothing, so it is no line of its own.
    expect(lines).not.toContain('Appointment | Price');
    expect(sentencesOf(lines.join('\n'))).toContain('Appointment: Standard consultation (15 minutes) | Price: £52');
  });

  it('labels rows by a first row of <th> cells too, and repeats a cell spanning rows in each of them', () => {
    const html = `<html><body><main><h1>Delivery</h1><p>${para(60, 'intro')}</p><table>
      <tr><th>Destination</th><th>Service</th><th>Cost</th></tr>
      <tr><td rowspan="2">United Kingdom</td><td>Standard</td><td>£3.95</td></tr><tr><td>Next day</td><td>£6.95</td></tr>
      <tr><td colspan="2">European Union</td><td>£9.95</td></tr></table></main></body></html>`;
    const lines = extractHtml(html).blocks.map((b) => b.text);
    expect(lines).toContain('Destination: United Kingdom | Service: Standard | Cost: £3.95');
    expect(lines).toContain('Destination: United Kingdom | Service: Next day | Cost: £6.95');
    expect(lines).toContain('Destination: European Union | Cost: £9.95');
  });

  it('reads a table whose spans would repeat its text many times over as its rows written, each cell once', () => {
    // Hostile markup: one long cell spanning 50 rows and 50 columns would be said in each of the 50 rows.
    const long = para(200, 'filler');
    const rows = Array.from({ length: 50 }, (_, i) =>
      i === 0 ? `<tr><td rowspan="50" colspan="50">${long}</td><td>r0</td></tr>` : `<tr><td>r${i}</td></tr>`,
    ).join('');
    const { document } = parseHTML(`<table><tr><th>A</th><th>B</th></tr>${rows}</table>`);
    const lines = tableLines(document.querySelector('table')!);
    expect(lines.join('\n').length).toBeLessThan(3 * long.length);
    expect(lines.filter((l) => l.includes('filler')).length).toBe(1);
    expect(lines).toContain('r1');
    // A table within the bound keeps its labelled rows.
    const small = parseHTML('<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Core</td><td>€6</td></tr></table>');
    expect(tableLines(small.document.querySelector('table')!)).toEqual(['Plan: Core | Price: €6']);
  });

  it('keeps the rows of a table without a header row as written, a row headed by a <th> as "name: value"', () => {
    const html = `<html><body><main><h1>Visit</h1><h2>Clinic</h2><p>${para(60, 'intro')}</p>
      <table><tr><td>Cat spay</td><td>£165</td></tr><tr><td>Dog spay</td><td>from £390</td></tr></table>
      <table><caption>Opening hours</caption><tr><th>Monday</th><td>9am to 5pm</td></tr><tr><th>Sunday</th><td>Closed</td></tr></table>
      <p>Parking is free.</p></main></body></html>`;
    const { blocks } = extractHtml(html);
    const lines = blocks.map((b) => b.text);
    expect(lines).toContain('Cat spay | £165');
    expect(lines).toContain('Dog spay | from £390');
    expect(lines).toContain('Monday: 9am to 5pm');
    // The caption heads the rows below the section they are in; the section resumes after the table.
    const chunks = chunkBlocks(blocks);
    expect(chunks.find((c) => c.text.includes('Monday'))!.heading).toBe('Visit > Clinic > Opening hours');
    expect(chunks.find((c) => c.text.includes('Parking'))!.heading).toBe('Visit > Clinic');
  });
});

describe('sitemaps and crawl scope', () => {
  it('reads urlsets and indexes with prefixes, CDATA and entities', () => {
    expect(
      parseSitemap(
        '<?xml version="1.0"?><urlset><url><loc> https://a.test/x?a=1&amp;b=2 </loc></url><url><loc><![CDATA[https://a.test/y]]></loc></url></urlset>',
      ),
    ).toEqual({
      index: false,
      locs: ['https://a.test/x?a=1&b=2', 'https://a.test/y'],
    });
    expect(
      parseSitemap(
        '<sm:sitemapindex xmlns:sm="x"><sm:sitemap><sm:loc>https://a.test/s.xml</sm:loc></sm:sitemap></sm:sitemapindex>',
      ),
    ).toEqual({
      index: true,
      locs: ['https://a.test/s.xml'],
    });
    expect(parseSitemap('<?xml version="1.0"?><rss></rss>')).toBeNull();
  });

  it('crawls the same host under the start folder', () => {
    const inDocs = crawlScope('https://a.test/docs/intro.html');
    expect(inDocs('https://a.test/docs/setup')).toBe(true);
    expect(inDocs('https://a.test/blog/')).toBe(false);
    expect(inDocs('https://b.test/docs/setup')).toBe(false);
    expect(inDocs('http://a.test/docs/setup')).toBe(false);
    const section = crawlScope('https://a.test/docs');
    expect(section('https://a.test/docs')).toBe(true);
    expect(section('https://a.test/docs/x')).toBe(true);
    expect(section('https://a.test/docsearch')).toBe(false);
  });
});

describe('answers and fusion', () => {
  it('splits sentences as verbatim spans and finds quotes despite whitespace', () => {
    const text = 'Plans\nThe Pro plan costs 49 euros. It renews monthly!\n- Cancel at any time.';
    expect(sentencesOf(text)).toEqual([
      'Plans',
      'The Pro plan costs 49 euros.',
      'It renews monthly!',
      'Cancel at any time.',
    ]);
    for (const s of sentencesOf(text)) expect(text).toContain(s);
    expect(locateQuote(text, 'The Pro  plan\ncosts 49 euros.')).toBe('The Pro plan costs 49 euros.');
    expect(locateQuote(text, 'The Pro plan costs 59 euros.')).toBeNull();
  });

  it('holds the capitalised words after the first, acronyms and numbers of a question as distinctive', () => {
    const distinctive = (q: string) =>
      analyseQuestion(q)
        .words.filter((w) => w.distinctive)
        .map((w) => w.text);
    expect(distinctive('When did Beyoncé release Lemonade in 2016?')).toEqual(['Beyoncé', 'Lemonade', '2016']);
    expect(distinctive("how quickly will you get back to me if I'm on Growth?")).toEqual(['Growth']);
    expect(distinctive('are you ISO 27001 certified or HIPAA compliant?')).toEqual(['ISO', '27001', 'HIPAA']);
    // Typed in Title Case, capitals say nothing; digits and acronyms still do.
    expect(distinctive('How Much Is The SSO Add-On For 10 Users?')).toEqual(['SSO', '10']);
  });

  it('fuses ranked lists by reciprocal rank, scores in 0..1 and in order', () => {
    const fused = fuse(
      [
        ['a', 'b', 'c'],
        ['a', 'c'],
      ],
      10,
    );
    expect(fused.map((f) => f.chunkId)).toEqual(['a', 'c', 'b']);
    expect(fused[0]!.score).toBe(1);
    expect(fused.every((f, i) => f.score > 0 && f.score <= 1 && (i === 0 || f.score <= fused[i - 1]!.score))).toBe(
      true,
    );
    expect(fuse([['x'], []], 10)).toEqual([{ chunkId: 'x', score: 1 }]);
  });
});
