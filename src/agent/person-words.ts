/**
 * A person of the team asked for without a verb of talking (acts.ts): a bare role word, a wish for someone, being
 * called back said in the passive or as a noun. Split from act-words.ts by topic.
 */
import { wordsRe } from './act-words.js';

/**
 * Someone of the team asked for with nothing else ("representative", "a human please", "Mitarbeiter bitte", "un
 * conseiller svp", "atendente"): typed the way people answer a phone menu, a request for a person.
 */
export const BARE_PERSON =
  /^\s*(a |an |the |your |one |ein(e|en)? |een |un(e)? |una? |uma? )?(live |real |actual |echte[rn]? |vraie )?(representative|rep|agent|operator|human( being)?|person|some ?one|some ?body|customer (service|support)|kunden(dienst|service)|klantenservice|service client|atención al cliente|atendimento|mitarbeiter(in)?|mensch(en)?|medewerker|mens|iemand|conseill(er|ère)|humain|quelqu['’]un|agente|asesor(a)?|humano|alguien|atendente|alguém|pessoa|persona|personne)(,? (please|pls|plz|bitte|alstublieft|graag|svp|s['’]il vous pla[iî]t|por favor|now|asap))*[\s!.?]*$/iu;

/**
 * Someone of the team wanted, with no verb of talking: "I need a human", "Ich brauche einen Ansprechpartner", "Je
 * veux un conseiller", "Necesito un agente", "Quero um atendente". A wish, an article and a word that names only a
 * person of the team, at the end of the sentence or before a clause that says who ("einen festen Ansprechpartner,
 * der Deutsch spricht").
 */
export const WANT_PERSON =
  /(?<![\p{L}])(i need|i want|i'?d like|we need|we want|ich (brauche|möchte|will|hätte gern)|wir brauchen|ik (wil|zoek)|wij willen|je (veux|voudrais|cherche)|j['’]aimerais|(necesito|quiero|quisiera|busco)|(preciso|quero|queria|gostaria) de|(preciso|quero|queria))( (gern|graag|bitte))? (a|an|some|ein(en|e)?|een|un(e)?|una?|uma?|de um|de uma) (real |live |human |echte[nr]? |feste[nr]? |fixed |dedicated |vaste |dédié |fijo |fixo )?(human|person|agent|rep|representative|operator|consultant|advis[eo]r|ansprechpartner(in)?|berater(in)?|mitarbeiter(in)?|mensch(en)?|medewerker|adviseur|mens|conseill(er|ère)|humain|agente|asesor(a)?|humano|atendente|consultor(a)?|pessoa)([\s,!.?]*(please|pls|bitte|graag|svp|por favor|asap|now))*([\s!.?]*$|,\s*(who|that|der|die|das|die|qui|que|quien|que)(?![\p{L}]))/iu;

/**
 * The customer desk wanted, with no article and no verb of talking: "I need customer service", "ich brauche den
 * Kundendienst", "je veux le service client", "quiero atención al cliente", "preciso do atendimento". A bare mention
 * ("your customer service was rude") asks nothing.
 */
export const WANT_DESK =
  /(?<![\p{L}])(i need|i want|i'?d like|we need|ich (brauche|möchte|will)|ik (wil|zoek)|je (veux|voudrais)|j['’]aimerais|necesito|quiero|quisiera|preciso|quero|queria|gostaria)( (to (reach|contact|talk to|speak (to|with))|de falar com|hablar con|parler (au|à))?)?( (den|de|het|le|el|la|o|a|do|da|ao|à))? (customer (service|support|care)|kunden(dienst|service)|klantenservice|service client|atención al cliente|atendimento( ao cliente)?|suporte|soporte)([\s,!.?]*(please|pls|bitte|graag|svp|por favor|asap|now))*[\s!.?]*$/iu;

/**
 * Being called back, said in the passive or as a noun ("I'd like to be called back", "J'aimerais être rappelé",
 * "Ich hätte gern einen Rückruf", "teruggebeld worden", "ser contactado"): a request when stated or asked for
 * (acts.ts), not in a question about it ("will I be contacted after I sign up?", "Wie lange dauert ein Rückruf?").
 */
export const CALLED_BACK = wordsRe([
  '(be|being|get|getting) (called|rung|phoned|contacted)( back)?',
  '(zurückgerufen|angerufen|kontaktiert) (werden|zu werden)',
  '(teruggebeld|gebeld|gecontacteerd) (worden|te worden)',
  'être (rappel|appel|contact|recontact)é(e|s|es)?',
  'ser (llamad|contactad|contatad|chamad)[oa]s?',
  'rückruf',
  'terugbel(verzoek|afspraak)',
]);

/**
 * "a real one", "an actual one", "einen echten", "een echte", "un vrai", "uno de verdad", "um de verdade": a real
 * one of what was just talked about. Right after the agent said it is automated, that is a person (deterministic.ts).
 */
export const REAL_ONE = wordsRe([
  '(a|an|one|some) (real|actual|proper|live|human) (one|1)',
  'someone real',
  'ein(en|e)? (echte[nr]?|richtige[nr]?)( bitte)?',
  'jemand(en)? echte[nr]?',
  'een (echte|echt iemand)',
  'iemand echt',
  'une? vraie?',
  "quelqu[’']un de vrai",
  'un[oa]? (real|de verdad|de veras)',
  'alguien (real|de verdad)',
  'uma? (de verdade|real|humano)',
  'algu[eé]m (real|de verdade)',
]);
