import { describe, expect, it } from 'vitest';
import { findName } from '../../src/agent/recognise.js';

/**
 * Names as visitors leave them (issue 27): bare beside an email or a phone, after a correction, and after an earlier
 * "call me …" that named no one. Each case here was read as no name before the round of 2026-12-07 (fifth).
 */
describe('a name the visitor gives', () => {
  it('is read bare beside contact details, particles and accents kept', () => {
    expect(findName('…before booking anything. Anna-Lena Böhm, annalena@posteo.example, +44 7700 900461')).toBe(
      'Anna-Lena Böhm',
    );
    expect(findName('Meine E-Mail ist k.vonderheide@nordwerk.example, Karl von der Heide')).toBe('Karl von der Heide');
    expect(findName('pass my details to someone: Pieter van den Berg, pieter@example.org')).toBe('Pieter van den Berg');
    expect(findName('Hi, Anna Berger here (anna.berger@example.at). Do you teach on site?')).toBe('Anna Berger');
    expect(findName("it's about my dog's records. Órla Ní Bhriain, orla@eircom.example")).toBe('Órla Ní Bhriain');
  });

  it("is read after the ways of giving one's name in the six languages, also beside an email", () => {
    expect(findName('Chamo-me Lucia Ferreira, lucia@sapo.example')).toBe('Lucia Ferreira');
    expect(findName('Hoi, ik heet Sanne Bakker')).toBe('Sanne Bakker');
    expect(findName('my full name is Mary Jane Watson')).toBe('Mary Jane Watson');
  });

  it('is not read from words that are no person beside contact details', () => {
    for (const text of [
      'Contact Sales Team, sales@x.example',
      'Brightkite Ltd, info@brightkite.example',
      'Hello World, a@b.example',
      'I use Google Sheets, a@b.example',
      'email: a@b.example, New York office',
      'Anna Berger and I both use it',
    ])
      expect(findName(text), text).toBeNull();
  });

  it('takes the second "I\'m …" when the first "call me …" names no one', () => {
    expect(
      findName("Could someone call me to go through options? I'm Siobhán O'Connor, siobhan@brightkite.example"),
    ).toBe("Siobhán O'Connor");
  });

  it('is read from a correction ("actually it\'s …"), and not from a correction of something else', () => {
    expect(findName("actually it's Pieter van der Berg, not den, sorry")).toBe('Pieter van der Berg');
    expect(findName("actually it's the Growth plan")).toBeNull();
    expect(findName("sorry, it's Monday")).toBeNull();
  });
});
