import { describe, expect, it } from 'vitest';
import { correction, editDistance, expandChat, tolerant } from '../../src/resources/knowledge/search/casual.js';
import { questionParts } from '../../src/resources/knowledge/search/parts.js';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';

/** A knowledge's vocabulary: its words and how often each is used. */
const vocabulary = new Map(
  Object.entries({
    encryption: 5,
    encrypted: 2,
    certification: 2,
    bookkeeping: 3,
    connect: 4,
    connected: 1,
    trial: 6,
    does: 20,
    training: 3,
    team: 9,
    shipping: 5,
    stripping: 9,
    key: 4,
    card: 6,
  }),
);

describe('casual typing made readable (search/casual.ts)', () => {
  it('spells out chat abbreviations, and digits used as words, but leaves names and counts alone', () => {
    expect(expandChat('how many ppl r on ur team')).toBe('how many people are on your team');
    // "pls" is spelled out, and a closing aside ("please", "out of interest", "btw") asks nothing: it is dropped.
    expect(expandChat('is my data safe w/ u, pls?')).toBe('is my data safe with you?');
    expect(expandChat('can u pls send me the pricing')).toBe('can you please send me the pricing');
    expect(expandChat('when was it founded, out of interest?')).toBe('when was it founded?');
    expect(expandChat('btw, do you have an API?')).toBe('do you have an API?');
    expect(expandChat('how long b4 u get back 2 me')).toBe('how long before you get back to me');
    expect(expandChat('whats the number 4 sales')).toBe("what's the number for sales");
    expect(expandChat('how long til i get results')).toBe('how long until i get results');
    // A pronoun's contraction typed without its apostrophe is the contraction, which says nothing a page could match
    // (round 10); forms that are words too ("its", "were", "well") stay as typed.
    expect(expandChat('dog spay price? shes a springer, theyre both due')).toBe(
      "dog spay price? she's a springer, they're both due",
    );
    expect(expandChat('its fine, we were well')).toBe('its fine, we were well');
    expect(analyseQuestion(expandChat('wheres ur office')).type).toBe('place');
    // "she's" is a pronoun (a stop word the index drops); "shes" as typed weighed as the rarest word.
    expect(analyseQuestion(expandChat('price? shes a springer')).words.map((w) => w.lower)).not.toContain('shes');
    // "2 warehouses" counts; "US" and "R" as typed are names.
    expect(expandChat('can one order ship from 2 warehouses in the US or R')).toBe(
      'can one order ship from 2 warehouses in the US or R',
    );
  });

  it('corrects a word in neither the knowledge nor English to the nearest knowledge word, the most frequent on a tie', () => {
    expect(correction('encrpytion', vocabulary)).toBe('encryption');
    expect(correction('certifcation', vocabulary)).toBe('certification');
    expect(correction('bookeeping', vocabulary)).toBe('bookkeeping');
    expect(correction('conect', vocabulary)).toBe('connect');
    // Equally near "shipping" and "stripping" would need two edits for the latter: the nearest wins.
    expect(correction('shiping', vocabulary)).toBe('shipping');
  });

  it('leaves the knowledge words, their inflections, unknown names and English words alone, unless two letters were swapped', () => {
    expect(correction('team', vocabulary)).toBeNull();
    expect(correction('trainings', vocabulary)).toBeNull();
    expect(correction('magento', vocabulary)).toBeNull();
    expect(correction('bookeeping', new Map())).toBe('bookkeeping');
    expect(correction('vacation', vocabulary)).toBeNull();
    expect(correction('trail', vocabulary)).toBe('trial');
    expect(correction('dose', vocabulary)).toBe('does');
    expect(tolerant('wat kind of encrpytion r u using', vocabulary)).toBe('what kind of encryption are you using');
    expect(tolerant('Does it run on Magento', vocabulary)).toBe('Does it run on Magento');
  });

  it('takes a slip of typing outside the knowledge for the common English word meant, and two knowledge words run together for both', () => {
    // A letter left out or two swapped: the common word, which the lexicon may join to the site's own words.
    expect(correction('discont', vocabulary)).toBe('discount');
    expect(correction('freind', vocabulary)).toBe('friend');
    expect(correction('keycard', vocabulary)).toBe('key card');
    expect(tolerant('can i bring a freind, i lost my keycard', vocabulary)).toBe(
      'can i bring a friend, i lost my key card',
    );
    // A changed letter is no slip, and a rare word is not what a visitor meant: names stay as typed.
    expect(correction('magento', vocabulary)).toBeNull();
    expect(tolerant('do u integrate w hipaa', vocabulary)).toBe('do you integrate with hipaa');
  });

  it('reads questions packed into one line apart, and leaves one question whole', () => {
    expect(questionParts('how much is the flex membership and can i bring a guest')).toEqual([
      'how much is the flex membership',
      'can i bring a guest',
    ]);
    expect(questionParts('is there parking? also do u have showers')).toEqual([
      'is there parking?',
      'do you have showers',
    ]);
    expect(questionParts('wat r ur opening hours, can i come in at weekends')).toEqual([
      'what are your opening hours',
      'can i come in at weekends',
    ]);
    for (const one of [
      'is my data safe w/ u, any certifcation?',
      // A part that says nothing of its own follows from the one before.
      'do u do student discount?? how do i get it',
      'can i pause and resume my membership',
      'How much is a day pass?',
    ])
      expect(questionParts(one)).toEqual([]);
  });

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('encrpytion', 'encryption', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });
});
