import { describe, expect, it } from 'vitest';
import { correction, expandChat } from '../../src/resources/knowledge/search/casual.js';
import { questionParts } from '../../src/resources/knowledge/search/parts.js';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';

/**
 * A question typed casually is read as the same question typed formally (issue 26; bench/answers/casual-parity.ts
 * measures it on the development sites): no capitals, no commas, no apostrophes, an emoji at the end.
 */
describe('casual forms read as their formal ones', () => {
  it('knows a question by its word order or a question mark before an emoji, not only by its first word', () => {
    // After a condition, the auxiliary before its subject asks ("do i"); read as keywords, it was ranked without re-ranking.
    expect(analyseQuestion('if i cancel do i lose everything straight away').isQuestion).toBe(true);
    expect(analyseQuestion('the growth plan includes sso? 🤔').isQuestion).toBe(true);
    // Keywords and claims stay what they are.
    expect(analyseQuestion('growth plan seats').isQuestion).toBe(false);
    expect(analyseQuestion('you are the best').isQuestion).toBe(false);
  });

  it('does not correct a word the lexicon knows towards a word the knowledge happens to use', () => {
    // "ceo" is the lexicon's chief executive; "cet" (a time zone on the page) was taken for it when typed lower case.
    expect(correction('ceo', new Map([['cet', 3]]))).toBeNull();
    expect(correction('encrpytion', new Map([['encryption', 3]]))).toBe('encryption');
  });

  it('spells out a contraction typed without its apostrophe at the start of a sentence, and a chat word with an ending', () => {
    expect(expandChat('Im 23. Am I old enough?')).toBe("I'm 23. Am I old enough?");
    expect(expandChat('Whats the migration fee')).toBe("What's the migration fee");
    expect(expandChat("where can I check if u're down?")).toBe("where can I check if you're down?");
    // Capitalised chat words that are no contraction may be names ("Ur", "R").
    expect(expandChat('Ur is a city')).toBe('Ur is a city');
  });

  it('splits a line where a comma was left out as where it stands, but not inside one question', () => {
    const split: [string, string[]][] = [
      ['if i cancel do i lose everything straight away 😬', ['if i cancel', 'do i lose everything straight away 😬']],
      ['If I cancel, do I lose everything straight away?', ['If I cancel', 'do I lose everything straight away?']],
      [
        'missed my group class yesterday can i watch it somewhere',
        ['missed my group class yesterday', 'can i watch it somewhere'],
      ],
      [
        'wat r ur opening hours can i come in at weekends',
        ['what are your opening hours', 'can i come in at weekends'],
      ],
    ];
    for (const [line, parts] of split) expect(questionParts(line), line).toEqual(parts);
    // The wh-word still wants its verb: one question each.
    expect(questionParts('how many seats can i add on the growth plan')).toEqual([]);
    expect(questionParts('tesla - how much battery does it need when i bring it back')).toEqual([]);
    expect(questionParts('what kind of support do you offer')).toEqual([]);
  });
});
