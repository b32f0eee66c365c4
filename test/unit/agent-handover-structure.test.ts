import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { contactForAsk, followUpWithContact } from '../../src/agent/contact-after.js';
import { readState } from '../../src/agent/state.js';
import { findName, wantsTour } from '../../src/agent/recognise.js';
import { fittingTour } from '../../src/agent/tour-match.js';
import type { PlayableTour } from '../../src/resources/tours/service.js';
import { actNames as acts } from '../helpers/acts.js';

/**
 * Round of 2026-12-07 (tenth): a request for a person read from its structure (someone doing a verb of contacting
 * or of handling the visitor's matter, in a request, wish or preference form), a person declined, a question and a
 * request in one line without a question mark, questions about writing to a program, names after sign-offs and with
 * Welsh particles, and a contact left after the agent asked for one. Phrasings of my own, none from the dev scripts.
 */

describe('a person asked for by the structure of the sentence', () => {
  it('someone contacting the visitor or taking their matter on, asked, wished or preferred, in six languages', () => {
    for (const text of [
      "I'd much prefer that an adviser phoned us back tomorrow",
      'could somebody from payroll go over the figures with me?',
      'is there anyone who might walk us through the setup',
      "I'd like this checked over by someone qualified",
      "frankly I'd rather hear that from a human",
      'Mir wäre es lieber, wenn uns eine Beraterin zurückruft.',
      'Ik zou graag willen dat iemand van de administratie mij terugbelt.',
      "J'aimerais mieux qu'une personne de l'équipe m'appelle.",
      'Prefiero que alguien de soporte me llame esta tarde.',
      'Preferia que alguém do comercial me ligasse.',
      'Quelqu’un du service pourrait-il m’expliquer ce prélèvement au téléphone ?',
      'any chance one of your advisers could ring us?',
      'Alguém pode dar uma olhada na minha conta?',
    ])
      expect(acts(text), text).toContain('person');
  });

  it('a person named without asking anything of the team is no request', () => {
    for (const text of [
      'someone recommended you to me',
      'a friend of mine phoned me about your app',
      "I'd like to know how your support team looks at tickets",
      'can your team handle a thousand invoices a month?',
      'can someone explain what the Starter plan covers?',
      'Jemand hat mir erzählt, dass ihr günstig seid.',
      'my bookkeeper will go through it with me next week',
      'Can someone else look at my reports if I share them?',
      '¿Puede alguien más ver mis facturas?',
    ])
      expect(acts(text), text).not.toContain('person');
  });

  it('a person or a call turned down asks for nothing', () => {
    for (const text of [
      'no need for anyone to ring me, the docs are enough',
      "We don't need a consultant, just the docs",
      'Ich brauche niemanden, danke.',
      'Ik hoef niemand te spreken hoor, het is me duidelijk.',
      'No necesito hablar con nadie, ya lo he entendido.',
      'Não preciso de ninguém, obrigado.',
    ]) {
      const a = acts(text);
      expect(a, text).not.toContain('person');
      expect(a, text).not.toContain('question');
    }
  });

  it('a call turned down for another way of contact is still a request', () => {
    for (const text of [
      "I don't need a call, someone can just email me",
      'Ich brauche keinen Rückruf, schreiben Sie mir lieber eine Mail',
      'No hace falta que nadie me llame, mejor escríbanme',
    ])
      expect(acts(text), text).toContain('person');
  });
});

describe('a question and a request in one line', () => {
  it('is split even without a question mark, and a call asked for to book stays a call', () => {
    expect(acts("what's the monthly price of Growth, and could someone phone me about it on 07700 900111")).toEqual([
      'question',
      'person',
    ]);
    expect(acts('whats the deposit for a van, and can someone ring me to reserve one')).toEqual(['question', 'person']);
  });
});

describe('asking whether one is writing to a program', () => {
  it('is a question about the agent in six languages, and writing a program is not', () => {
    for (const text of [
      'Am I messaging with software here?',
      'Spreche ich gerade mit einem Programm?',
      'Praat ik met een computer?',
      'Je parle à un logiciel ?',
      '¿Hablo con un programa?',
      'Estou falando com um computador?',
    ])
      expect(acts(text), text).toEqual(['botQuestion']);
    expect(acts("I'm writing a program to sync invoices, is there an API?")).not.toContain('botQuestion');
  });

  it("'je m'appelle' names the visitor and asks for no call", () => {
    expect(acts("Je m'appelle Luc Martin, luc.martin@exemple.example")).not.toContain('person');
  });
});

