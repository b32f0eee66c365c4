import { COUNTED, DENIED, PROBLEM } from '../complaint-signs.js';
import { FEELING, FEELING_CORE, SITUATION, TROUBLE, TROUBLE_CORE } from '../complaint-words.js';
import { wordsRe } from '../act-words.js';
import { AGAIN, badState, IRONIC_PRAISE, NOBODY, WAITED_SPAN } from '../situation-words.js';
import { ANGRY_EMOJI, SLANG_TROUBLE, VENT } from '../vent-words.js';

/**
 * What a learned reader needs the rules to have seen before its word counts (readers.ts): a reader trained on a few
 * thousand turns also learns that "three weeks" or "twice" often come with a complaint, and would read "I've used it
 * for three weeks" as one. So the complaint reader speaks only where the message holds some sign of trouble the
 * rules' word classes know (a denial, a trouble or feeling word, a bad state, a repeat or a count of times, something recurring, a wait, nobody answering, an
 * angry emoji, venting, ironic praise, something that keeps happening, "??" or "?!"), and the person reader only where the message turns to the
 * company's side (you, your, someone, anyone, your team, in the six languages). The reader then judges what the
 * rules could not: whether those signs, in these words, make the act.
 */
const MARKS = /\?\?|\?!|!\?/;
/** A wry smile after praise is often sarcasm ("amazing service, really 🙃"): a sign only, as calm messages smile too. */
const WRY_EMOJI = /[\u{1F643}\u{1F642}\u{1F44F}\u{1F926}]/u;
/**
 * Irony's usual frames, signs only: a word in scare quotes ("a 'fixed' desk", "so much for '30 days'"), "so much
 * for", "thanks for nothing", "love how …", "gotta love".
 */
const SCARE_QUOTE = /(?:^|\s)['‘"“][\p{L}\d][^'’"”\n]{0,25}['’"”](?![\p{L}])/u;
const IRONIC_FRAME = wordsRe([
  'so much for|thanks (a lot )?for nothing|(gotta|got to|you gotta|you have to) love|love how|nothing like',
  'so viel zu|danke für nichts',
  'bedankt voor niets',
  'merci pour rien',
  'gracias por nada',
  'obrigad[oa] por nada',
]);
/** Denials typed without the apostrophe ("hasnt", "doesnt", "wont"), as chat is. */
const BARE_NOT = wordsRe(['(has|have|had|does|do|did|is|are|was|were|wo|ca|could|would|should|ai)nt']);
/** Something recurring: every night, each time, all week ("tous les soirs", "jeden Tag", "todas las noches"). */
const RECURRING = wordsRe([
  '(every|each) (single )?(day|night|morning|evening|week|month|time)|all (day|night|week)',
  '(jeden|jede|jedes) (tag|nacht|morgen|abend|woche|monat|mal)|(die )?ganze (zeit|woche|nacht)',
  '(elke|iedere) (dag|nacht|ochtend|avond|week|maand|keer)|de hele (dag|week|nacht)',
  '(tous les|toutes les) (jours|soirs|matins|nuits|semaines|fois)|chaque (jour|soir|matin|nuit|semaine|fois)',
  '(todos los|todas las) (días|noches|mañanas|semanas|veces)|cada (día|noche|semana|vez)',
  '(todos os|todas as) (dias|noites|manhãs|semanas|vezes)|cada (dia|noite|semana|vez)',
]);
/**
 * Harm told plainly, which the rules leave alone because each word is as often calm ("late", "missing", "wrong"):
 * something broken, torn, missing, wet, dirty or late, staff rude or hanging up, money still owed or taken. A sign
 * for the reader only; the reader then judges ("The zip on my jacket broke after two walks.").
 */
