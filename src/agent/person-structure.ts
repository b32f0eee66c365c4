/**
 * A request for a person read from the structure of the sentence rather than from listed phrases (issue 27):
 * someone (a person word: "someone", "somebody technical", "one of your people", "a vet", "un conseiller",
 * "alguien del equipo") as the doer of a verb of contacting the visitor ("rang me", "me rappelle", "mich
 * anruft") or of explaining or handling their matter ("go through it with me", "walk me through", "look at",
 * "revisara mi cuenta"), in the form of a request, a wish or a preference ("can someone …", "is there somebody
 * who could …", "I'd rather …", "Mir wäre lieber, wenn …", "je préférerais que …"). A decline ("I don't need
 * anyone to call me", "Ik heb niemand nodig") is the opposite and asks for nothing. Six languages.
 */
import { WISH } from './act-forms.js';
import { STAFF, STAFF_WORDS, wordsRe } from './act-words.js';

/** Someone who could do it: the team's person words, and an indefinite or possessive noun ("a vet", "ein Berater"). */
const WHO = `(?<![\\p{L}])(?:${STAFF_WORDS.join('|')})(?![\\p{L}])`;
const SOMEONE_NOUN =
  "(?:(?:a|an|one of (?:your|the|ur)|ein(?:e|en|er)?|een|un(?:e)?|una?|uma?|um|votre|vos|su|sus|seu|sua|uw|jullie|eure?n?|ihre?n?)\\s+[\\p{L}'’-]+)";
const DOER = `(?:${WHO}|${SOMEONE_NOUN})`;

/** Contacting the visitor, with the visitor as object: English after the verb, the others mostly before it. */
const CONTACT_VERB =
  '(?:phon(?:e|es|ed|ing)|r(?:ing|ings|ang|ung)|call(?:s|ed)?|contact(?:s|ed)?|e-?mail(?:s|ed)?|text(?:s|ed)?|wr(?:ite|ites|ote|itten)\\s+(?:back\\s+)?to|drop(?:s|ped)?\\s+(?:a\\s+)?(?:line|note|mail)\\s+to|get(?:s)? back to|got back to|reach(?:es|ed)?)\\s+(?:me|us)';
/** The verbs of contacting that follow their object: "me rappelle", "mich anruft", "me llame", "me ligue", "mij belt". */
const CONTACTS_AFTER_OBJECT =
  '(?:anruft|anrufen|zurückruft|zurückrufen|kontaktiert|meldet|schreibt|schreiben|mailt|belt|bellen|terugbelt|terugbellen|mailt|téléphone|téléphonent|rappelle|rappellent|appelle|appellent|contacte|contactent|écrive|llame|llamen|llamara|llamaran|telefonee|contacten|escriba|ligue|liguem|ligasse|telefone|telefonem|contate|contatem|escreva)(?![\\p{L}])';
const CONTACT_OBJ_FIRST = `(?:mich|mir|uns|me|mij|ons|m['’]|nous)\\s*(?:[\\p{L}]+\\s+){0,3}?${CONTACTS_AFTER_OBJECT}`;
/** Going through, looking at or handling the visitor's matter: something done with them or for them. */
const HANDLE = wordsRe([
  // In English the matter follows the verb and is the visitor's ("go through it with me", "look over my invoice",
  // "walk me through"): "can your team handle 500 invoices?" asks what the team can do.
  "((go|goes|going|walk|walks|talk|take|run)( me| us)? (through|thru|over)|look(ed|s|ing)? (at|into|over)|check(ed)? over|review(ed)?|sort(ed)? out|deal(t)? with)( [\\p{L}'’-]+){0,5}? (me|us|my|our|it|this|that|mine|ours)",
  '(walk|talk|take|run) (me|us) (through|thru)',
  '(check|sort)(ed)? (it|this|that) (over|out)',
  "(take|have) a (look|peek) (at|into)( [\\p{L}'’-]+){0,4}? (my|our|it|this|that)",
  'durchgehen|durchgeht|durchsprechen|anschauen|anschaut|ansehen|ansieht|prüfen|prüft|kümmern|kümmert|drüberschauen|draufschauen',
  'doorlopen|doorloopt|doornemen|doorneemt|bekijken|bekijkt|nakijken|nakijkt|naar kijken|ernaar kijken',
  "regarder|regarde|vérifier|vérifie|passer en revue|revoir|revoie|jeter un (œil|oeil|coup d['’](œil|oeil))",
  'revisar|revise|revisara|revisen|revisasse|verificar|verifique|analisar|analise|echar un vistazo|dar uma olhada',
]).source;
/**
 * Explaining or helping: also what a question to whoever reads the chat asks ("can someone explain what Growth
 * includes?"), so it is a request for a person only with a channel ("on the phone", "par téléphone") or a doer
 * of the team named more closely ("someone from accounts", "alguém do financeiro", "an adviser").
 */