describe('names after a sign-off and with particles', () => {
  it('the sign-off is not part of the name; Welsh ap/ferch are kept; pt "sou" introduces a name', () => {
    expect(findName('call me back please on 0161 496 0000. Kind regards, Siân ap Huw')).toBe('Siân ap Huw');
    expect(findName('Rückruf bitte unter 040 123456, viele Grüße Jörg-Peter Lindqvist', 'de')).toBe(
      'Jörg-Peter Lindqvist',
    );
    expect(findName('bel me even op 020 1234567. Met vriendelijke groet, Femke van Dijk', 'nl')).toBe('Femke van Dijk');
    expect(findName("I'm Gwen ferch Ifan, could someone ring me")).toBe('Gwen ferch Ifan');
    expect(findName('Sou Inês Carvalho e queria uma chamada', 'pt')).toBe('Inês Carvalho');
    expect(findName('Saludos, Team Ventas')).toBeNull();
    expect(findName('thanks, regards')).toBeNull();
  });
});

describe('a contact left after the agent asked for one', () => {
  const parts = (text: string) => actsOf(text);
  it('completes the complaint or the offer it answers, and only that', () => {
    const contact = { email: 'ana@example.example', phone: null };
    expect(contactForAsk({ awaiting: 'complaint' }, parts('here: ana@example.example'), contact)).toBe('complaint');
    expect(contactForAsk({ awaiting: 'team' }, parts('ana@example.example, have a look please'), contact)).toBe('team');
    expect(contactForAsk({ awaiting: null }, parts('here: ana@example.example'), contact)).toBeNull();
    expect(
      contactForAsk({ awaiting: 'complaint' }, parts('ana@example.example - what does Growth cost?'), contact),
    ).toBeNull();
    expect(contactForAsk({ awaiting: 'complaint' }, parts('thanks'), { email: null, phone: null })).toBeNull();
  });
  it('after a person request the contact is filed with it, unless a time is picked (twelfth)', () => {
    const contact = { email: 'ana@example.example', phone: null };
    expect(contactForAsk({ awaiting: 'person' }, parts('ok it is ana@example.example'), contact)).toBe('person');
    expect(followUpWithContact({ questions: [] }, 'ana', ' (contact)', 'person').reason).toBe(
      'asked for a person (contact left)',
    );
    // A time named beside the contact answers the times offered with the hand-over: nothing new to file.
    expect(
      contactForAsk({ awaiting: 'person' }, parts('x'), contact, 'tomorrow morning suits, ana@example.example'),
    ).toBeNull();
    expect(
      contactForAsk({ awaiting: 'person' }, parts('x'), contact, 'mañana por la tarde, ana@example.example'),
    ).toBeNull();
    // The state keeps what was asked across turns (conversations.state, read back next turn).
    expect(readState({ awaiting: 'person' }).awaiting).toBe('person');
    expect(readState({ awaiting: 'other' }).awaiting).toBeNull();
  });
});

describe('asking to see what the product looks like', () => {
  const tour = (id: string, name: string) =>
    ({ id, publicId: id, name, description: null, steps: [{ title: name, openWhen: [] }] }) as unknown as PlayableTour;
  const tours = [tour('t1', 'Getting around'), tour('t2', 'Reports in depth')];
  it('starts the first published tour in six languages; a part named or no verb of seeing does not', () => {
    for (const text of [
      'could I take a look at what the software looks like before paying?',
      'Ich würde gern sehen, wie das Tool aussieht.',
      'Mag ik zien hoe de app eruitziet?',
      'On peut voir à quoi ça ressemble ?',
      '¿Me puedes mostrar cómo se ve la aplicación?',
      'Dá para ver como é por dentro?',
    ]) {
      expect(wantsTour(text), text).toBe(true);
      expect(fittingTour(text, tours)?.id, text).toBe('t1');
    }
    expect(fittingTour('can you show me what the reports in depth look like', tours)?.id).toBe('t2');
    expect(wantsTour('what does it look like on a phone?')).toBe(false);
    expect(fittingTour('can I see what the invoice looks like once sent?', tours)).toBeNull();
  });
});

describe('persons and bot questions from a spent set, in general form (sixth session)', () => {
  it('a named person, then a wish to talk to him or her, asks for a person; nobody named, it does not', () => {
    expect(acts("is Dana Whitcombe in today? I'd love a quick word with her about the estimate")).toContain('person');
    expect(acts('Is Dr Amrit Sohal working Friday? Could I speak to him about Milo')).toContain('person');
    expect(acts("my husband wants to come along, I'd like to talk to him first")).not.toContain('person');
  });
  it('a wanted contact person with an adjective or a clause saying who is a request', () => {
    expect(acts('Wir hätten gern einen festen Ansprechpartner, der sich mit Lohnabrechnung auskennt.')).toContain(
      'person',
    );
    expect(acts('Gostava de falar com o gestor de conta antes de decidir')).toContain('person');
  });
  it('"a person or a robot?" asked in pt, es and nl is a bot question, not a request for a person', () => {
    for (const asked of [
      'Estou a falar com um humano ou com um robô?',
      '¿Eres un programa o una persona de verdad?',
      'Zit ik hier met een computerprogramma te praten?',
    ])
      expect(acts(asked), asked).toEqual(['botQuestion']);
  });
});