const HARM = wordsRe([
  'broke|snapped|ripped|torn|cracked|missing|soaked|leak\\p{L}*|stain\\p{L}*|damaged|faulty|defective|dirty|filthy|mouldy|smelly|late|wrong|hung up|rude|unfriendly|owe|charged|wasted|wreck\\p{L}*|ruin\\p{L}*',
  // A wait counted with the waiting after it: "9 days now waiting".
  '(\\d+|two|three|four|five|six|seven|eight|nine|ten) (hours|days|weeks|months)( now)? (of )?waiting',
  'kaputtgegangen|gerissen|fehlt|fehlen|undicht|nass|beschädigt|defekt|schmutzig|verspätet|falsch|unfreundlich|aufgelegt|abgezogen|verschwendet|lästig|nervig',
  'kapot|gescheurd|ontbreekt|ontbreken|lekt|nat|beschadigd|defect|vies|te laat|verkeerd|onvriendelijk|opgehangen|afgeschreven|beloofd|verspild|vervelend',
  'cassée?|déchirée?|manquante?s?|fuit|mouillée?|abîmée?|endommagée?|défectueuse?|sale|en retard|mauvaise?|impolie?|raccroché|prélevé|gaspillée?s?|pénible|agaçante?',
  'rot[oa]|rasgad[oa]|falta|faltan|mojad[oa]|dañad[oa]|defectuos[oa]|suci[oa]|tarde|equivocad[oa]|maleducad[oa]|colgó|cobraron|desperdiciad[oa]s?',
  'estragad[oa]|partid[oa]|rasgad[oa]|falta|faltam|molhad[oa]|danificad[oa]|defeituos[oa]|suj[oa]|atrasad[oa]|errad[oa]|mal-educad[oa]|desligou|cobraram|desperdiçad[oa]s?',
]);
/**
 * Something that came a span later than paid or promised: "turned up 4 days later", "kam drei Tage später", "arrivé
 * deux semaines plus tard", "llegó cinco días después". "Later" alone is as often a plan ("I'll sign up later").
 */
const CAME_LATER = wordsRe([
  '(arrived|came|turned up|showed up|got here|was delivered|got delivered|landed) (\\d+|a|one|two|three|four|five|six|seven|several|a few) (hours?|days?|weeks?|months?) (late|later|after)',
  '(kam|kamen|geliefert|angekommen|eingetroffen)( \\p{L}+){0,3} (\\d+|ein\\p{L}*|zwei|drei|vier|fünf|sechs) (stunden?|tage?n?|wochen?) (später|zu spät)',
  '(kwam|kwamen|geleverd|aangekomen)( \\p{L}+){0,3} (\\d+|een|twee|drie|vier|vijf|zes) (uur|dagen|dag|weken|week) (later|te laat)',
  '(arrivée?s?|livrée?s?|venue?s?)( \\p{L}+){0,3} (\\d+|un|une|deux|trois|quatre|cinq|six) (heures?|jours?|semaines?) (plus tard|en retard)',
  '(llegó|llegaron|entregad[oa]s?)( \\p{L}+){0,3} (\\d+|un|una|dos|tres|cuatro|cinco|seis) (horas?|días?|semanas?) (después|más tarde|tarde)',
  '(chegou|chegaram|entregues?)( \\p{L}+){0,3} (\\d+|um|uma|dois|duas|três|quatro|cinco|seis) (horas?|dias?|semanas?) (depois|mais tarde|atrasad[oa]s?)',
]);
export const troubleCue = (text: string): boolean =>
  [
    DENIED,
    PROBLEM,
    FEELING_CORE,
    FEELING,
    TROUBLE_CORE,
    TROUBLE,
    SITUATION,
    AGAIN,
    WAITED_SPAN,
    NOBODY,
    VENT,
    SLANG_TROUBLE,
  ]
    .concat([IRONIC_PRAISE, ANGRY_EMOJI, WRY_EMOJI, SCARE_QUOTE, IRONIC_FRAME, MARKS, BARE_NOT, COUNTED])
    .concat([RECURRING, HARM, CAME_LATER])
    .some((re) => re.test(text)) || badState(text);

/**
 * The company's side addressed: second person, an unnamed someone, one of the team (six languages). Not chat's "ya"
 * for "you": in Spanish it is "already" ("ya os diré algo").
 */
