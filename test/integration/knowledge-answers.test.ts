import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { settle } from './knowledge/helpers.js';
import { testGuard } from './knowledge/site.js';
import { serveSite, type ServedSite } from '../../bench/answers/serve.js';
import { startFakeModel } from '../../bench/answers/fake-model.js';
import { createBase } from '../../src/resources/knowledge/service.js';
import { answerQuestion, NOT_COVERED, type GroundedAnswer } from '../../src/resources/knowledge/ask.js';
import { facetsOf } from '../../src/resources/knowledge/search/facets.js';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';
import { weighFacets } from '../../src/resources/knowledge/answer/reading.js';
import { lexemesOf } from '../../src/resources/knowledge/search/search.js';

/**
 * Visitors' questions on a product website (the Brightshelf site of
 * bench/answers, served on loopback as site.test), read through its sitemap by
 * the worker and asked through POST /v1/knowledge/ask and answerQuestion. The
 * full question set is bench/answers/run.ts; these are a handful of its tuning
 * questions and new near-misses.
 */
let h: Harness;
let site: ServedSite;
let ws: TestWorkspace;
let api: Client;
let baseId: string;

beforeAll(async () => {
  site = await serveSite({ host: 'site.test' });
  h = await createHarness();
  h.deps.outbound = testGuard();
  ws = await h.workspace();
  api = await ws.live();
  baseId = (await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name: 'Brightshelf', shared: true }))).id;
  const added = await api.post(`/v1/knowledge/bases/${baseId}/sources`, { url: `${site.origin}/sitemap.xml` });
  expect(added.status).toBe(201);
  await settle(h, ws.id);
});
afterAll(async () => {
  await h?.close();
  await site?.close();
});

/** The chunk a citation quotes, by its id, with its page. */
async function chunkOf(id: string): Promise<{ url: string; text: string }> {
  const res = await h.db.tenantTx(ws.id, (tx) =>
    tx.query<{ url: string; text: string }>(`SELECT url, text FROM knowledge_chunks WHERE id = $1`, [id]),
  );
  return res.rows[0]!;
}

describe('grounded answers on a product website', () => {
  it('answers visitors in their own words from the page that says it, naming and linking the page', async () => {
    const cases = [
      { question: 'can I try it before paying?', page: '/pricing', name: 'Pricing', says: '14-day free trial' },
      { question: 'how much is the cheapest plan?', page: '/pricing', name: 'Pricing', says: '$39 per month' },
      {
        question: 'do you guys work with our warehouse software?',
        page: '/integrations',
        name: 'Integrations',
        says: 'ShipBob',
      },
      {
        question: 'who started the company?',
        page: '/about',
        name: 'About us',
        says: 'Maya Lindqvist and Tomás Herrera',
      },
    ];
    for (const c of cases) {
      const res = await api.post('/v1/knowledge/ask', { question: c.question, baseIds: [baseId] });
      expect(res.status).toBe(200);
      const url = `${site.origin}${c.page}`;
      expect({ question: c.question, answer: res.body.answer }).toEqual({
        question: c.question,
        answer: expect.stringContaining(c.says),
      });
      // The page, and the section when a heading leads the quotes ("…, under “Free trial”: …").
      expect(res.body.answer).toMatch(
        new RegExp(`^From the ${c.name} page \\(${url.replace(/[.]/g, '\\.')}\\)(, under “[^”]+”)?: `),
      );
      expect(res.body.citations.length).toBeGreaterThan(0);
      expect(res.body.citations.length).toBeLessThanOrEqual(3);
      for (const cite of res.body.citations) {
        expect(cite).toMatchObject({ url, title: expect.stringMatching(/\| Brightshelf$/) });
        expect(Object.keys(cite).sort()).toEqual(['chunkIndex', 'quote', 'sourceId', 'title', 'url']);
        expect(res.body.answer).toContain(cite.quote);
      }
      // Retrieval puts the answering page first.
      const ranked = await api.post('/v1/knowledge/retrieve', { query: c.question, baseIds: [baseId], limit: 3 });
      expect({ question: c.question, first: ranked.body.results[0].url }).toEqual({ question: c.question, first: url });
    }
  });

  it('says it does not know, and offers the hand-over, when the site covers something close but not this', async () => {
    for (const question of [
      'are you ISO 27001 certified?',
      'can I pay with Bitcoin?',
      // Only the partner page says it, and robots.txt keeps it out of the index.
      'how much margin do approved resellers get on every plan?',
      'what is a good recipe for banana bread?',
    ]) {
      const res = await api.post('/v1/knowledge/ask', { question, baseIds: [baseId] });
      expect({ question, ...res.body }).toEqual({ question, answer: NOT_COVERED, citations: [] });
    }
    expect(NOT_COVERED).toMatch(/pass your question on to the team/);
    const iso = await answerQuestion(h.deps, ws.id, { question: 'Are you ISO 27001 certified?', baseIds: [baseId] });
    expect(iso).toMatchObject({ abstained: true, reason: 'missing-term', detail: 'ISO', citations: [] });
  });

  it('answers the runtime without an HTTP request: the text, each citation with its chunk, and whether it abstained', async () => {
    const a = await answerQuestion(h.deps, ws.id, { question: 'how often do you back stuff up?', baseIds: [baseId] });
    expect(a).toMatchObject({ abstained: false, reason: null, engine: 'extractive' });
    expect(a.text).toContain('every six hours');
    for (const c of a.citations) {
      const chunk = await chunkOf(c.chunkId);
      expect(chunk.url).toBe(`${site.origin}/security`);
      expect(chunk.text).toContain(c.quote);
    }
  });
});

