import { wordsRe } from './act-words.js';
import { PLAN } from './buy-words.js';

/**
 * A commitment to become a customer with a request for the next step (issue 27): "we've decided, we want Scale for
 * the whole office, what do we do next?", "We'd like to open an account - what do we need to do?", "ok we're signing
 * up for Growth, annual … who sorts that out?", "Wir möchten … kaufen. Wie geht es jetzt weiter?". The visitor, in
 * the first person, present or future and not on a condition, takes a plan, signs up, opens or sets up an account
 * (or says the choice is made: "sold", "c'est décidé"), and asks what comes next or who handles it. The knowledge
 * may answer part of it, but the team sets the customer up: a sales follow-up is filed beside the answer. Six
 * languages. Deciding to wait, asking whether one could, or asking what would happen if one did, is no commitment.
 */

/** Becoming a customer: signing up, opening or setting up an account, taking or going with a plan, buying it. */
const BECOME = wordsRe([
  'sign(ing|ed)? (\\p{L}+ ){0,3}?(up|on)',
  '(open|opening|set|setting) up (an? |our |my )?(\\p{L}+ )?account',
  '(open|opening) (an? |our |my )?(\\p{L}+ )?account',
  'become (a )?(customers?|clients?)',
  'get (\\p{L}+ ){0,3}?(on|onto) (it|board|\\p{L}+)',
  'subscrib(e|ing)',
  '(take|taking|go(ing)? with|get(ting)?|buy(ing)?|purchas(e|ing)|want|need) (\\p{L}+ ){0,3}?(plan|tier|package|subscription|licen[cs]es|seats)',
  '(take|taking|go(ing)? with|want|get(ting)?) (the )?\\p{Lu}\\p{L}+( plan| tier)?( for| annual|,|\\.|$)',
  'ein (\\p{L}+ )?konto (eröffnen|einrichten|anlegen)',
  '(abschließen|abonnieren|kaufen|buchen|nehmen|bestellen|anmelden)',
  '(een )?(\\p{L}+ )?account (openen|aanmaken)',
  '(afnemen|afsluiten|abonneren|aanmelden|kopen|nemen|gaan voor)',
  '(ouvrir|créer) un compte',
  "(prend(re|s)?|souscrire|s['’]abonner|s['’]inscrire|acheter|choisi)",
  '(abrir|crear) (una )?cuenta',
  '(contratar|suscribir(nos|me)?|comprar|nos quedamos con|me quedo con|darnos de alta)',
  '(abrir|criar) (uma )?conta',
  '(assinar|aderir|comprar|ficar com|contratar)',
  // Starting, once decided: "we'd like to start soon", "we want to get started".
  'start (soon|now|asap|right away|straight away|next (week|month))|get (going|started)',
  // Moving onto the product or a plan: "switch to Scale", "put all three bakeries on it", "auf Scale umsteigen".
  '(switch(ing)?|upgrad(e|ing)|mov(e|ing)|migrat(e|ing))( \\p{L}+){0,4}? (over )?(to|onto)',
  'put (\\p{L}+ ){0,5}?on(to)? (it|this|you|\\p{Lu}\\p{L}+)',
  '(umsteigen|wechseln|upgraden|migrieren|overstappen|overgaan|passer (à|au|sur)|migrer|cambiar(nos)? (a|al)|pasarnos a|mudar(-nos)? para|migrar)',
]);

/** The visitor in the first person, committed: wanting, going to, doing it now, decided. */
const COMMITTED = wordsRe([
  "(we|i)(['’]re|['’]m| are| am)( (now|finally|definitely))? (going to|gonna|signing|opening|setting|taking|going with|getting|buying|ready to)",
  "(we|i)(['’]ll| will| shall)",
  "(we|i)(['’]d| would) (like|love) to",
  '(we|i) (want|need|wanna|plan)( to)?',
  "(we|i)(['’]ve| have)( (now|finally))? (decided|chosen|picked|made (up )?(our|my) minds?|made (our|my|a|the) (choice|decision))",
  '(we|i) (decided|chose)',
  "let['’]?s",
  // The choice made, said as an interjection: "sold", "deal", "we're in", "count us in".
  '(ok|okay|right|alright|fine)?,? ?(sold|deal)',
  "(we['’]re|i['’]m) in",
  'count (us|me) in',
  '^want to',
  'wir (möchten|wollen|werden|nehmen|haben uns)',
  'ich (möchte|will|werde|nehme|habe mich)',
  'entschieden|überzeugt',
  '(we|wij|ik) (willen|wil|gaan|nemen|hebben besloten|hebben gekozen)',
  'overtuigd',
  '(nous|on) (voulons|veut|allons|va|prenons|prend|souhaitons|aimerions|voudrions|avons décidé|a décidé|a choisi|avons choisi)',
  'je (veux|vais|prends|voudrais|souhaite)',
  "c['’]est décidé|convaincus?",
  '(queremos|quiero|vamos a|nos quedamos|me quedo|hemos decidido|decidimos|nos gustaría|quisiéramos)',
  '(quero|vamos|decidimos|gostaríamos|queríamos|queria|ficamos)',
  'convencid[oa]s?',
]);