const TOWARD = wordsRe([
  "you|your|yours|yourselves|u|ur|y['’]all|someone|somebody|anyone|anybody|one of (you|your|the team)|a human|a person|team|staff",
  'du|dich|dir|dein\\p{L}*|sie|ihnen|ihr\\p{L}*|euch|euer\\p{L}*|jemand\\p{L}*|mensch\\p{L}*|team|mitarbeiter\\p{L}*',
  'je|jij|jou|jouw|u|uw|jullie|iemand|mens|team|medewerker\\p{L}*',
  "vous|votre|vos|tu|te|toi|ton|ta|tes|quelqu['’]un|personne|équipe|conseill\\p{L}*",
  'usted|ustedes|su|sus|tu|te|ti|vosotros|vuestr\\p{L}*|alguien|persona|equipo|asesor\\p{L}*',
  'você|vocês|vc|vcs|seu|sua|seus|suas|teu|tua|alguém|pessoa|equipa|equipe|consult\\p{L}*',
]);
/**
 * Someone else, anyone else, the visitor's own people: a third party, not the company's side ("can someone else see my
 * invoices?").
 */
const ELSE = wordsRe([
  "(someone|somebody|anyone|anybody) else|jemand (anderes|anders|sonst)|sonst (jemand|wer)|iemand anders|quelqu['’]un d['’]autre|alguien más|otra persona|alguém mais|outra pessoa",
  // The visitor's own people ("my bookkeeper will go through it with me", "mein Steuerberater", "mon comptable").
  '(my|our) (own )?(bookkeeper|accountant|boss|manager|colleague|partner|wife|husband|assistant|advisor|adviser|lawyer|it guy)s?',
  '(mein|meine|unser|unsere)[rn]? (buchhalter\\p{L}*|steuerberater\\p{L}*|chef\\p{L}*|kolleg\\p{L}*|partner\\p{L}*|frau|mann|assistent\\p{L}*|anwalt|anwältin)',
  '(mijn|onze) (boekhouder|accountant|baas|manager|collega|partner|vrouw|man|assistent|adviseur|advocaat)s?',
  '(mon|ma|notre) (comptable|patron(ne)?|chef|collègue|associée?|femme|mari|assistante?|conseill\\p{L}+|avocate?)',
  '(mi|nuestr[oa]) (contable|contador\\p{L}*|jef[ea]|colega|soci[oa]|mujer|marido|asistente|asesor\\p{L}*|abogad[oa])',
  '(o meu|a minha|meu|minha|nosso|nossa) (contabilista|contador\\p{L}*|chefe|colega|sóci[oa]|mulher|marido|assistente|consultor\\p{L}*|advogad[oa])',
]);
export const towardTeam = (text: string): boolean => TOWARD.test(text.replace(new RegExp(ELSE.source, 'giu'), ' '));
/** The message names someone else, a third party, and nothing of the company's side. */
export const onlySomeoneElse = (text: string): boolean => ELSE.test(text) && !towardTeam(text);

/**
 * Talking to someone "first" (before deciding) with no word for the company's side: "I'd like to talk to the bank
 * first", "ich will erst mit der Bank sprechen" — a third party consulted, not the team asked for.
 */
const FIRST = wordsRe(['first', 'erst|zuerst', 'eerst', "d['’]abord", 'primero', 'primeiro']);
export const defersToSomeone = (text: string): boolean => FIRST.test(text) && !towardTeam(text);

/** Irony's strongest signs, which turn praise into its opposite: an upside-down face, a facepalm, an ironic frame. */
const SARCASM_EMOJI = /[\u{1F643}\u{1F926}]/u;
/** The frames that are ironic whatever follows ("love how", "nothing like" are as often sincere). */
const SARCASM_FRAME = wordsRe([
  'so much for|thanks (a lot )?for nothing|(gotta|got to|you gotta|you have to) love',
  'so viel zu|danke für nichts|bedankt voor niets|merci pour rien|gracias por nada|obrigad[oa] por nada',
]);
export const sarcastic = (text: string): boolean => SARCASM_EMOJI.test(text) || SARCASM_FRAME.test(text);

/** Praise said with irony's marks (a wry smile, "love how …", a word in scare quotes): not praise to go by (acts.ts). */

