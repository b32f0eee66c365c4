import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { thinksItOver } from '../../src/agent/courtesy-words.js';
import { commitsWithNextStep } from '../../src/agent/next-step.js';
import { findName } from '../../src/agent/recognise.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r19 (read and spent in the seventh session), each in general form.

const nextStep = (text: string) => commitsWithNextStep(actsOf(text), (s) => s);

describe('closings', () => {
  it('a goodbye after a word of thanks or praise, and "I will think about it", close the conversation', () => {
    expect(acts('sweet, bye!')).toEqual(['goodbye']);
    expect(thinksItOver('Obrigada! Vou pensar com calma.')).toBe(true);
    expect(thinksItOver('Ik denk er nog even over na')).toBe(true);
    expect(thinksItOver("I'll think about it")).toBe(true);
    expect(thinksItOver('ich denke, 5 Leute')).toBe(false);
    expect(thinksItOver("I think it's great")).toBe(false);
  });
});

describe('buying decided in more words', () => {
  it('"pretty much decided" then "we would like to start soon"; "Growth is the one for us, how do we get going?"', () => {
    expect(nextStep("ok we've pretty much decided, Growth for our dental practice. we'd like to start soon")).toBe(
      true,
    );
    expect(nextStep("I'm pretty sure Growth is the one for us. How do we get going?")).toBe(true);
    expect(nextStep("we decided to wait. we'd like to start next month maybe")).toBe(false);
  });
});

describe('persons asked for and turned down', () => {
  it('"I would want to hear it from someone on your team"; a named one someone "would love to get in touch" with', () => {
    expect(acts("before switching I'd want to hear it from someone on your team who's actually run a shop")).toContain(
      'person',
    );
    expect(acts('does Clara Hofbauer still teach? my mum had her for German and would love to get in touch')).toContain(
      'person',
    );
  });
  it('a sales call turned down in one part of a message asks for nobody', () => {
    expect(
      acts('is there some quick walkthrough i can click through myself? not really in the mood for a sales call'),
    ).not.toContain('person');
  });
});

describe('complaints and names', () => {
  it('a counted wait, waste, a facepalm, "c’est pénible" are signs the complaint reader weighs', () => {
    expect(
      acts('9 days now waiting for the account restore support promised me. ring me today please, 0172 555 9083'),
    ).toEqual(['complaint', 'person']);
    expect(
      acts(
        "Depuis lundi nos étiquettes d'expédition sortent en double. On a déjà gaspillé deux rouleaux, c'est pénible.",
      ),
    ).toContain('complaint');
    expect(acts("I don't want to ruin the surprise, can I gift it?")).not.toContain('complaint');
  });
  it('"that would be <name>", and whom to reach with the number right after', () => {
    expect(findName("great, that'd be Joana Magalhães Pinto, joana.pinto@cordavia.example")).toBe(
      'Joana Magalhães Pinto',
    );
    expect(findName('Vous pouvez joindre Marc-Antoine Le Bihan au +352 621 555 123.')).toBe('Marc-Antoine Le Bihan');
    expect(findName("that'd be great")).toBeNull();
  });
});
