import { describe, expect, it } from 'vitest';
import { complainsByShape } from '../../src/agent/complaint-signs.js';
import { findPhone } from '../../src/lib/contact.js';
import { findName } from '../../src/agent/recognise.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r24 (read and spent in the eighth session), each in general form
// and tried here in other words than the set's.

describe("someone else's trouble told lightly", () => {
  it('a laugh, relief or a lesson learned make it no complaint; trouble with "your" thing still is one', () => {
    expect(
      acts('haha my cousin bought a knock-off stove online and it melted on day two. lesson learned for him'),
    ).not.toContain('complaint');
    expect(acts('a friend of mine lost all his invoices when his laptop died lol. anyway, looks handy')).not.toContain(
      'complaint',
    );
    expect(acts("my colleague's export was broken AGAIN, your app is a joke lol")).toContain('complaint');
  });
});

describe('a request for a named one of the team', () => {
  it('a single name tied to the company, then "get hold of him", "I\'d really like her to …"', () => {
    expect(acts('Marta at your Leeds branch sorted my booking last time. Can I get hold of her again?')).toEqual([
      'person',
    ]);
    expect(acts("Is Tobias from your Berlin office around? I'd really like him to check our import.")).toEqual([
      'person',
    ]);
    expect(acts("I'll talk to him about it")).not.toContain('person');
  });

  it('what the visitor tells about their need goes with the request, not to the team as a question of its own', () => {
    expect(
      acts(
        'We run a small dance school and need a room with a sprung floor on Mondays. I would rather someone who knows the rooms advised me.',
      ),
    ).toEqual(['person']);
  });
});

describe('complaints told by what keeps happening', () => {
  it('charges that go on, the company told again and again, someone above asked for', () => {
    expect(complainsByShape('I closed the account in May and you still keep charging me every month.', false)).toBe(
      true,
    );
    expect(complainsByShape('Ich habe es schon dreimal gemeldet.', false)).toBe(true);
    expect(complainsByShape('Puedo hablar con su superior, por favor?', false)).toBe(true);
    // Praise counted, and a question about charging: calm.
    expect(complainsByShape('I asked twice about the price and got great answers', true)).toBe(false);
    expect(complainsByShape('do you still charge VAT for EU customers?', false)).toBe(false);
  });
});

describe('names and numbers as visitors leave them', () => {
  it('a six-digit area code, a name after a dash beside the email', () => {
    expect(findPhone('Rhiannon Pryce, 015394 32100')).toBe('015394 32100');
    expect(findPhone('order 2024 shipped')).toBeNull();
    expect(findName('Schreib mir an lotte@example.de — Lotte Brinkmann-Haas')).toBe('Lotte Brinkmann-Haas');
  });

  it('"lovely, ta" thanks and closes', () => {
    expect(acts('lovely, ta')).toEqual(['ack']);
  });
});