export const ironic = (text: string): boolean =>
  WRY_EMOJI.test(text) || IRONIC_FRAME.test(text) || SCARE_QUOTE.test(text);

/** Someone close to the visitor whose story it is ("my mate bought …", "my neighbour's vet", "mijn buurvrouw"). */
const THEIR_STORY = wordsRe([
  "(my|our) (mate|friend|neighbou?r|sister|brother|mum|mom|mother|dad|father|cousin|colleague|flatmate|son|daughter|wife|husband|partner|aunt|auntie|uncle|nan|gran|grandma|grandmother|grandad|grandpa|grandfather|niece|nephew|in-laws|(mother|father|brother|sister)-in-law|boyfriend|girlfriend|ex|old boss|former boss|old employer)(['’]s)?",
  '(mein|meine|meinem|meiner) (freund\\p{L}*|nachbar\\p{L}*|schwester|bruder|mutter|vater|kolleg\\p{L}*|sohn|tochter|frau|mann|tante|onkel|oma|opa|großmutter|großvater|nichte|neffe|cousin\\p{L}*|schwager|schwägerin|schwieger\\p{L}*)',
  '(mijn|onze) (vriend\\p{L}*|buurman|buurvrouw|zus|broer|moeder|vader|collega|zoon|dochter|vrouw|man|tante|oom|oma|opa|nicht|neef|schoon\\p{L}*)',
  '(mon|ma|mes) (ami\\p{L}*|pote|voisin\\p{L}*|sœur|soeur|frère|mère|père|collègue|fils|fille|femme|mari|tante|oncle|grand-mère|grand-père|nièce|neveu|cousin\\p{L}*|beau-frère|belle-sœur|belle-soeur|beaux-parents)',
  '(mi|mis) (amig\\p{L}*|vecin\\p{L}*|herman\\p{L}*|madre|padre|colega|hij\\p{L}*|mujer|marido|tí[oa]|abuel[oa]|sobrin[oa]|prim[oa]|cuñad[oa]|suegr[oa])',
  '(o meu|a minha|meu|minha) (amig\\p{L}*|vizinh\\p{L}*|irm\\p{L}*|mãe|pai|colega|filh\\p{L}*|mulher|marido|ti[oa]|avó|avô|sobrinh[oa]|prim[oa]|cunhad[oa]|sogr[oa])',
  // Possessive after the noun: "a friend of mine", "ein Freund von mir", "un amigo mío", "um amigo meu".
  'an? (friend|mate|neighbou?r|colleague|cousin) of (mine|ours)|someone (i|we) know',
  '(ein|eine|einem|einer) (freund\\p{L}*|bekannt\\p{L}*|kolleg\\p{L}*|nachbar\\p{L}*) von (mir|uns)',
  '(een|n) (vriend\\p{L}*|kennis|collega|buurman|buurvrouw) van (me|mij|ons)',
  '(un|une) (ami|amie|pote|collègue|voisin|voisine) (à moi|à nous)|(un|une) de mes (ami\\p{L}*|collègues|voisin\\p{L}*)',
  '(un|una) (amig[oa]|conocid[oa]|vecin[oa]|compañer[oa]|colega) (mío|mía|nuestr[oa])',
  '(um|uma) (amig[oa]|conhecid[oa]|vizinh[oa]|colega) (meu|minha|nosso|nossa)',
]);
/** Someone else's story told while only browsing: no complaint of the visitor's own (acts.ts). */
export const othersStory = (text: string): boolean => THEIR_STORY.test(text);

/**
 * Told lightly: a laugh, relief that it was not the visitor's own, a lesson learned, a turn to something else
 * ("lol", "not my problem thankfully", "he's learned his lesson", "anyway, nice place"). With someone else's story,
 * the visitor is not complaining (acts.ts).
 */