/**
 * The choice said to be made ("we've made our choice", "sold", "convinced", "c'est décidé"): with what comes next
 * asked, a commitment even when what is taken is only named ("Growth for all 6 of us").
 */
const DECIDED = wordsRe([
  "(we|i)(['’]ve| have)( (now|finally|pretty much|basically|more or less|all but))? (decided|chosen|picked|made (up )?(our|my) minds?|made (our|my|a|the) (choice|decision))",
  '(we|i) (decided|chose)',
  '^\\s*decided',
  '(ok|okay|right|alright|fine)?,? ?(sold|deal|convinced)',
  // "Growth is the one for us", "sounds like the right plan for me".
  '(is|seems|looks like|sounds like) the (one|right one|plan|right plan|best fit|right fit) for (us|me)',
  "(we['’]re|i['’]m) (in|convinced|sold)",
  'count (us|me) in',
  "(we|i)(['’]re|['’]m| are| am)( (now|finally|all))? ready to",
  'entschieden|überzeugt|entschlossen',
  'besloten|gekozen|overtuigd|knoop doorgehakt|(zijn|staan) (er )?klaar',
  '(sind|wären) (jetzt |nun )?(bereit|so weit)',
  "c['’]est décidé|(avons|a) (décidé|choisi)|convaincue?s?|prête?s? à",
  'hemos decidido|decidimos|convencid[oa]s?|(listos|listas|preparados) para',
  '(está|tá) decidido',
  'decidimos|convencid[oa]s?|(prontos|prontas) para',
]);

/** What comes next, or who handles it: the request the commitment carries. */
const NEXT = wordsRe([
  "what(['’]s| is| are| happens)? (the )?next( steps?)?",
  'next steps?',
  'what (happens )?now',
  'what (do|should|must) (we|i) (need to |have to )?do',
  "what(['’]s| is) needed",
  'how (do|should|can) (we|i) (proceed|start|go about|get (it )?(started|going|set up)|do (it|that|this))',
  'where do (we|i) (start|go from here|sign)',
  'who (sorts|handles|deals with|sets|takes care of|do (we|i) (talk|speak|contact|ask))',
  'who (can|could|will|would) (set|sort|arrange|organi[sz]e|handle|do) (that|this|it)( up| out)?',
  'who (prepares|sends|draws up|confirms|writes up) (the|our|my) (contract|booking|reservation|order|invoice|paperwork)',
  'quién (nos |me )?(prepara|manda|envía|redacta|confirma|hace) (el|la|los|las) (contrato|reserva|pedido|factura)',
  'quem (nos |me )?(prepara|manda|envia|redige|confirma|faz) (o|a|os|as) (contrato|reserva|encomenda|fatura)',
  'wer (bereitet|schickt|erstellt|bestätigt) (den|die|das) (vertrag|buchung|reservierung|bestellung|rechnung)',
  'wie (stelt|stuurt|maakt|bevestigt) (het|de) (contract|boeking|reservering|bestelling|factuur)',
  'qui (prépare|envoie|rédige|confirme) (le|la|les) (contrat|réservation|commande|facture)',
  '(get|have) (the|a|our) (contract|paperwork|agreement|order|invoice)( \\p{L}+)? (sorted|done|signed|set up|arranged|drawn up)',
  'wie geht es( jetzt| nun)? weiter|wie (gehen|fangen) wir|was (müssen|sollen|brauchen) (wir|ich)|nächste(r|n)? schritt|wer kümmert sich',
  'hoe (nu )?verder|wat (moeten|doen) (we|wij|ik)|volgende stap|hoe pakken we|wie regelt',
  "prochaine étape|(que|qu['’]est-ce que) (devons-nous|doit-on|on doit|nous devons|je dois|faut-il|il faut)|comment (on )?(procède|procéder|fait-on|faire)|qui s['’]en occupe|et maintenant",
  'siguiente paso|próximo paso|qué (tenemos|necesitamos|hay|debemos) que hacer|qué hacemos|cómo (seguimos|procedemos|empezamos)|quién se encarga',
  'próximo passo|o que (precisamos|temos|devemos|é preciso)( de)?( fazer)?|como (avançamos|procedemos|começamos)|quem trata',
]);

