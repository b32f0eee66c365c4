import { describe, expect, it } from 'vitest';
import { actNames as acts } from '../helpers/acts.js';

/**
 * Round of 2026-12-07: requests for a person and courtesy as visitors type them, read as the deterministic agent
 * reads a message (its language first, chat English written out). Phrasings of my own, none from a benchmark
 * script.
 */

describe('a person asked for indirectly, in the six languages', () => {
  it('passing the visitor on, being put through, the team writing or calling, someone sent', () => {
    for (const text of [
      'could one of ur ppl phone me',
      'can i get put through to accounts',
      'could I be transferred to billing?',
      'connect me with your sales team pls',
      'hand me over to support',
      'get someone from billing to contact me',
      'send me someone from sales',
      'Können Sie mich mit dem Support verbinden?',
      'Schicken Sie mir bitte jemanden vom Vertrieb',
      'Ihr Kundenservice soll mir zurückschreiben',
      'Stuur me door naar support',
      'Laat iemand van de klantenservice me mailen',
      'Mettez-moi en contact avec un conseiller',
      "Je voudrais qu'un commercial m'appelle",
      'Passe-moi quelqu’un du support',
      '¿Me pueden pasar con un agente?',
      'Que me llame un comercial',
      'Pode me transferir pra um atendente?',
      'Me passa para o suporte',
      'Alguém da equipe pode me mandar um email?',
      'id like to talk to the owner',
      'can i have a word with someone in charge',
      "i'd prefer if a person handled this",
      'can a rep ping me on slack',
      'Könnte mich bitte jemand kontaktieren?',
      'Ik zou graag iemand aan de lijn hebben',
      'Hätte gern jemanden am Telefon',
      'Prefiero que me atienda una persona',
      'Gostaria que um vendedor me ligasse',
    ])
      expect(acts(text), text).toContain('person');
  });

  it('leaves questions about reaching the team and requests for things to the knowledge', () => {
    for (const text of [
      'how can I contact support?',
      'can you send me the pricing?',
      'connect me to my bank',
      'how is the data handled?',
      'who handles support for my account?',
      "I'm the owner of a bakery",
    ])
      expect(acts(text), text).not.toContain('person');
  });
});

describe('contact details given with a chat verb', () => {
  it('"ping me at <address>" gives the address; it asks for nobody', () => {
    for (const text of ['ping me at mo@kicks.example', 'text me on +44 7700 900123']) {
      expect(acts(text), text).toEqual(['contact']);
    }
  });
});

describe('courtesy and praise as typed in a chat', () => {
  it('reads acknowledgements, thanks and praise as courtesy, never as a question', () => {
    const cases: Array<[string, string]> = [
      ['ok ty', 'thanks'],
      ['sure thing', 'ack'],
      ['np', 'ack'],
      ['cool cool', 'ack'],
      ['love it', 'compliment'],
      ['honestly this looks great', 'compliment'],
      ['what a slick setup', 'compliment'],
      ['Wat een handige tool zeg', 'compliment'],
      ['Was für ein tolles Tool!', 'compliment'],
      ['Me encanta esta web', 'compliment'],
      ["how's ur day going?", 'smallTalk'],
    ];
    for (const [text, act] of cases) expect(acts(text), text).toEqual([act]);
  });

  it('keeps a question that opens with a question word and names something good a question or statement, not praise', () => {
    for (const text of ['Que plano é bom para mim', 'is the app any good?', 'great, how much is it?'])
      expect(acts(text), text).not.toContain('compliment');
  });
});