const LIGHTLY = wordsRe([
  'lol|lmao|haha+|hehe+|rofl|\u{1F602}|\u{1F923}|\u{1F605}',
  'not my problem|thankfully|luckily|fortunately|(learned|learnt) (his|her|their) lesson|anyway',
  'zum glück|gott sei dank|jedenfalls|egal',
  'gelukkig|hoe dan ook|enfin',
  'heureusement|bref|enfin bref',
  'por suerte|afortunadamente|en fin|jaja+',
  'felizmente|por sorte|enfim|kkk+',
]);
export const toldLightly = (text: string): boolean => LIGHTLY.test(text);
/**
 * Saying the trouble is not the company's doing, or told only to get it off one's chest ("glad we're not there",
 * "nothing to do with you", "heeft niks met jullie te maken, gewoon even kwijt"): with someone else's story, no
 * complaint, though it names the company (acts.ts).
 */
const DISCLAIM = wordsRe([
  "glad (we|i)(['’]re|['’]m| are| am) not|nothing to do with (you|u)|not (your|ur) (fault|problem)|just venting|just saying",
  'nichts mit (euch|ihnen|dir) zu tun|nicht eure schuld|wollte (es|das) nur (mal )?loswerden',
  '(niks|niets) met (jullie|u|jou) te maken|(gewoon )?even kwijt|niet jullie schuld',
  "rien à voir avec vous|pas (de )?votre faute|c['’]est pas vous",
  'nada que ver con (ustedes|vosotros|usted)|no es culpa (suya|vuestra|de ustedes)',
  'nada a ver com (vocês|você|vcs)|não é culpa (de vocês|vossa|sua)',
]);
export const disclaims = (text: string): boolean => DISCLAIM.test(text);
/**
 * Trouble played down by the one who tells it ("small bit of feedback: the font is a bit tiny, not a big deal", "pas
 * grave", "halb so wild"): feedback, not a complaint to apologise for and hand over (acts.ts).
 */
const PLAYED_DOWN = wordsRe([
  "(it['’]?s |that['’]?s )?(not a|no) big deal|no biggie|nothing serious|(small|little|tiny|minor) (bit of |piece of )?feedback|just (some |a bit of )?feedback|minor (thing|point|issue)",
  'keine große sache|kein (drama|problem)|nicht (so )?schlimm|halb so wild|nur ein kleines feedback',
  'geen (ramp|big deal|drama)|niet (zo )?erg|klein puntje|kleine feedback',
  "(c['’]est |ce n['’]est )?pas (bien )?grave|rien de grave|petit retour|petite remarque",
  'no es (nada )?grave|nada grave|no pasa nada|pequeño comentario',
  'não é (nada )?grave|nada grave|não faz mal|pequeno comentário',
]);
export const playsDown = (text: string): boolean => PLAYED_DOWN.test(text);
/** The company's own thing named ("your app", "jullie systeem", "votre site"): trouble with it is the visitor's complaint. */
const YOURS = wordsRe([
  'your|ur',
  'euer|eure[mnrs]?|dein[emnrs]?',
  'jullie|jouw|uw',
  'votre|vos',
  'vuestr[oa]s?',
  'vosso|vossa|vossos|vossas',
]);
export const namesYours = (text: string): boolean => YOURS.test(text);

/** The visitor's own mishap ("I've lost my key card", "ik ben mijn pas kwijt", "j'ai oublié mon mot de passe"). */
const OWN_MISHAP = wordsRe([
  "(i|we)(['’]ve| have)? (lost|forgotten|forgot|broken|broke|misplaced|locked myself out of) (my|our)",
  '(ich|wir) (habe|haben) (mein\\p{L}*|unser\\p{L}*)( \\p{L}+){0,2} (verloren|vergessen|kaputt gemacht|verlegt)',
  '(ik|we) (ben|zijn) (mijn|onze)( \\p{L}+){0,2} kwijt|(ik|we) (heb|hebben) (mijn|onze)( \\p{L}+){0,2} (verloren|vergeten)',
  "j['’]ai (perdu|oublié|cassé|égaré) (mon|ma|mes)",
  '(perdí|olvidé|rompí|he perdido|he olvidado) (mi|mis)',
  '(perdi|esqueci|parti|estraguei) (o meu|a minha|os meus|as minhas|meu|minha)',
]);
/** The visitor's own mishap, with a question for what to do: a request for help, not a complaint (acts.ts). */
export const ownMishap = (text: string): boolean => OWN_MISHAP.test(text);
