import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { praiseTold } from '../../src/agent/praise-told.js';

/** Round of 2026-12-07 (twelfth): praise and thanks for what the visitor had, with a price or trial word in it. */
const told = (text: string) => praiseTold(actsOf(text), (s) => s);

describe('praise told with thanks', () => {
  it('is praise only, in six languages', () => {
    for (const text of [
      'The onboarding session last week was fantastic, honestly the most useful hour of my month. Thanks a lot!',
      'Die Probestunde war wirklich toll, die beste seit Jahren. Vielen Dank!',
      'De proefles was echt geweldig, de beste in jaren. Bedankt!',
      "L'essai gratuit était vraiment génial, le meilleur depuis des années. Merci beaucoup !",
      'La prueba fue increíble, la mejor clase en años. ¡Muchas gracias!',
      'A aula experimental foi ótima, a melhor em anos. Obrigada!',
    ])
      expect(told(text), text).toBe(true);
  });
  it('a question, a contrast, a wish to buy or no thanks at all keep the message what it is', () => {
    for (const text of [
      'The trial was great, thanks! How much is the annual plan?',
      'The trial was great but the price is too high. Thanks anyway',
      "The trial was brilliant, thanks - we'll buy the annual plan",
      'The trial was brilliant and we are comparing plans this quarter',
    ])
      expect(told(text), text).toBe(false);
  });
});
