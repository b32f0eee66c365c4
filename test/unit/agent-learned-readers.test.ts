import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { features, tokens } from '../../src/agent/learned/features.js';
import { COMPLAINT, PERSON, personPart, readsAsComplaint } from '../../src/agent/learned/readers.js';
import { towardTeam } from '../../src/agent/learned/cues.js';
import { probability } from '../../src/agent/learned/classifier.js';
import { fitReader } from '../../bench/conversations/learn.js';
import { actNames } from '../helpers/acts.js';

/**
 * The learned act readers (issue 27, fifth session of 2026-12-07): a second opinion beside the rules of acts.ts,
 * trained on the development scripts. The wordings below are my own; each one is missed by the rules alone (checked
 * with the readers switched off when they were written) and read by the readers.
 */
describe('the features a reader sees', () => {
  it('replace contacts and numbers by their kind and keep the marks of tone', () => {
    expect(tokens('mail me at jo.b@example.org or ring 07700 900123, WAITED 3 days!!')).toEqual([
      'mail',
      'me',
      'at',
      '<email>',
      'or',
      'ring',
      '<phone>',
      'WAITED',
      '<num>',
      'days',
      '!!',
    ]);
  });
  it('are scaled to unit length, so a long message weighs no more than a short one', () => {
    for (const text of ['hi', 'the export wiped half our customer list and nobody replied to three emails']) {
      const norm = Math.sqrt([...features(text).values()].reduce((s, v) => s + v * v, 0));
      expect(norm).toBeCloseTo(1, 9);
    }
  });
});

describe('the complaint reader', () => {
  it('reads complaints no rule words', () => {
    expect(readsAsComplaint('the app keeps logging me out every five minutes, sort it out')).toBe(true);
    expect(actNames('the app keeps logging me out every five minutes, sort it out')).toContain('complaint');
  });
  it('leaves thanks, praise and questions about trouble alone', () => {
    for (const calm of [
      'thanks, that helps',
      'love the new dashboard',
      "what's your refund policy?",
      'if i cancel do i lose everything?',
    ])
      expect(readsAsComplaint(calm)).toBe(false);
  });
});

describe('praise beside the complaint reader', () => {
  it('reads harm told plainly, a sign the rules leave to it, and leaves calm uses of the same words alone', () => {
    for (const told of [
      'The zip on my Fernwood jacket broke after two walks.',
      'The woman on the phone hung up on me.',
    ])
      expect(actNames(told), told).toContain('complaint');
    for (const calm of [
      'I used the size guide and it was spot on',
      'my old jacket finally broke after ten years, time for a new one',
      'what happens if something is missing from my parcel',
    ])
      expect(actNames(calm), calm).not.toContain('complaint');
  });
  it('raises the bar to 0.9: with words of praise, only a reader that sure says complaint', () => {
    const texts = [
      'brilliant work on the new reports page, thanks a lot',
      'great, the export works again, thanks for sorting it',
      'lovely. waited two hours on the phone and nobody picked up. again.',
      'amazing, the invoice went out twice and the client was charged twice',
      'fantastic support, they fixed my login in five minutes',
    ];
    for (const t of texts) {
      const p = probability(COMPLAINT, t);
      if (readsAsComplaint(t, true)) expect(p, t).toBeGreaterThanOrEqual(0.9);
    }
    // The bar matters: some of these are complaints to the reader without it and not with it.
    expect(texts.some((t) => readsAsComplaint(t) && !readsAsComplaint(t, true))).toBe(true);
    expect(actNames('brilliant work on the new reports page, thanks a lot')).not.toContain('complaint');
  });
});

describe('the person reader', () => {
  it('reads requests for a person no rule words', () => {
    for (const asked of [
      "i'd prefer to go through this with one of your advisers",
      'is there a colleague of yours i could go through the numbers with',
    ]) {
      expect(personPart([{ text: asked, act: 'question' }], asked)).toBe(0);
      expect(actNames(asked)).toContain('person');
    }
  });
  it("reads a person asked for by the business's own role words only when it is much surer", () => {
    for (const asked of ['reception please', 'Get me the clinical director. Please.']) {
      expect(towardTeam(asked), asked).toBe(false);
      expect(probability(PERSON, asked), asked).toBeGreaterThanOrEqual(0.9);
      expect(actNames(asked), asked).toContain('person');
    }
    // Someone else named, and nobody of the company's side: a third party, whatever the reader says.
    expect(actNames('¿Puede alguien más ver mis facturas?')).not.toContain('person');
  });
  it('leaves replies whose meaning hangs on the last turn to the rules that see it', () => {
    // Read alone these look like requests (0.9 and more); after times were offered or the agent said it is
    // automated, deterministic.ts reads them with that turn in view.
    for (const reply of ['hmm, thursday would suit us better', 'fine, get me an actual one then'])
      expect(actNames(reply), reply).not.toContain('person');
    // A person turned down is a reply to an offer, not a complaint.
    expect(actNames("I don't need anybody to phone me, I'll manage with the help pages")).not.toContain('complaint');
  });
  it('never overrides an act the rules found, and leaves plain questions alone', () => {
    const text = 'the export failed again. could one of your advisers look at it?';
    expect(personPart([{ text, act: 'complaint' }], text)).toBe(-1);
    for (const plain of ['how do I contact support?', 'who is your CEO?', 'is anyone else using it for payroll?'])
      expect(personPart([{ text: plain, act: 'question' }], plain)).toBe(-1);
  });
});

describe('the shipped weights', () => {
  it('are what training on the development scripts makes (retrain with bench/conversations/train.ts --write)', () => {
    for (const act of ['complaint', 'person']) {
      const shipped = JSON.parse(fs.readFileSync(path.join('src/agent/learned', `${act}.json`), 'utf8'));
      expect(fitReader(act, [], 1).model.weights).toEqual(shipped.weights);
    }
  }, 60_000);
});
