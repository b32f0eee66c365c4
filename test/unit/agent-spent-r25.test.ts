import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { complainsByShape } from '../../src/agent/complaint-signs.js';
import { detectLanguage } from '../../src/agent/language.js';
import { findName } from '../../src/agent/recognise.js';
import { thanksOff } from '../../src/agent/thanks-off.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r25 (read and spent in the eighth session), each in general form
// and tried here in other words than the set's.

describe('names and the language of a message that is only a name and a contact', () => {
  it('keeps Italian and Catalan particles inside a name', () => {
    expect(findName('Matteo dalla Valle, matteo@vallebikes.it')).toBe('Matteo dalla Valle');
    expect(findName('Me llamo Jordi Puig i Soler, jordi@example.cat')).toBe('Jordi Puig i Soler');
  });

  it('a name and a contact say nothing of the language: the conversation keeps its own', () => {
    expect(detectLanguage('Sieglinde Vos-Oberhuber, sieglinde@example.at', { previous: 'de' })).toBe('de');
    expect(detectLanguage('Marijke De Vos, +31 6 1234 5678', { previous: 'nl' })).toBe('nl');
    // Words of the language still vote: a sentence's first word, and what is not a name.
    expect(detectLanguage('Merci beaucoup, Anna Vos', { previous: 'en' })).toBe('fr');
  });
});

describe('a request for a person said again in the same message', () => {
  it('an echo, a "who will help us", or a second request joins the first instead of being filed as a question', () => {
    expect(
      actsOf('Our auditor wants to speak with one of your people before we sign. Would that be possible?'),
    ).toEqual([expect.objectContaining({ act: 'person' })]);
    expect(acts('Kann jemand von euch bei uns vorbeikommen? Ich möchte wissen, wer uns dann betreut.')).toEqual([
      'person',
    ]);
    // A question of its own stays one.
    expect(acts('Can I speak to someone in sales? Also, do you have an API?')).toEqual(['person', 'question']);
  });

  it('a call turned down in passing is not a request for one', () => {
    expect(acts('just show me the screens, not a sales call please')).not.toContain('person');
    expect(acts('I want to talk to a person, not a bot')).toContain('person');
  });
});

describe('complaints told as demands, disputes and named trouble', () => {
  it('money asked back, a charge disputed, trouble named', () => {
    expect(complainsByShape('We want our money back for March.', false)).toBe(true);
    expect(complainsByShape('Ik wil mijn geld terug.', false)).toBe(true);
    expect(complainsByShape('On nous a facturé la livraison alors que le site dit gratuite.', false)).toBe(true);
    expect(complainsByShape('Nos cobraron 30 euros de más 🤨', false)).toBe(true);
    expect(complainsByShape('Das ist wirklich ein Datenschutzproblem.', false)).toBe(true);
    // Asked, or denied: no complaint.
    expect(complainsByShape('can we get our money back if we cancel in the first month?', false)).toBe(false);
    expect(complainsByShape("that's not a problem for us", false)).toBe(false);
    expect(complainsByShape('Dat is geen probleem.', false)).toBe(false);
  });

  it('praise with an upside-down face or "gotta love" is sarcasm; "love how simple" is praise', () => {
    expect(acts('wonderful, the invoice shows last year’s address again. so useful 🙃')).toContain('complaint');
    expect(acts('you gotta love an export that drops half the rows')).toContain('complaint');
    expect(acts('love how quick the setup was')).not.toContain('complaint');
    expect(acts('great support, thanks 🙂')).not.toContain('complaint');
  });

  it('someone else’s trouble told with the possessive after the noun, while looking before deciding, is no complaint', () => {
    expect(
      acts(
        'Una amiga mía tuvo problemas con su banco, le cobraron dos veces. Por eso comparo con calma antes de decidir nada.',
      ),
    ).not.toContain('complaint');
  });
});

describe('a reaction and thanks close the exchange', () => {
  it('"OK, we will manage then. Thanks!" answers no qualifying question; "we are 12, thanks" does', () => {
    expect(thanksOff(actsOf('Ok, dann machen wir das selbst. Danke!'))).toBe(true);
    expect(thanksOff(actsOf('Alright, we will sort that out ourselves then. Thanks!'))).toBe(true);
    expect(thanksOff(actsOf("Ok, we're 12 people. Thanks!"))).toBe(false);
    expect(thanksOff(actsOf('Thanks! How much is Growth?'))).toBe(false);
  });
});
