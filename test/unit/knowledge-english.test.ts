import { describe, expect, it } from 'vitest';
import { relativesOf, siblingsOf } from '../../src/resources/knowledge/search/english.js';

/** English relatives of a word from WordNet (search/english.ts, docs/quality.md round 7). */
const words = async (w: string) => (await relativesOf(w)).map((r) => r.word);

describe('relatives of a word in English', () => {
  it('reads synonyms of its first senses and the forms derived from it', async () => {
    expect(await words('shut')).toContain('closed');
    expect(await words('telephone')).toContain('phone');
    expect(await words('store')).toContain('storage');
  });

  it("reads a word's base forms by WordNet's suffix rules", async () => {
    expect(await words('neutered')).toContain('spay');
    expect(await words('vaccines')).toContain('vaccinate');
  });

  it('reaches no sibling, nor the kinds above or below', async () => {
    expect(await words('week')).not.toContain('day');
    expect(await words('rabbit')).not.toContain('guinea pig');
    expect(await words('female')).not.toContain('animal');
  });

  it('has nothing for a word WordNet does not know', async () => {
    expect(await relativesOf('brightshelfx')).toEqual([]);
  });

  it("reads the siblings of a noun's first sense, apart from its relatives", async () => {
    expect(await siblingsOf('week')).toContain('day');
    expect(await siblingsOf('week')).not.toContain('week');
    expect(await siblingsOf('quickly')).toEqual([]);
  });
});
