import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { givesFeedback } from '../../src/agent/browse-words.js';
import { complainsByShape } from '../../src/agent/complaint-signs.js';
import { detectLanguage } from '../../src/agent/language.js';
import { commitsWithNextStep } from '../../src/agent/next-step.js';
import { findName } from '../../src/agent/recognise.js';
import { onlyComparing } from '../../src/agent/weigh-words.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r26 (read and spent in the eighth session), each in general form
// and tried here in other words than the set's.

describe('the language of short questions', () => {
  it('question words of one language outvote Dutch "de" and "en", which the others write too', () => {
    expect(detectLanguage('Combien de jours dure la formation en ligne ?')).toBe('fr');
    expect(detectLanguage('Quantas pessoas cabem numa sala?')).toBe('pt');
    expect(detectLanguage('Cuántos días tengo para devolverlo?')).toBe('es');
    expect(detectLanguage('Hoeveel kost de cursus?')).toBe('nl');
  });
});

describe('who is answering', () => {
  it('asks whether the agent is a machine in every language; a question about staff or products does not', () => {
    expect(acts('Quem está a escrever, é uma pessoa?')).toContain('botQuestion');
    expect(acts('is a real person replying or a script?')).toContain('botQuestion');
    expect(acts('Wer antwortet hier gerade?')).toContain('botQuestion');
    expect(acts("who's answering the phones at the weekend?")).not.toContain('botQuestion');
    expect(acts('Do you sell a laptop or a computer?')).not.toContain('botQuestion');
  });
});

describe('complaints', () => {
  it('a payment taken after notice, money wanted back, done without asking, fewer than paid for', () => {
    expect(complainsByShape('I cancelled in May and they still took the June fee.', false)).toBe(true);
    expect(complainsByShape('That is 45 euros we want back.', false)).toBe(true);
    expect(complainsByShape('They changed my booking without telling me.', false)).toBe(true);
    expect(complainsByShape('Ich habe 12 Stunden bezahlt und nur 9 bekommen.', false)).toBe(true);
    expect(complainsByShape('can I cancel without notice?', false)).toBe(false);
  });

  it('asking for the management makes the message a complaint even when it also asks for a person', () => {
    expect(acts('Je veux parler à la direction. Ma salle était occupée à mon arrivée.')).toContain('complaint');
  });
});

describe('a person asked for by name or to go through something', () => {
  it('"a quick word with <full name>", "go through that with someone on your team"', () => {
    expect(acts('could I have a quick word with Tomas Berglund before I sign up?')).toEqual(['person']);
    expect(acts("I'd rather go through it with someone on your team")).toEqual(['person']);
    expect(acts("I'll go through it with my accountant")).not.toContain('person');
  });
});

describe('restraint', () => {
  it('feedback on a page and comparing with other tools are no buying signals; sport named is not off-topic', () => {
    expect(givesFeedback('would be nice if the plans page said whether VAT is included')).toBe(true);
    expect(givesFeedback('how much is the plan with VAT?')).toBe(false);
    expect(onlyComparing("we're looking at you and three other providers")).toBe(true);
    expect(acts('we run a small rugby club, do you have a discount for us?')).not.toContain('offTopic');
    expect(acts('who won the football on saturday?')).toContain('offTopic');
    expect(acts('I need better English for business meetings')).not.toContain('meeting');
  });
});

describe('buying decided and the next step asked', () => {
  it('"who can set that up?", "how do we get the contract signed?", "Decided —"', () => {
    const next = (text: string) => commitsWithNextStep(actsOf(text), (s) => s);
    expect(next('We need 20 licences for our branch offices. Who can set that up?')).toBe(true);
    expect(next('Decided: the Plus plan from March. How do we get the paperwork done?')).toBe(true);
    expect(next('Who can set up my account if I forget the password?')).toBe(false);
  });
});

describe('names', () => {
  it('"Contact is <name>", "Club secretary is <name>" beside an email', () => {
    expect(findName('Contact person is Griet van Daele, griet@example.be')).toBe('Griet van Daele');
    expect(findName('Treasurer is Eamon Ó Briain, treasurer@example.ie')).toBe('Eamon Ó Briain');
  });
});
