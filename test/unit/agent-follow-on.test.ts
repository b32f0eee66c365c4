import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { carriedSubject, followOnSearch, isFollowOn, showsOwn } from '../../src/agent/follow-on.js';

/**
 * Follow-on questions (follow-on.ts): a question that leans on the one before is searched with that question's
 * subject; a question that names its own subject is searched alone; a carried answer must show what the
 * follow-on names of its own.
 */
describe('follow-on questions', () => {
  it('reads a question joined on with "and" as a question, even without its question mark', () => {
    for (const text of ['and how much is it', 'und wie lange dauert das', 'en hoeveel kost dat', 'et combien ça coûte'])
      expect(
        actsOf(text).map((p) => p.act),
        text,
      ).toEqual(['question']);
  });

  it('tells a follow-on from a question that names its own subject, in the six languages', () => {
    for (const text of [
      'and how much is it',
      'how long does it take?',
      'is that in english too?',
      'what about weekends',
      'und was kostet das?',
      'en hoe lang duurt dat?',
      'et ça coûte combien ?',
      '¿y cuánto cuesta?',
      'e quanto custa isso?',
      'how much?',
    ])
      expect(isFollowOn(text), text).toBe(true);
    for (const text of [
      'and how much is the exam preparation course?',
      'do registered charities get a student discount?',
      'wie viel kostet der Intensivkurs für Kinder im Sommer?',
      'where is my data stored?',
    ])
      expect(isFollowOn(text), text).toBe(false);
  });

  it("searches a follow-on with the previous question's subject, and a new subject alone", () => {
    const previous = ['hi there', 'is there a spring intensive course?'];
    expect(followOnSearch('and how much is it', 'how much is it', previous)?.query).toBe(
      'how much is it spring intensive course',
    );
    // Searched again, when that finds nothing, with the title of the page the last answer came from.
    expect(
      followOnSearch('and how much is it', 'how much is it', ['when does the spring term start'], 'Group classes'),
    ).toMatchObject({ query: 'how much is it spring term', withTopic: 'how much is it spring term group classes' });
    expect(followOnSearch('how much is the exam course?', 'how much is the exam course?', previous)).toBeNull();
    // Nothing asked before: nothing to lean on.
    expect(followOnSearch('how much?', 'how much?', [])).toBeNull();
    // A follow-on after a follow-on still knows the subject of the question before both.
    expect(carriedSubject(['what does the growth plan include?', 'and how much is it?'], 'how long is it?')).toEqual([
      'growth',
      'plan',
    ]);
    // "what about Scale?" asks the earlier question's aspect (its price) of a new thing: the whole
    // earlier question is borrowed, and the answer must show the new thing.
    expect(followOnSearch('what about Scale?', 'what about Scale?', ['what does Starter cost?'])).toEqual({
      query: 'what does Starter cost? what about Scale?',
      withTopic: null,
      mustShow: ['scale'],
    });
    // A question joined on with "and" that names two things of its own is not a follow-on.
    expect(followOnSearch('and how often do you make backups', 'how often do you make backups', previous)).toBeNull();
  });

  it('accepts a carried answer only when it shows what the follow-on names of its own', () => {
    expect(showsOwn('The intensive course runs in English, Spanish, French and German.', ['german'], true)).toBe(true);
    expect(showsOwn('The free trial lasts 30 days.', ['smartwatch'], true)).toBe(false);
    expect(showsOwn('The weekend rate applies from Friday.', ['weekends'], true)).toBe(true);
    expect(showsOwn('Anything at all.', [], true)).toBe(true);
  });
});
