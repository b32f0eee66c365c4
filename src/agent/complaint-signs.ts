/**
 * Complaints read from the shape of a whole message rather than from a word of complaint, in the six languages
 * the agent speaks (issue 27, eleventh round): repetition counted ("twice", "three times", "drie keer",
 * "dreimal", "trois fois", "tres veces", "duas vezes", "third … in a row") beside something denied or gone
 * wrong; a count of requests left without an answer ("three tickets without an answer"); a whole message in
 * capitals that tells a problem; a word of repetition shouted ("AGAIN"); a promise said to be broken ("exactly
 * what you said wouldn't happen"); a product word in scare quotes beside a contrast or a denial (sarcasm). Each
 * needs the sign of trouble beside the form, so "I've used it twice and love it", "WHAT A GREAT UPDATE" and
 * "the third invoice template is my favourite" stay calm. acts.ts marks the message's parts a complaint.
 */
import { wordsRe } from './act-words.js';
import { SPAN } from './complaint-words.js';
import { badState, LASTING } from './situation-words.js';

/** Small counts written in words, two to ten. */
const COUNT =
  'two|three|four|five|six|seven|eight|nine|ten|zwei|drei|vier|fünf|sechs|zehn|twee|drie|vier|vijf|zes|tien|deux|trois|quatre|cinq|six|dix|dos|tres|cuatro|cinco|seis|diez|duas|dois|três|quatro|cinco|seis|dez|\\d+';

/** Repetition counted: "twice", "three times", "drie keer", "dreimal", "trois fois", "tres veces", "duas vezes". */
export const COUNTED = wordsRe([
  'twice',
  'several times',
  `(${COUNT}) (times|x)`,
  '\\d+x',
  '(zweimal|dreimal|viermal|fünfmal|mehrmals|x-mal|zigmal)',
  `(${COUNT}|meerdere|vaak) (keer|maal)`,
  `(${COUNT}|plusieurs) fois`,
  `(${COUNT}|varias) veces`,
  `(${COUNT}|várias) vezes`,
  // "third lesson in a row", "drei Tage hintereinander", "trois fois de suite", "la cuarta factura seguida".
  "(\\p{L}+|\\d+)( \\p{L}+){0,2} (in a row|running|on the trot|hintereinander|in folge|nacheinander|op rij|achter elkaar|de suite|d['’]affilée|seguid[oa]s?|consecutiv[oa]s?|seguidos|seguidas)",
]);

/** A sign of trouble: something denied or wrong ("not", "nie", "niks", "jamais", "nadie", "empty", "mal"). */
export const DENIED = wordsRe([
  "not|never|nobody|no one|nothing|no|without|\\p{L}+n['’]t|shrug\\w*",
  'nicht|nie|niemand|nichts|kein\\w*|ohne',
  'niet|nooit|niemand|niks|niets|geen|zonder',
  'ne|pas|jamais|personne|rien|aucune?|sans',
  'nunca|nadie|nada|ningun[oa]?|sin',
  'não|nunca|ninguém|nada|nenhum|nenhuma|sem',
  // Something wrong, empty or broken: "comes out empty", "sale con el IVA mal".
  'wrong|broken|empty|falsch|kaputt|leer|fout|kapot|leeg|faux|fausse|cassée?|vide|(sale|salen|está|están|va|van|sai|saem|estão)( \\p{L}+){0,3} mal|incorrect[oa]?|erróne[oa]|vací[oa]|errad[oa]|quebrad[oa]|vazi[oa]',
]);

/** A count of requests left unanswered: "three tickets without an answer", "trois tickets sans réponse". */
const UNANSWERED = new RegExp(
  `(?<![\\p{L}])(${COUNT})( [\\p{L}-]+){1,3} (without|sans|sin|sem|ohne|zonder)( an?| une?| una?| uma?| eine?| een| any)? (answer|reply|response|réponse|retour|respuesta|resposta|antwort|rückmeldung|antwoord|reactie)`,
  'iu',
);

/** A word of repetition shouted in a message otherwise written in lower case: "Oversold AGAIN". */
const SHOUTED_AGAIN =
  /(?<![\p{L}])(AGAIN|WIEDER|OPNIEUW|ALWEER|ENCORE|OTRA VEZ|DE NUEVO|OUTRA VEZ|DE NOVO)(?![\p{L}])/u;