describe("a visitor's words against the site's, through the database's stemmer", () => {
  /** The question's facets, weighed over the Brightshelf base. */
  const facets = (question: string) =>
    h.db.tenantTx(ws.id, async (tx) => {
      const fs = await facetsOf(tx, analyseQuestion(question));
      await weighFacets(tx, fs, [baseId]);
      return fs;
    });
  const terms = (f: { alternatives: Array<{ terms: string[]; factor: number }> } | undefined) =>
    f?.alternatives.map((a) => `${a.terms.join(' ')}@${a.factor}`) ?? [];

  it('joins the forms of an irregular verb, both ways, as the same word', async () => {
    expect(
      terms((await facets('what should I do if I find a security hole?')).find((f) => f.label === 'find')),
    ).toContain('found@1');
    expect(terms((await facets('who bought the company?')).find((f) => f.label === 'bought'))).toContain('buy@1');
  });

  it('takes a comparative to its base word and its synonyms, and knows the opposites of a word', async () => {
    const cheaper = (await facets('is it cheaper to pay every year?')).find((f) => f.label === 'cheaper')!;
    expect(cheaper.own).toEqual(['cheap']);
    expect(terms(cheaper)).toEqual(expect.arrayContaining(['cheap@1', 'cheaper@1', 'price@0.8']));
    // Opposites: a sentence saying "smallest" and not "largest" answers another question.
    const largest = (await facets('which is the largest warehouse?')).find((f) => f.label === 'largest')!;
    expect(largest.opposites).toEqual(expect.arrayContaining([['small'], ['smallest']]));
  });

  it('reads number words in compounds as digits, splits compounds the site never uses whole, and marks frame words', async () => {
    const seater = await facets('would the seven-seater fit a whole family?');
    // Brightshelf never says "seven-seater": its parts stand for it, "seven" as "7" too ("7-seater").
    const seven = seater.find((f) => f.label === 'seven')!;
    expect(terms(seven)).toEqual(expect.arrayContaining(['seven@1', '7@1']));
    expect(seater.map((f) => f.label)).toEqual(expect.arrayContaining(['seven', 'seater']));
    expect(seater.filter((f) => f.frame).map((f) => f.label)).toEqual(['would', 'whole']);
    expect(seater.find((f) => f.label === 'family')?.frame).toBeFalsy();
    // Kept whole, a compound with a number says it both ways ("2-factor" is "two-factor").
    const raw = await h.db.tenantTx(ws.id, (tx) => facetsOf(tx, analyseQuestion('is there a seven-day trial?')));
    const day = raw.find((f) => f.label === 'seven-day')!;
    expect(terms(day)).toEqual(expect.arrayContaining(['day seven@1', 'day 7@1']));
    expect(day.parts?.map((p) => p.label)).toEqual(['seven', 'day']);
  });

  it('answers what the site says in other words, and abstains on a negated question the site only states', async () => {
    const found = await answerQuestion(h.deps, ws.id, {
      question: 'what should I do if I find a security hole?',
      baseIds: [baseId],
    });
    expect(found.text).toContain('security@brightshelf.example');
    const languages = await answerQuestion(h.deps, ws.id, {
      question: 'do your support folks speak German?',
      baseIds: [baseId],
    });
    expect(languages.text).toContain('Support is offered in English, German and Dutch.');
    const negated = await answerQuestion(h.deps, ws.id, {
      question: 'which channels does Brightshelf not sync with?',
      baseIds: [baseId],
    });
    expect(negated).toMatchObject({ abstained: true, citations: [] });
  });
});

