import { describe, expect, it } from 'vitest';
import { isAcknowledgement } from '../../src/agent/courtesy-words.js';
import { findName } from '../../src/agent/recognise.js';
import { actNames as acts } from '../helpers/acts.js';

/**
 * Round of 2026-12-07 (eighth): complaints vented in chat (exasperation, contempt, sarcasm about the help, angry
 * emoji, trouble in slang), spans written in words, a person asked for with a bare role word, a call back in the
 * passive or as a noun, "contact with" someone of the team, acknowledgements with drawn-out letters, "ok bye", and
 * "im" read as "I'm" only in English. Phrasings of my own, none from the dev scripts.
 */

describe('complaints vented in chat', () => {
  it('exasperation, contempt and sarcasm about the help are complaints, in six languages', () => {
    for (const text of [
      "honestly i've had enough of this",
      "we're totally done with this tool",
      'ok i give up',
      'what a shambles',
      'thanks for nothing, really',
      'this chat cant help me at all',
      'you were no help',
      'the calendar ignores me every time',
      'Jetzt reicht es mir aber',
      'so ein Mist mit eurer App',
      'wat een zooi zeg',
      'ik ben het spuugzat',
      "franchement c'est nul",
      "j'en ai ras le bol de vos mises à jour",
      'qué asco de servicio',
      'la app no sirve para nada',
      'que bagunça',
      'tô de saco cheio disso',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('trouble in slang and with dropped apostrophes, and angry emoji, are complaints', () => {
    for (const text of [
      'the update wiped all my settings',
      'half my contacts dont load',
      'the booking page crashed again',
      'my totals are always wrong',
      'die Termine sind weg',
      'de agenda doet het weer niet',
      'mes rendez-vous ont disparu',
      'ça plante tout le temps',
      'se perdieron mis datos',
      'meus arquivos sumiram',
      'where is my order 😡',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('a wait given in words is a span', () => {
    for (const text of [
      'been on hold for forty minutes',
      'waited twenty-five minutes at the counter',
      'Ich warte schon dreißig Minuten',
      'Ça fait quarante minutes que j’attends',
      'llevo veinte minutos esperando',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('praise, questions and everyday words that look alike are not complaints', () => {
    for (const text of [
      'this is insane, love it',
      'cuéntame un chiste',
      'ich gebe auf der Seite meine Adresse ein',
      'em que zona horária estão?',
      'my dog ate my socks, is that dangerous?',
      'how long do I wait, usually twenty minutes?',
      'what happens if an invoice is missing?',
      "I can't help wondering how the sync works",
    ])
      expect(acts(text), text).not.toContain('complaint');
  });
});

describe('waits without a number, nobody answering me, harsh words, idioms', () => {
  it('are complaints', () => {
    for (const text of [
      "we've been waiting for ages",
      'on hold forever',
      'seit Wochen warte ich auf eine Antwort',
      'al weken geen reactie',
      'des semaines sans réponse',
      'llevo semanas esperando',
      'Es increíble que nadie me responda',
      'ninguém me respondeu até agora',
      'your staff are incompetent',
      'appalling communication',
      'Das ist doch ein Witz',
      'Dit slaat echt nergens op',
      'We zijn er klaar mee',
      'Vous vous moquez du monde',
      'Estoy hasta la coronilla',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('bare days and hours are no wait', () => {
    for (const text of ['what are your office hours, no call needed', 'how long does delivery take, weeks?'])
      expect(acts(text), text).not.toContain('complaint');
  });
});

describe('what the agent is, asked with the visitor\'s own verb or "it is" alone', () => {
  it('is a question about the agent', () => {
    for (const text of [
      'Zit ik hier te chatten met een bot?',
      '¿Es una máquina?',
      'É um robô?',
      "C'est un bot ?",
      "t'es humain ou pas",
    ])
      expect(acts(text), text).toEqual(['botQuestion']);
    expect(acts('Es un robot de cocina muy bueno')).not.toContain('botQuestion');
  });
});

describe('a person asked for plainly', () => {
  it('a bare role word, a call back in the passive or as a noun, contact with someone of the team', () => {
    for (const text of [
      'operator',
      'a human please',
      'Mitarbeiter bitte',
      'Kundenservice bitte',
      'klantenservice graag',
      "I'd like to be called back tomorrow",
      'Kann ich einen Rückruf bekommen?',
      'Ik wil graag teruggebeld worden',
      'Je souhaite être recontactée',
      'Quiero ser contactado por un asesor',
      'Ik zoek contact met een adviseur',
    ])
      expect(acts(text), text).toContain('person');
  });

  it('someone wanted or sent, whoever is in charge, being called asked as a possibility', () => {
    for (const text of [
      'could you get someone to check my booking',
      'somebody has to fix this today',
      'pls escalate',
      'I need an advisor',
      'Wir brauchen einen Berater',
      'Ik zoek een medewerker',
      'Je cherche un conseiller',
      'Busco un asesor',
      'Preciso de um atendente',
      'Puis-je parler à un responsable ?',
      'Quisiera hablar con el encargado',
      '¿Alguien me podría llamar?',
      'Vocês poderiam me ligar amanhã?',
    ])
      expect(acts(text), text).toContain('person');
  });

  it('a question about being called back, about escalation or whoever is in charge is a question', () => {
    for (const text of [
      'how do you escalate issues?',
      'who is responsible for data protection?',
      'do I need a consultant to set it up?',
      '¿Puedo pagar con tarjeta?',
    ])
      expect(acts(text), text).toEqual(['question']);
  });

  it('a question about being called back is a question', () => {
    for (const text of ['will I be contacted after I sign up?', 'Wie lange dauert ein Rückruf?'])
      expect(acts(text), text).toEqual(['question']);
  });
});

describe('courtesy', () => {
  it('acknowledgements with drawn-out letters and everyday acknowledgements of the six languages', () => {
    for (const text of [
      'ahh makes sense',
      'okkk',
      'cooool',
      'yesss',
      'ohh i see',
      'ok good to know',
      'gut zu wissen',
      'snap ik',
      'ah bon, ça marche',
      'vale, entendido',
      'faz sentido',
    ])
      expect(isAcknowledgement(text), text).toBe(true);
    expect(isAcknowledgement('sooo how much is it')).toBe(false);
  });

  it('an acknowledgement before a goodbye is a goodbye', () => {
    expect(acts('ok bye!')).toEqual(['goodbye']);
    expect(acts('alright, bye')).toEqual(['goodbye']);
  });
});

describe('"im" is "I\'m" only in English', () => {
  it('German "Im Moment" names no one; English "im Anna" does', () => {
    expect(findName('Im Moment nutzen wir noch Excel', 'de')).toBeNull();
    expect(findName('Im Januar starten wir', 'de')).toBeNull();
    expect(findName('hi im Anna Berg', 'en')).toBe('Anna Berg');
    expect(findName('Hallo, ich bin Karl Weber', 'de')).toBe('Karl Weber');
  });
});
