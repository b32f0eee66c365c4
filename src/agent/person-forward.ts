/**
 * Requests for a person said indirectly (issue 27), beside person-structure.ts: a preference to deal with the
 * matter with someone ("I'd rather sort this out with someone from the team", "Preferia resolver isto com
 * alguém"), passing the visitor's request on to a person in charge ("could you forward my message to the
 * manager", "pourriez-vous transmettre ma demande au responsable"), and being got in touch with ("can you get in
 * touch with me", "Podem entrar em contacto comigo"). Called only for a request, wish or preference form.
 */
import { STAFF_WORDS, wordsRe } from './act-words.js';

const SOMEONE = `(?:${STAFF_WORDS.join('|')})`;

/** Dealing with or talking over the matter, with someone: only as a preference ("can I share it with someone?" is no request). */
const DEAL_WITH_SOMEONE = wordsRe([
  `(deal|sort|handle|discuss|talk|speak|go over)( [\\p{L}'’-]+){0,4}? with ${SOMEONE}`,
  `(mit|met|avec|con|com) ${SOMEONE}( [\\p{L}'’-]+){0,4}? (klären|besprechen|sprechen|regeln|bespreken|regelen|spreken|traiter|régler|parler|voir)`,
  `(klären|besprechen|sprechen|regeln|bespreken|regelen|spreken|traiter|régler|parler|tratar|resolver|hablar|falar|ver)( [\\p{L}'’-]+){0,4}? (mit|met|avec|con|com) ${SOMEONE}`,
]);

/** Passing the visitor's request on to someone of the team (a person in charge, a manager, a colleague). */
const FORWARD = wordsRe([
  `(forward|pass( on)?|send|hand)( [\\p{L}'’-]+){0,3}? (request|message|question|enquiry|inquiry)( on)? to`,
  `(transmettre|transférer|faire suivre|faire passer)( [\\p{L}'’-]+){0,2}? (demande|message|question)( [\\p{L}'’-]+){0,2}? (à|au|aux)`,
  `(Anfrage|Nachricht|Frage)( [\\p{L}'’-]+){0,2}? (an|zu)( [\\p{L}'’-]+){0,3}? (weiterleiten|weitergeben)`,
  `(vraag|bericht|verzoek)( [\\p{L}'’-]+){0,2}? (doorsturen|doorgeven) (aan|naar)`,
  `(vraag|bericht|verzoek)( [\\p{L}'’-]+){0,3}? (aan|naar)( [\\p{L}'’-]+){0,3}? (doorsturen|doorgeven)`,
  `(pasar|reenviar|transmitir|enviar|encaminhar|repassar)( [\\p{L}'’-]+){0,2}? (solicitud|consulta|mensaje|pregunta|pedido|mensagem|pergunta)( [\\p{L}'’-]+){0,2}? (a|al|ao|à)`,
]);

/** Being got in touch with: the visitor the object of contact. */
const IN_TOUCH = wordsRe([
  '(get|be|stay) in touch with (me|us)',
  '(sich )?(bei mir|bei uns) melden',
  'mit (mir|uns) (in )?(Kontakt|Verbindung) (aufnehmen|treten)',
  'contact (met|op)( \\p{L}+){0,2} (mij|ons)? ?(opnemen|zoeken)',
  'met (mij|ons) (contact )?(opnemen|in contact komen)',
  '(se )?mettre en (contact|relation) avec (moi|nous)',
  '(ponerse|poneros|ponerte) en contacto conmigo|contactar(me|nos)',
  '(entrar|entre) em conta(c)?to (comigo|connosco|conosco)',
]);

/** Asking the team to do it, anywhere in the part ("Bonjour, pourriez-vous …", "Können Sie …"). */
const YOU_ASKED = wordsRe([
  '(can|could|would|will) (you|u|your team)',
  'please',
  '(können|könnten|würden) sie',
  'bitte',
  '(kunnen|kunt|zou|zouden|wil|willen) (jullie|u)',
  'graag',
  '(pourriez|pouvez|voudriez)-vous',
  'merci de',
  '(pueden|podrían|puede|podría)',
  'por favor',
  '(podem|poderiam|pode|poderia)',
  'por favor',
]);

const NOT = wordsRe([
  "(don|won)['’]?t",
  'not',
  'nicht',
  'kein\\p{L}*',
  'niet',
  'geen',
  'pas',
  'no',
  'não',
  'nunca',
  'never',
]);

/** Someone to take the matter on, asked indirectly; `prefers` says the form is a wish or preference. */
export function asksThroughSomeone(p: string, prefers: boolean): boolean {
  // "please don't get in touch with me", "ne transmettez pas": turned down, not asked for.
  if (NOT.test(p)) return false;
  if ((FORWARD.test(p) || IN_TOUCH.test(p)) && (prefers || YOU_ASKED.test(p))) return true;
  return prefers && DEAL_WITH_SOMEONE.test(p);
}