describe('grounded answers with a language model (a local OpenAI-compatible server)', () => {
  it('keeps only verbatim quotes, names the page, falls back when a quote is invented, and abstains when the model declines', async () => {
    const model = await startFakeModel({ sloppy: true });
    try {
      const deps = {
        ...h.deps,
        config: { ...h.deps.config, llm: { url: model.url, model: 'fake-literal', apiKey: null } },
      };
      const ask = (question: string) => answerQuestion(deps, ws.id, { question, baseIds: [baseId] });
      // The fake quotes the source sentence sharing the most words with the question; it misquotes its third reply: the check drops the quote and the extractive answer stands in.
      const answers: GroundedAnswer[] = [];
      for (const q of [
        'how often is every database backed up?',
        'can I export my data to Excel?',
        'do you encrypt our data?',
      ])
        answers.push(await ask(q));
      expect(answers.map((a) => a.engine)).toEqual(['model', 'model', 'extractive']);
      expect(model.requests).toBe(3);
      for (const a of answers) {
        expect(a.abstained).toBe(false);
        expect(a.text).toMatch(/^From the .+ page \(http:\/\/site\.test:\d+\/[a-z/]+\)(, under “[^”]+”)?: /);
        for (const c of a.citations) expect((await chunkOf(c.chunkId)).text).toContain(c.quote);
      }
      expect(answers[0]!.text).toContain('every six hours');
      expect(answers[2]!.text).toContain('AES-256');
      // A name in no source: the model declines and the answer is the hand-over.
      expect(await ask('can I pay with Bitcoin or Dogecoin?')).toMatchObject({
        abstained: true,
        reason: 'model-declined',
        text: NOT_COVERED,
        citations: [],
      });
    } finally {
      await model.close();
    }
  });
});

describe('stems of texts seen before', () => {
  it('come from the process cache in the order asked, mixed with texts stemmed now and repeated ones', async () => {
    const fresh = `Warehouses ${Date.now()} shipped quickly`;
    const first = await h.db.tenantTx(ws.id, (tx) => lexemesOf(tx, ['Running shoes', fresh]));
    expect(first[0]).toEqual(['run', 'shoe']);
    expect(first[1]).toEqual(expect.arrayContaining(['warehous', 'ship', 'quick']));
    const again = await h.db.tenantTx(ws.id, (tx) =>
      lexemesOf(tx, ['Cats sleeping', fresh, 'Running shoes', 'Cats sleeping']),
    );
    expect(again).toEqual([['cat', 'sleep'], first[1], ['run', 'shoe'], ['cat', 'sleep']]);
    // Shared entries are frozen: a caller that edits one fails instead of changing every later answer.
    expect(() => (again[2] as string[]).push('x')).toThrow(TypeError);
  });
});