/**
 * Whom to speak to, or who handles it, about a number of seats, people or things ("three of us want Resident desks
 * … what do I need to do?", "Business German for 25 of our engineers … who should I be speaking to?", "a block of
 * 20ish desks, who handles that sort of thing?"): a group or company order, which the team sets up.
 */
const WHO_NEXT = wordsRe([
  'who (should|do|can|could|would) (we|i) (be )?(speak|talk|contact|writ|email)\\p{L}*',
  "who(['’]s| is)? (the (right )?person|handling|in charge)|who (handles|deals with|sorts|arranges|organises|organizes) (that|this|it|those|these)",
  'mit wem (soll|kann|muss) (ich|wir)|an wen (wende|soll|kann)',
  'met wie (moet|kan|moeten|kunnen)|bij wie (moet|kan)',
  "(à qui|avec qui) (dois-je|puis-je|je dois|on doit|nous devons|m['’]adresser|parler)",
  '(con quién|a quién) (hablo|debo|tengo que|podemos|puedo)',
  '(com quem|a quem) (falo|devo|tenho que|podemos|posso)',
]);
/** Wanting them: "want", "would like", "need", "looking for", in the six languages. */
const WANTED = wordsRe([
  "want|wants|would like|(we|i)['’]d like|need|needs|looking for|interested in|after",
  'möchten|wollen|brauchen|suchen|hätten gern',
  'willen|wil|zoeken|nodig|graag',
  'voulons|voudrions|aimerions|cherchons|besoin|souhaitons',
  'queremos|quisiéramos|necesitamos|buscamos|nos gustaría',
  'queremos|queríamos|precisamos|procuramos|gostaríamos',
]);
const QUANTITY =
  /(?<![\p{L}\d])(\d+\s?(ish)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a (block|group|batch|team) of|several|a dozen)\s+(\p{L}+\s+){0,3}?\p{L}+s(?![\p{L}])/iu;

/**
 * How to do it ("how do I sign my company up"): self-serve sign-up is a question for the knowledge ("I'd like to
 * sign up, how do I do that?"), a next step for the team only after the choice is said to be made ("ok sold, how do
 * i sign my company up properly").
 */
const HOW_TO = wordsRe([
  'how (do|should|can) (we|i) (sign|set|open|get|register)',
  'wie (melden|registrieren) (wir|ich)',
  'hoe (melden|registreren) (we|wij|ik)',
  "comment (on )?(s['’]inscri\\p{L}+|nous inscrire|ouvrir)",
  'cómo (nos )?(registramos|damos de alta|abrimos)',
  'como (nos )?(registamos|registramos|inscrevemos|abrimos)',
]);

/** Not yet, waiting, or a condition: no commitment. */
const NOT_COMMITTED = wordsRe([
  "(not|n['’]t) (yet|sure|decided|ready)",
  'wait(ing)?|hold off|if|whether|would happen|in case',
  'noch nicht|warten|falls|wenn|ob',
  'nog niet|wachten|als|indien|of we',
  'pas encore|attendre|si',
  'todavía no|aún no|esperar|si',
  'ainda não|esperar|se',
]);

/** The parts of a message: a commitment and a request for what comes next, in one part or in two in a row. */
export function commitsWithNextStep(parts: ReadonlyArray<{ text: string; act: string }>, read: (s: string) => string) {
  const texts = parts.filter((p) => ['statement', 'question'].includes(p.act)).map((p) => read(p.text));
  const committed = (s: string) =>
    (DECIDED.test(s) || (COMMITTED.test(s) && (BECOME.test(s) || PLAN.test(s)))) && !NOT_COMMITTED.test(s);
  return texts.some((t, i) => {
    const before = texts.slice(Math.max(0, i - 2), i).join(' ');
    // The decision made and what is taken named ("Hemos decidido contratar el plan Growth", "ok we've decided, Growth
    // for our practice. we'd like to start soon"): the next step is implied.
    if (DECIDED.test(`${before} ${t}`) && BECOME.test(t) && !NOT_COMMITTED.test(`${before} ${t}`)) return true;
    if (HOW_TO.test(t) && !NEXT.test(t))
      return DECIDED.test(`${texts.slice(Math.max(0, i - 2), i).join(' ')} ${t}`) && !NOT_COMMITTED.test(t);
    if ((WHO_NEXT.test(t) || NEXT.test(t)) && QUANTITY.test(`${before} ${t}`) && WANTED.test(`${before} ${t}`))
      return !NOT_COMMITTED.test(t);
    if (!NEXT.test(t)) return false;
    return committed(t) || (committed(`${before} ${t}`) && !NOT_COMMITTED.test(t));
  });
}
