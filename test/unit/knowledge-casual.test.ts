import { describe, expect, it } from 'vitest';
import { correction, editDistance, expandChat, tolerant } from '../../src/resources/knowledge/search/casual.js';

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
  }),
);

describe('casual typing made readable (search/casual.ts)', () => {
  it('spells out chat abbreviations, and digits used as words, but leaves names and counts alone', () => {
    expect(expandChat('how many ppl r on ur team')).toBe('how many people are on your team');
    expect(expandChat('is my data safe w/ u, pls?')).toBe('is my data safe with you, please?');
    expect(expandChat('how long b4 u get back 2 me')).toBe('how long before you get back to me');
    expect(expandChat('whats the number 4 sales')).toBe("what's the number for sales");
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

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('encrpytion', 'encryption', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });
});
