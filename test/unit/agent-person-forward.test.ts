import { describe, expect, it } from 'vitest';
import { actNames as acts } from '../helpers/acts.js';

/**
 * Round of 2026-12-07 (thirteenth): a person asked for indirectly, as a preference to deal with the matter with
 * someone, a request passed on to a person in charge, or being got in touch with. Phrasings of my own.
 */
describe('a person asked for indirectly', () => {
  it('a preference to deal with it with someone, passing a request on, getting in touch', () => {
    for (const text of [
      "I'd prefer to discuss the renewal with someone from sales",
      'Ich würde das lieber mit jemandem aus dem Team klären',
      'Ik zou dit liever met iemand van de klantenservice bespreken',
      'Je préférerais régler ça avec quelqu’un de l’équipe',
      'Preferiría resolver esto con alguien del equipo',
      'Preferia falar disto com alguém do apoio',
      'could you pass my question on to the person in charge of billing?',
      'Könnten Sie meine Nachricht an die zuständige Kollegin weiterleiten?',
      'Kunt u mijn vraag doorsturen aan de manager?',
      'Merci de faire suivre mon message au directeur',
      '¿Podrían transmitir mi consulta al encargado?',
      'Pode encaminhar o meu pedido ao responsável?',
      'could you get in touch with me next week?',
      'Können Sie sich bitte bei mir melden?',
      'Pourriez-vous vous mettre en relation avec moi ?',
      'Podem entrar em contacto comigo?',
    ])
      expect(acts(text), text).toContain('person');
  });

  it('sharing with someone, or declining contact, asks for nobody', () => {
    for (const text of [
      'can I share the dashboard with someone in my team?',
      "please don't get in touch with me by phone",
      'Não entrem em contacto comigo, obrigado.',
    ])
      expect(acts(text), text).not.toContain('person');
  });
});
