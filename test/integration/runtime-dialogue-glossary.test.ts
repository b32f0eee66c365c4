import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamText } from '../helpers/runtime.js';

/**
 * The cross-language look-up through the runtime API (issue 27 item 4, round of 2026-12-07, sixth):
 * a question in German or Spanish whose words the widened glossary knows (a compound, an inflected
 * form) is answered from the English sample pages, after a sentence saying the source is English,
 * and is not filed for the team.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('a question in another language answered from English knowledge', () => {
  it('answers a German question about when support is reachable, saying the source is English', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    const reply = streamText((await say(anon, v, 'Wann ist euer Kundenservice erreichbar?')).raw);
    expect(reply).toMatch(/auf Englisch/);
    expect(reply).toMatch(/Monday to Friday/);
    expect(await followUps()).toEqual([]);
  });

  it('answers a Spanish question in inflected words about monthly prices, saying the source is English', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    const reply = streamText((await say(anon, v, '¿Cuáles son las tarifas mensuales?')).raw);
    expect(reply).toMatch(/en inglés/);
    expect(reply).toMatch(/per month/);
    expect(await followUps()).toEqual([]);
  });
});