/** Why something happens, keeps happening, or a denial: what a message shouted in capitals complains of. */
export const PROBLEM = wordsRe([
  'why|warum|wieso|waarom|pourquoi|por qué|porque|por que',
  '(keeps?|kept) \\p{L}+ing',
  'again|wieder|opnieuw|encore|otra vez|de novo',
  'jedes mal|every time|elke keer|à chaque fois|cada vez|toda vez',
]);

/** A promise said to be broken: "exactly what you said wouldn't happen", "wat jullie beloofd hadden dat niet zou". */
const BROKEN_PROMISE = wordsRe([
  "(you|your( \\p{L}+){1,2}) (said|promised|told (me|us)|assured (me|us)|swore|claimed)( \\p{L}+){0,3} (would ?n['’]?t|would not|won['’]t|will not|could ?n['’]?t|could not|would never|will never|can['’]?t|cannot)",
  'you (promised|guaranteed)',
  '(versprochen|zugesagt|zugesichert|garantiert|gesagt)(,)?( \\p{L}+){0,5} (nicht|nie|kein\\w*)',
  '(beloofd|beloofden|gezegd|verzekerd|gegarandeerd)( \\p{L}+){0,5} (niet|nooit|geen)',
  "(promis|dit|assuré|juré|garanti)( [\\p{L}'’]+){0,5} (pas|jamais|plus)",
  '(prometieron|prometió|prometido|dijeron|dijo|dicho|aseguraron|aseguró|asegurado|garantizaron) que no',
  '(prometeram|prometeu|prometido|disseram|disse|dito|garantiram|garantiu|garantido) que (isso )?não',
]);

