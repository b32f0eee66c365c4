import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { plainEnglish } from '../../src/agent/chat-english.js';
import { detectLanguage } from '../../src/agent/language.js';

/**
 * Round of 2026-12-07 (second): frustration and questions about the agent as visitors type them, read as the
 * deterministic agent reads a message (its language first, chat English written out). Phrasings of my own,
 * none from a benchmark script.
 */
const acts = (text: string, previous?: 'en') => {
  const lang = detectLanguage(text, { previous });
  return actsOf(text, lang === 'en' ? plainEnglish : undefined).map((p) => p.act);
};

describe('frustration as visitors type it is a complaint', () => {
  it('exasperation, slang and sarcasm in the six languages', () => {
    for (const text of [
      'what a joke this is',
      'cheers for nothing',
      'total waste of money tbh',
      'i give up honestly',
      'your update wiped all my contacts',
      'the chat didnt help me at all',
      'das ist mir echt zu blöd, schon wieder abgestürzt',
      'So ein Mist',
      'ben het spuugzat',
      'wat een zooi',
      "franchement c'est n'importe quoi votre truc",
      "j'en ai vraiment marre",
      'es el colmo',
      'la app no sirve',
      'isso não presta',
      'que porcaria',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('reads chat contractions without an apostrophe as the full ones ("havent", "didnt")', () => {
    for (const text of ['we havent been paid this month', 'i didnt get my refund money'])
      expect(acts(text), text).toContain('complaint');
  });

  it('an angry emoji, and a wait that is counted with no reply, whatever the form', () => {
    for (const text of [
      'hello?? 😡',
      'still nothing 🙄',
      'been waiting two weeks, anyone?',
      'warte schon seit 5 tagen, keine antwort?',
      'wacht al twee dagen op antwoord',
      "j'attends depuis 4 jours",
      'llevo dos semanas esperando',
      'aguardando há 3 dias',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('leaves enthusiasm, courtesy and questions about waiting or problems alone', () => {
    for (const text of [
      'this is insane, love it',
      'no worries',
      'no problem at all, thanks',
      'is there a problem if our data is stored outside the eu?',
      'do i have to wait 3 days for approval?',
      'how long is the waiting period, 14 days?',
      'kein Problem, danke',
      'geen probleem hoor',
      'pas de souci',
      'no pasa nada',
      'sem problema',
      'can I restore deleted invoices from the trash?',
    ])
      expect(acts(text), text).not.toContain('complaint');
  });

  it('keeps "no worries" English after an English question', () => {
    expect(detectLanguage('no worries', { previous: 'en' })).toBe('en');
    expect(detectLanguage('no worries')).toBe('en');
  });
});

describe('a question about the agent, in casual forms', () => {
  it('is a bot question, not a request for a person or a question for the knowledge', () => {
    for (const text of [
      'u a bot?',
      'you human?',
      'is anyone real here',
      'are we chatting with a machine?',
      'spreche ich gerade mit einem Menschen?',
      'chat ik nu met een echte persoon?',
      'je discute avec un robot ?',
      "t'es un bot ?",
      'hablo con una persona real?',
      'tô falando com um robô?',
    ]) {
      const got = acts(text);
      expect(got, text).toContain('botQuestion');
      expect(got, text).not.toContain('person');
    }
  });

  it('leaves questions about bots as a product topic alone', () => {
    for (const text of ['do you have a bot integration for slack?', 'can someone real call me back'])
      expect(acts(text), text).not.toContain('botQuestion');
  });
});