const EXPLAIN = wordsRe([
  'explain(ed)?',
  'answer(ed)? (my|our|a few|some)',
  'help(ed)? (me|us)',
  'erklär(en|t|te)',
  'helfen|hilft',
  'uitleggen|uitlegt|helpen|helpt',
  "(m['’]|me |nous )?(expliquer|explique|expliquent|aider|aide|aident)",
  'explicar(me)?|explique|expliquen|explicara|ayudar(me)?|ayude|ayudara',
  'expliquem|explicasse|ajudar|ajude|ajudasse',
]).source;
/** A channel of talking: "on the phone", "over a call", "am Telefon", "par téléphone", "por teléfono". */
const CHANNEL = wordsRe([
  '(on|over|by) (the |a )?(phone|call|video|zoom|teams)',
  'in person',
  '(am|per|via) telefon',
  '(aan de|via de|per|over de) telefoon',
  'par téléphone|au téléphone',
  'por teléfono|por llamada',
  'pelo telefone|por telefone|numa chamada',
  '(with me|with us|mit mir|met me|met mij|avec moi|conmigo|comigo)',
]);
/** Anyone at all ("someone", "anyone", "jemand", "quelqu'un", "alguien"): a doer named no more closely. */
const BARE_PRONOUN = /^(some ?one|some ?body|any ?one|any ?body|jemand(en|em)?|iemand|quelqu['’]un|alguien|alguém)$/iu;
/** …named more closely: "someone from accounts", "somebody senior", "alguém do financeiro", "iemand van jullie". */
const CLOSER =
  /^\s*(from|of|on|at|in|aus|vom|von|bei|van|bij|de|du|del|da|do|technical|senior|qualified|experienced)(?![\p{L}])/iu;
/** Taken on by someone, in the passive: "looked at by somebody senior", "von einem Berater geprüft". */
const BY_WHO = `(?:looked at|looked into|checked|reviewed|handled|dealt with|seen|sorted|explained)\\s+(?:[\\p{L}]+\\s+){0,2}?by\\s+${DOER}`;
/** Hearing it from someone: "I'd rather hear it from a person", "lieber von einem Menschen hören". */
const HEAR_FROM = `hear(?:ing)?\\s+(?:[\\p{L}'’-]+\\s+){0,4}?from\\s+${DOER}`;

const re = (source: string) => new RegExp(source, 'iu');
// Up to five words between: "someone from the community team emailed me".
const DOER_CONTACTS = re(`${DOER}\\s+(?:[\\p{L}'’-]+\\s+){0,5}?${CONTACT_VERB}`);
const DOER_CONTACTS_OBJ_FIRST = re(`${DOER}\\s+(?:[\\p{L}'’-]+\\s+){0,3}?${CONTACT_OBJ_FIRST}`);
/** German puts the object before the doer in a clause: "wenn mich ein Berater kurz anruft", "dass uns jemand …". */
const OBJ_DOER_CONTACTS = re(`(?:mich|mir|uns)\\s+${DOER}\\s+(?:[\\p{L}'’-]+\\s+){0,5}?${CONTACTS_AFTER_OBJECT}`);
const DOER_HANDLES = re(`${WHO}\\s+(?:[\\p{L}'’,-]+\\s+){0,6}?(?:${HANDLE})`);
/** Someone to arrange or plan a thing for the visitor: "could someone help me plan a workshop", "could someone arrange one for her". */
const DOER_ARRANGES = re(
  `${WHO}\\s+(?:help(?:s)?\\s+(?:me|us)\\s+)?(?:plan|organi[sz]e|arrange|set up|book)\\s+(?:[\\p{L}'’-]+\\s+){0,6}?(?:for (?:me|us|her|him|them)|(?:a|an|the|our|my)\\s)`,
);
const DOER_EXPLAINS = new RegExp(`(?<who>${WHO})(?<gap>\\s+(?:[\\p{L}'’,-]+\\s+){0,6}?)(?:${EXPLAIN})`, 'iu');

/** Someone to explain or help: with a channel, or a doer of the team named more closely than "someone". */
function explainsInPerson(p: string): boolean {
  const m = DOER_EXPLAINS.exec(p);
  if (!m) return false;
  return CHANNEL.test(p) || !BARE_PRONOUN.test(m.groups!.who!.trim()) || CLOSER.test(m.groups!.gap!);
}
const BY_SOMEONE = re(BY_WHO);
const HEARS_FROM = re(HEAR_FROM);

/**
 * The forms of asking: a modal question ("can/could someone …", "kann jemand …"), "is there someone who …", a
 * wish or a preference ("I'd like", "I'd rather", "Mir wäre lieber", "ik heb liever", "je préférerais", "preferiría",
 * "prefiro"). Leading "also", "and", "ok", "honestly" are read past.
 */
const LEAD =
  /^\s*((also|and|plus|so|ok(ay)?|then|honestly|tbh|well|but|und|außerdem|dann|en|ook|dus|et|alors|donc|y|pues|entonces|e|então)[,.]?\s+)+/iu;
const ASKING = re(
  '^\\s*¿?\\s*(can|could|would|may|kann|könnte|kan|kunnen|zou|pouvez|pourriez|pourrait|peut|puede|podría|pueden|podrían|pode|poderia|podem|poderiam|is there|are there|gibt es|is er|y a-t-il|il y a|hay|há|tem)(?![\\p{L}])',
);
const PREFERS = wordsRe([
  "i'?d (much |really |far )?(rather|sooner|prefer|like|love|want)",
  // "I'd feel a lot better if an actual teacher chatted with me": a wish for someone, said by how it would feel.
  "(i|we)'?d feel (a lot |much |so much |far )?(better|happier|safer|more comfortable) if",
  'i would (much |really )?(rather|prefer|like)',
  'i (want|need|prefer)',
  "we'?d (rather|prefer|like)",
  'we (want|need|prefer)',
  '(mir )?wäre( es| mir)* lieber',
  'lieber wäre',
  'hätte (ich |wir )?(gern|gerne|lieber)',
  'ich (möchte|will|hätte gern|bevorzuge)',
  '(heb|hebben) (ik |wij |we )?liever',
  'liever',
  '(ik )?(wil|zou) (graag|willen|liever)',
  'je (préférerais|préfère|voudrais|veux|souhaite)',
  "j['’](aimerais|aimerai)",
  '(preferiría|prefiero|quisiera|quiero|me gustaría)',
  '(prefiro|preferia|preferiria|gostaria|quero|queria)',
  // Asking whether someone exists who would: "is there somebody who could", "hay alguien que pueda".
  '(is there|are there) (some|any)(one|body)',
  '(any|is there a|some) chance',
]);

/**
 * The doer first, then a modal: "Quelqu'un pourrait-il …", "Alguém do financeiro pode …", "Jemand könnte …", "Est-ce
 * qu'un spécialiste produit pourrait …", "A consultant could …".
 */
const DOER_ASKED = re(
  `^\\s*¿?\\s*(?:est-ce qu(?:e\\s+|['’]\\s*))?(?:(?:a|an|one of your|un|une|ein|eine|een|una|um|uma)\\s+)?${WHO}\\s+(?:[\\p{L}'’-]+\\s+){0,3}?(?:pourrait|peut|pourraient|peuvent|pode|poderia|podem|poderiam|puede|podría|pueden|podrían|kann|könnte|kan|kunnen|could|can|would)(?![\\p{L}])`,
);

/** Declining a person or a call: a need or a wish turned down ("I don't need anyone", "no hace falta que nadie …"). */
const DECLINES = wordsRe([
  "(don'?t|do not|doesn'?t|won'?t|will not|never|no) (really )?(need|want|require)",
  'no need',
  // Not yet: "not ready to talk to anyone yet", "don't get anyone", "haal er niemand bij".
  'not (yet |quite |really )?ready (to|for)',
  'not (really |quite )?(in the mood|keen|up) for',
  "(don['’]?t|do not|no need to) (get|fetch|bring|call|put)",
  // A call or a pitch turned down in passing: "a quick walkthrough would be great, not a sales call".
  'not (a |an |any )?(\\p{L}+ )?(call|calls|pitch|meeting)',
  '(kein(en)?|geen) (\\p{L}*gespräch|anruf|\\p{L}*gesprek|telefoontje)',
  "pas (d['’]|un |une )?(\\p{L}+ )?(appel|réunion)",
  'no (una? )?(llamada|reunión)',
  'não (uma? )?(chamada|ligação|reunião)',
  'noch nicht (bereit|so weit)',
  '(haal|roep|bel)( \\p{L}+){0,2} niemand',
  'nog niet (klaar|toe aan|zover)',
  'pas (encore )?(prêt|prête)',
  '(todavía|aún) no (estoy|estamos) (list[oa]s?|preparad[oa]s?)',
  'ainda não (estou|estamos) (pront[oa]s?|preparad[oa]s?)',
  'not necessary',
  "needn'?t",
  'rather not',
  '(brauche|brauchen|benötige|will|möchte)( \\p{L}+){0,2} (kein\\p{L}*|nicht|niemand\\p{L}*)',
  'nicht (nötig|notwendig)',
  '(heb|hebben|hoef|hoeven)( \\p{L}+){0,3} (niet|geen|niemand)( \\p{L}+){0,3} nodig',
  'niet nodig',
  'hoeft niet',
  '(pas|aucun) besoin',
  "n['’]ai pas besoin",
  'ne (veux|souhaite) pas',
  'no (necesito|quiero|hace falta|es necesario|me hace falta)',
  'não (preciso|quero|é preciso|precisa|há necessidade)',
]);
/** Someone, or nobody: what a decline turns down. */
const NOBODY = wordsRe(['no ?one', 'nobody', 'niemand\\p{L}*', 'keine[nr]?', 'nadie', 'ninguém', 'personne', 'geen']);

/** What turns to another way after a decline: "just", "instead", "but", "lieber", "plutôt", "mejor", "só". */
const INSTEAD = wordsRe([
  'but|just|instead|rather|only',
  'aber|sondern|stattdessen|lieber|einfach',
  'maar|liever|gewoon',
  'mais|plutôt|juste|simplement',
  'pero|sino|mejor|solo|sólo',
  'mas|só|apenas|melhor',
]);

/** "I don't need anyone to call me, I'll read the docs myself": turns a person down (asked nothing of the team). */
export function declinesPerson(p: string, contactMe: RegExp): boolean {
  if (/\?/.test(p) || !DECLINES.test(p) || !(STAFF.test(p) || NOBODY.test(p) || contactMe.test(p))) return false;
  // "no need to call me, just email me at …": another way of being contacted is asked for after the decline.
  if (/@|\d{5,}|\d{3,}[\s-]\d{3,}/.test(p)) return false;
  const declined = DECLINES.exec(p)!;
  const rest = p.slice(declined.index + declined[0].length);
  const cut = rest.search(/[,;]/) >= 0 ? rest.search(/[,;]/) : (INSTEAD.exec(rest)?.index ?? rest.length);
  return !contactMe.test(rest.slice(cut));
}

/** Wanting to know how the team does something ("I'd like to know how your team reviews invoices"): a question. */
const TO_KNOW = wordsRe([
  '(know|understand|learn|find out|see|wondering|curious)( \\p{L}+)? (how|what|whether|if|who|when|why)',
  'wissen|erfahren|weten|savoir|saber',
]);

/** Someone other than the visitor and the team: "someone else", "jemand anderes", "quelqu'un d'autre", "alguien más". */
const ELSE = wordsRe([
  '(some|any|no) ?(one|body) else',
  'jemand(en)? ander(e|es|s)',
  'iemand anders',
  "quelqu['’]un d['’]autre",
  'alguien más',
  'outra pessoa|mais alguém|outro alguém',
]);

/** A request for someone to contact the visitor or take their matter on, read from its structure. */
export function asksSomeoneStructurally(part: string): boolean {
  // "can someone else look at my reports?": a third party, not the team.
  if (ELSE.test(part)) return false;
  const p = part.replace(LEAD, '');
  if (TO_KNOW.test(p)) return false;
  const form = ASKING.test(p) || PREFERS.test(p) || DOER_ASKED.test(p);
  if (!form) return false;
  return (
    DOER_CONTACTS.test(p) ||
    DOER_CONTACTS_OBJ_FIRST.test(p) ||
    OBJ_DOER_CONTACTS.test(p) ||
    DOER_HANDLES.test(p) ||
    DOER_ARRANGES.test(p) ||
    explainsInPerson(p) ||
    BY_SOMEONE.test(p) ||
    HEARS_FROM.test(p)
  );
}

/**
 * Someone named: a title and a name ("Dr Owen", "Mrs Patel"), two capitalised words not opening the sentence, or one
 * name tied to the company ("Joanna from your Austin office", "Ewan at your workshop", "eine Kollegin von euch, Priya").
 */
const NAMED =
  /(?<![\p{L}])(dr|mr|mrs|ms|miss|prof|herr|frau|mevrouw|meneer|mme|m\.|sr|sra|señor|señora|senhor|senhora)\.? \p{Lu}\p{L}+|(?<=[\p{Ll},?!] )\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+ (from|at|in|of) (your|ur|the) |\p{Lu}\p{Ll}+ (von euch|bei euch|van jullie|bij jullie|de chez vous|chez vous|de vuestro|de su equipo|da vossa|de vocês)|(colleague|[Kk]ollegin|[Kk]ollege|[Mm]itarbeiter\p{Ll}*|collega|collègue|compañer[oa]|colega)( (von euch|van jullie|de chez vous|de ustedes|de vocês|of yours))?,? \p{Lu}\p{Ll}+/u;
/** A wish to talk to him or her: "I'd like to speak to him", "id like a word with her", "ich möchte mit ihr sprechen". */
const TALK_TO_NAMED = wordsRe([
  '(speak|talk|chat|(have )?a( quick| short| brief)? word)( (to|with))? (him|her)',
  // Reaching the named one again or having their counsel: "i'd love to get back in touch", "I'd love her advice".
  '(get|be|getting) (back )?in touch|reconnect|catch up with (him|her)|(contact|reach) (him|her)',
  // Reaching the named one, or having them do it again: "get hold of him", "I'd like her to look at our setup".
  'get hold of (him|her)|(see|meet) (him|her) again|(him|her) to (look|have a look|check|help|do)',
  // Questions for the named one: "I'd love to ask him a few questions", "ihr ein paar Fragen stellen".
  'ask (him|her)( a few| some| a couple of| one or two)? (questions|something)|interview (him|her)',
  '(ihm|ihr)( ein paar| einige)? fragen (zu )?stellen|(hem|haar)( een paar| wat| enkele)? vragen (te )?stellen',
  '(lui|leur) poser( quelques| des)? questions|(hacerle|preguntarle)( unas| algunas)?( preguntas)?|(fazer-lhe|perguntar-lhe)( umas| algumas)?( perguntas)?',
  // The named one said in full: "a quick chat with Anna Leitner", "mit Anna Leitner sprechen" (NAMED must hold too).
  '(speak|talk|chat|(have )?a( quick| short| brief)? (word|chat)) (to|with) \\p{L}+ \\p{L}+',
  'mit( \\p{L}+){1,3} (sprechen|reden|telefonieren)',
  'met( \\p{L}+){1,3} (spreken|praten|bellen)',
  'parler (à|avec)( \\p{L}+){1,3}',
  'hablar con( \\p{L}+){1,3}',
  'falar com( \\p{L}+){1,3}',
  '(his|her) (advice|help|opinion|input|thoughts|take)',
  '(mit )?(ihm|ihr) (sprechen|reden)|(sprechen|reden) mit (ihm|ihr)',
  '(met )?(hem|haar) (spreken|praten)|(spreken|praten) met (hem|haar)',
  '(lui|leur) parler|parler (avec|à) (lui|elle)',
  'hablar con (él|ella)',
  'falar com (ele|ela)',
]);

/** Asking leave to talk ("can I", "kann ich", "puis-je", "puedo", "posso"); the wishes are act-forms.ts's WISH. */
const MAY_I = wordsRe([
  'can i|could i|may i',
  'kann ich|könnte ich',
  'kan ik|zou ik',
  'puis-je|pourrais-je',
  'puedo|podría',
  'posso|poderia',
]);

/**
 * Someone of the team named and then asked for by a pronoun: "is Daniel Haworth around? id like a word with him",
 * "Does Dr Owen Fairclough still see rabbits? I'd like to speak to him". Only with a wish, and only when the message
 * names a person, so "I'll talk to him about it" (a partner, unnamed) asks nothing.
 */
export const asksNamedOne = (part: string, message: string): boolean =>
  ((TALK_TO_NAMED.test(part) && (WISH.test(part) || MAY_I.test(part) || WOULD_LOVE.test(part))) ||
    RIGHT_ONE.test(part)) &&
  NAMED.test(message);
/** "Would Daniel Haworth be the right person to talk to?", "could I get 15 minutes with …": asked for by the asking. */
const RIGHT_ONE = wordsRe([
  '(the )?right (person|one|contact) to (talk|speak|write) (to|with)',
  '(get|have|grab|book) (\\d+|a few|five|ten|fifteen|twenty|thirty) (minutes|mins) with',
  '(der|die) richtige ansprechpartner\\p{L}*|de juiste persoon|la bonne personne|la persona adecuada|a pessoa certa',
]);
/** The wish with its subject left out or someone else's: "… and would love to get in touch". */
const WOULD_LOVE = /(?<![\p{L}])would (love|like) to(?![\p{L}])/iu;