/** One to four words in scare quotes: 'real time', "automatic", « rapprochement automatique ». */
const SCARE_QUOTED = /(?:^|[\s(])['‘"“«„]\s?[\p{L}-]+(?: [\p{L}-]+){0,3}\s?['’"”»“](?=$|[\s.,;:!)])/u;
/** What a scare-quoted claim is set against: a contrast or a laugh ("except on saturday lol"). */
const AGAINST = wordsRe([
  'except|but|apart from|only not|lol',
  'außer|aber|nur nicht',
  'behalve|maar',
  'sauf|mais',
  'excepto|menos|pero',
  'exceto|menos|mas',
]);
/** An intensifier tacked on after a comma at the end, the mark of irony: "amazing work, truly", "Bravo, vraiment". */
const IRONIC_TAIL = /,\s*(really|truly|honestly|wirklich|echt|écht|vraiment|de verdad|realmente|mesmo)\s*[.!]*\s*$/iu;

/** Money asked back, said not asked: "I want my money back", "Ich will das Geld zurück", "quiero que me devuelvan el dinero". */
const MONEY_BACK = wordsRe([
  '(i|we) (want|need|expect|demand)( to get)? (my|our|the) money back|(refund|reimburse) (me|us)( \\p{L}+){0,2} (now|please|asap|immediately|today)',
  '(i|we) want (it|that|this|them|[£$€]?\\d[\\d.,]*) back|[£$€]?\\d[\\d.,]*( \\p{L}+)? (that )?(i|we) want back',
  '(ich|wir) (will|möchte|möchten|wollen|verlange|verlangen|erwarte|erwarten) (mein|unser|das)( \\p{L}+)? geld zurück',
  '(ik|wij|we) (wil|willen|eis|eisen|verwacht|verwachten) (mijn|ons|het)( \\p{L}+)? geld (terug|retour)',
  "(je|nous) (veux|voulons|exige|exigeons|demande|demandons) (à être |être |qu['’]on me |qu['’]on nous )?rembours\\p{L}*|(je|nous) (veux|voulons) (mon|notre|l['’])argent",
  '(quiero|queremos|exijo|exigimos) (que (me|nos) devuelvan|mi dinero|nuestro dinero|el dinero|el reembolso)',
  '(quero|queremos|exijo|exigimos) (o (meu|nosso) dinheiro|o dinheiro|o reembolso|ser reembolsad\\p{L}*)',
]);

/** A charge disputed: charged, and a contrast or a raised eyebrow beside it ("charged 45 pounds although …", "me han cobrado … 🤨"). */
const CHARGED = wordsRe([
  '(charged|billed|invoiced) (me|us)|(i|we) (was|were|got|have been|been) (charged|billed)',
  '(berechnet|abgebucht|belastet|in rechnung gestellt)',
  '(in rekening gebracht|aangerekend|afgeschreven|gefactureerd)',
  "(m['’]a|nous a|m['’]ont|nous ont|on m['’]a|on nous a) (été )?(facturé|prélevé|débité|compté)",
  '(me|nos) (han|ha|habéis|cobraron|cobró) (cobrado|facturado|cargado)?|(me|nos) cobraron',
  '(me|nos) (cobraram|cobrou|foi cobrad\\p{L}*|foram cobrad\\p{L}*)|cobraram-me',
]);
const DISPUTED = wordsRe([
  'although|even though|though|despite|while',
  'obwohl|obgleich|trotzdem|dabei',
  'hoewel|terwijl|ondanks',
  'alors que|bien que|pourtant|malgré',
  'aunque|a pesar de|pese a|y eso que',
  'embora|apesar de|mesmo (assim|que)',
]);
const RAISED_EYEBROW = /\u{1F928}|\u{1F612}|\u{1F644}/u;

/** Charging that goes on: "you still charge me", "me seguís cobrando", "berechnet mir immer noch", "continuam a cobrar". */
const STILL_CHARGING = wordsRe([
  '(still|keep|keeps|kept) (charging|billing|taking money)|(you|they) still (took|take|charged|debited|billed|invoiced)',
  '(berechnet|berechnen|abgebucht|bucht|buchen)( \\p{L}+){0,2} (immer noch|weiterhin|noch immer)|(immer noch|weiterhin|noch immer)( \\p{L}+){0,2} (berechnet|abgebucht)',
  '(blijven|blijft|nog steeds)( \\p{L}+){0,3} (in rekening|afschrijven|afgeschreven|rekenen|aanrekenen)',
  '(continuez|continuent|continue) (à|de) (me |nous )?(facturer|prélever|débiter)|(toujours|encore) (facturé|prélevé|débité)',
  '(me|nos) (sigue|seguís|siguen|continúa|continúan|seguís) (cobrando|facturando|cargando)',
  '(continuam|continua|continuais) a (me |nos )?cobrar|(continuam|continua) (me |nos )?cobrando|ainda (me |nos )?cobram',
]);

/** Told the company again and again: "I've told reception twice", "schon dreimal gemeldet", "ya lo he dicho dos veces". */
const TOLD_AGAIN = wordsRe([
  "(told|asked|reported|called|phoned|rang|emailed|e-mailed|wrote to|written to|mentioned (it|this) to|complained to)( [\\p{L}'’]+){0,3} (twice|(two|three|four|five|several|multiple|many|\\d+) times|repeatedly|again and again)",
  '(zweimal|dreimal|mehrmals|x-mal|mehrfach|oft)( \\p{L}+){0,3} (gesagt|gemeldet|angerufen|geschrieben|gefragt|reklamiert|beschwert)',
  '(twee|drie|meerdere|vaak) keer( \\p{L}+){0,3} (gemeld|gezegd|gebeld|gemaild|gevraagd|geklaagd)',
  '(signalé|dit|appelé|écrit|demandé|réclamé)( \\p{L}+){0,3} (deux|trois|plusieurs) fois',
  '(dicho|avisado|llamado|escrito|reclamado|pedido|comentado)( \\p{L}+){0,3} (dos|tres|varias|muchas) veces',
  '(avisei|disse|liguei|escrevi|reclamei|pedi|falei)( \\p{L}+){0,3} (duas|três|várias|muitas) vezes',
]);

/** Asking for someone above the one who dealt with it: "a supervisor", "eine Vorgesetzte", "een leidinggevende". */
const ABOVE = wordsRe([
  "supervisor|superior|your (boss|manager|supervisor)|(someone|somebody) (senior|in charge|higher up)|whoever('s| is) in charge|(speak|talk) (to|with) (the |your )?management",
  '(mit )?(der|die) (leitung|geschäftsleitung|geschäftsführung) (sprechen|reden)|(sprechen|reden) mit (der )?(leitung|geschäftsleitung|geschäftsführung)',
  '(met )?de (leiding|directie|bedrijfsleiding) (spreken|praten)',
  '(parler (à|avec) )la direction',
  '(hablar con )la (dirección|gerencia)',
  '(falar com )a (direção|direcção|gerência)',
  'vorgesetzte\\p{L}*|ihre[nm]? (chef|chefin)|eure[nm]? (chef|chefin)',
  'leidinggevende|uw (baas|manager)|jullie (baas|manager)',
  'supérieure?s? hiérarchique|votre (supérieur|supérieure|patron|patronne)',
  'superior(es)?|su (jef[ea]|superior)|vuestr[oa] (jef[ea]|superior)',
  'superior(es)?|(o )?seu (chefe|superior)|a sua (chefe|superior)',
]);

/** Done without the visitor's say: "you moved my class without asking", "ohne Vorwarnung", "sin avisar". */
const WITHOUT_ASKING = wordsRe([
  'without (asking|telling|warning|notice|consent|permission|any (notice|warning))',
  'ohne (zu fragen|nachzufragen|vorwarnung|bescheid|rücksprache|ankündigung)',
  'zonder (te vragen|overleg|waarschuwing|aankondiging|iets te zeggen)',
  "sans (prévenir|demander|m['’]avertir|nous avertir|préavis|me demander|nous demander)",
  'sin (avisar|preguntar|consultar|previo aviso)',
  'sem (avisar|perguntar|aviso( prévio)?)',
]);

/** Paid for some and got fewer: "bought the 10-lesson pack and only 8 show", "comprei 10 e só aparecem 8". */
const FEWER = wordsRe([
  '(bought|paid for|ordered|booked|purchased|gekauft|bezahlt|bestellt|gebucht|gekocht|betaald|besteld|geboekt|acheté|payé|commandé|réservé|compré|pagué|pedí|reservé|comprei|paguei|encomendei|reservei)( [\\p{L}\\d-]+){0,4} \\d+( [\\p{L}\\d-]+){0,8} (only|just|nur|alleen|maar|seulement|que|solo|sólo|só|apenas)( \\p{L}+){0,2} \\d+',
  '\\d+( [\\p{L}-]+){0,3} (bought|paid|gekauft|bezahlt|gebucht|gekocht|betaald|geboekt|acheté|payé|réservé|compré|pagué|reservé|comprei|paguei|reservei)( [\\p{L}\\d-]+){0,6} (only|just|nur|alleen|maar|seulement|que|solo|sólo|só|apenas)( \\p{L}+){0,2} \\d+',
]);

/** A claim said to be the company's: "'First reply within 4 hours' they said", "hieß es", "disiez-vous". */
const SAID_SO = wordsRe([
  '(they|you|your (site|website|page|ad|advert)) (said|say|says|claimed|claim|claims|promised|promise)|supposedly',
  'hieß es|heißt es|sagten sie|sagt ihr|sagen sie|angeblich',
  'zeiden jullie|zeggen jullie|beloofden jullie|zogenaamd',
  'disiez-vous|avez-vous dit|dites-vous|soi-disant|paraît-il',
  'decían|dijeron|dicen ustedes|supuestamente',
  'diziam|disseram|dizem vocês|supostamente',
]);
/** Words in quotes, up to a sentence: a claim quoted back. */
const QUOTED = /(?:^|[\s(.])['‘"“«„][^'’"”»“]{3,80}['’"”»“]/u;
/** Time gone by since: "It's been two days", "Das ist jetzt drei Tage her", "Dat is al een week geleden". */
const ELAPSED = new RegExp(
  `(?<![\\p{L}])((it['’]s been|it has been|that was|(ça|cela) fait|hace ya|já (lá )?vão|já faz) ${SPAN}|das (ist|war) (jetzt |nun )?${SPAN} her|(dat|het) is (nu |al )?${SPAN} geleden)`,
  'iu',
);

/** "This is a real problem", "Dit is echt een privacyprobleem", "c'est un vrai scandale": trouble named, not denied. */
const IS_PROBLEM = new RegExp(
  [
    "(?:this|that|it)(?:'s|’s| is)(?! (?:not|no|never)(?![\\p{L}]))(?: (?:really|actually|now|a real|a serious|a big|a huge|a))*(?: \\p{L}+)? (?:problem|issue|breach|disaster|scandal)",
    '(?:das|dies|es) ist(?! (?:nicht|kein\\p{L}*)(?![\\p{L}]))(?: (?:echt|wirklich|ein|eine))*(?: \\p{L}+)? \\p{L}*(?:problem|skandal|katastrophe|datenleck)',
    '(?:dit|dat|het) is(?! (?:niet|geen)(?![\\p{L}]))(?: (?:echt|wel|toch|een))*(?: \\p{L}+)? \\p{L}*(?:probleem|schandaal|ramp|datalek)',
    "c['’]est(?! pas)(?: (?:vraiment|un vrai|une vraie|un|une))*(?: \\p{L}+)? (?:problème|scandale|catastrophe)",
    '(?:esto|eso) es(?! no)(?: (?:realmente|un|una|un verdadero))*(?: \\p{L}+)? (?:problema|escándalo|desastre)',
    '(?:isso|isto) é(?: (?:mesmo|realmente|um|uma|um verdadeiro))*(?: \\p{L}+)? (?:problema|escândalo|desastre)',
  ]
    .map((r) => `(?<![\\p{L}])${r}(?![\\p{L}])`)
    .join('|'),
  'iu',
);

/** Satisfaction: "happy", "zufrieden", "tevreden", "satisfait", "contento", "satisfeito". */
const SATISFIED = wordsRe([
  'happy|satisfied|pleased|delighted|love',
  'zufrieden|glücklich|begeistert',
  'tevreden|blij|gelukkig',
  'satisfaite?|contente?|ravie?',
  'satisfech[oa]|contente?|content[oa]|encantad[oa]',
  'satisfeit[oa]|feliz|content[ea]',
]);
/** The n-th time told with satisfaction and nothing denied ("zum zweiten Mal Kunde und wieder zufrieden"): no complaint. */
export const satisfied = (p: string): boolean => SATISFIED.test(p) && !DENIED.test(p);

/** Parts that tell or ask, which a message complaining by its shape turns into its complaint (acts.ts). */
export const TOLD: ReadonlySet<string> = new Set([
  'statement',
  'question',
  'compliment',
  'ack',
  'correction',
  'thanks',
]);

const letters = (s: string) => s.replace(/[^\p{L}]/gu, '');
/** Written in capitals: at least four words and three quarters of the letters upper case. */
export function shouted(text: string): boolean {
  const l = letters(text);
  if (l.length < 15 || text.trim().split(/\s+/).length < 4) return false;
  return letters(text.replace(/[^\p{Lu}]/gu, '')).length / l.length >= 0.75;
}

/** The whole message complains by its shape (see the file's comment); `praise` says it holds praise words. */
export function complainsByShape(text: string, praise: boolean): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  if (COUNTED.test(t) && (DENIED.test(t) || badState(t))) return true;
  if (UNANSWERED.test(t)) return true;
  if (BROKEN_PROMISE.test(t)) return true;
  // Demands and disputes are told, not asked: "can I get my money back if I cancel?" asks the policy.
  if (!/\?/.test(t) && (MONEY_BACK.test(t) || IS_PROBLEM.test(t))) return true;
  if (!/\?/.test(t) && CHARGED.test(t) && (DISPUTED.test(t) || RAISED_EYEBROW.test(t) || DENIED.test(t))) return true;
  if (STILL_CHARGING.test(t) || ABOVE.test(t) || (TOLD_AGAIN.test(t) && !praise)) return true;
  if (!/\?/.test(t) && !praise && (WITHOUT_ASKING.test(t) || FEWER.test(t))) return true;
  if (shouted(t)) return !praise && (PROBLEM.test(t) || DENIED.test(t) || badState(t));
  if (SHOUTED_AGAIN.test(t) && !praise) return true;
  // A bad state and how long it has lasted, told in separate sentences ("… niet meer per e-mail. Al twee maanden!").
  if (!/\?/.test(t) && badState(t) && LASTING.test(t)) return true;
  // A claim quoted back as the company's, and the time gone by since: "'First reply within 4 hours' they said. It's
  // been two days".
  if (!/\?/.test(t) && QUOTED.test(t) && SAID_SO.test(t) && ELAPSED.test(t)) return true;
  return !/\?/.test(t) && SCARE_QUOTED.test(t) && (AGAINST.test(t) || DENIED.test(t) || IRONIC_TAIL.test(t));
}
