import { describe, expect, it } from 'vitest';
import { unmarkedClause } from '../../src/agent/clause-question.js';
import { justLooking } from '../../src/agent/intent.js';
import { findName } from '../../src/agent/recognise.js';
import { onlyComparing } from '../../src/agent/weigh-words.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r17 (read and spent in the seventh session), each in general form.

describe('courtesy and comments are not questions', () => {
  it('wishing a good evening is a goodbye in the six languages', () => {
    expect(acts('Thanks, that is exactly what I wanted to know. Have a good evening!')).toEqual(['thanks', 'goodbye']);
    expect(acts('Dank je, dat was precies wat ik wilde weten. Fijne avond!')).toEqual(['thanks', 'goodbye']);
    expect(acts('Have a good day!')).toEqual(['goodbye']);
  });
  it('a relative clause that comments ("…, which is nice") asks nothing', () => {
    expect(unmarkedClause('you seem a lot cheaper, which is nice.')).toBeNull();
    expect(unmarkedClause('vocês parecem bem mais em conta, o que é bom.')).toBeNull();
    expect(unmarkedClause('thinking of upgrading, how does that work')).toBe('how does that work');
  });
  it('comparing the company with others is only comparing; comparing its plans is not', () => {
    expect(onlyComparing('comparing you with a couple of other inventory tools atm')).toBe(true);
    expect(onlyComparing('on vous compare avec deux autres outils')).toBe(true);
    expect(onlyComparing("we're comparing your Growth plan to Starter")).toBe(false);
    expect(justLooking('just seeing roughly what a 7 seater costs')).toBe(true);
  });
});

describe('persons asked for in more ways', () => {
  it('a named person, then a wish to get back in touch or for their advice', () => {
    expect(
      acts("is Maya Lindqvist still involved day to day? i'd love to get back in touch about a possible partnership"),
    ).toContain('person');
    expect(acts("is Hannah Okafor still at the Kendal shop? I'd love her advice before a big trip")).toContain(
      'person',
    );
    expect(acts('my sister wants to get in touch with her old school friends')).not.toContain('person');
  });
  it('a wish to talk with the role, with a definite article, outside English', () => {
    expect(acts("je voudrais parler à l'infirmière en chef au sujet de mon chat.")).toContain('person');
    expect(acts('Je voudrais échanger avec votre délégué à la protection des données.')).toContain('person');
    expect(acts('Ich möchte mit der Oberschwester sprechen')).toContain('person');
    expect(acts("I'd like to talk to the bank first")).not.toContain('person');
    expect(acts('Ich will erst mit der Bank sprechen')).not.toContain('person');
    expect(acts("I'd like to talk to a human first")).toContain('person');
  });
  it('being put through, verb-final or with "en relation"', () => {
    expect(acts('Können Sie mich mit der Filiale in York verbinden?')).toContain('person');
    expect(acts("Pouvez-vous me mettre en relation avec l'agence de York ?")).toContain('person');
    expect(acts('Kann ich mein Konto mit Shopify verbinden?')).not.toContain('person');
  });
  it('a wry smile after praise is a sign for the complaint reader', () => {
    expect(acts("'next working day' delivery. ordered monday, it's now friday. amazing service, really 🙃")).toContain(
      'complaint',
    );
    expect(acts("thanks, that's all I needed 🙂")).not.toContain('complaint');
  });
});

describe('names as visitors leave them', () => {
  it('after a comma, after "anyway", under a booking, or opening a message with a contact', () => {
    expect(findName("you can reach me on 07700 900377, it's Marguerite Fenwick-Hale")).toBe('Marguerite Fenwick-Hale');
    expect(findName('he is gutted. anyway, Lorcan Mac Cárthaigh here, just looking today')).toBe(
      'Lorcan Mac Cárthaigh',
    );
    expect(findName('booking was under Priya Chaudhary, priya.c@example.com')).toBe('Priya Chaudhary');
    expect(findName('Lena Hoffmann-Berg, head of ops at Kistenwerk. lena.hoffmann@kistenwerk.de')).toBe(
      'Lena Hoffmann-Berg',
    );
  });
  it('not a plan, a question or a greeted name', () => {
    expect(findName('Growth Plan, how much is it? me@x.com')).toBeNull();
    expect(findName('Is Anna Berg here? me@x.com')).toBeNull();
    expect(findName('Hi Anna, is the Growth plan monthly? me@x.com')).toBeNull();
  });
});
