import { wordsRe } from './act-words.js';

/**
 * Buying stated as a request to act ("can we get 5 seats going next week?", "We willen met het hele team
 * overstappen naar het Scale-abonnement", "on voudrait passer au plan Pro"): the visitor asks to buy, sign up,
 * switch or upgrade, for themselves or their team, and names what is bought (a plan, seats, a subscription).
 * Not a question for the knowledge: when the knowledge does not say how, it is a sales hand-over (the team sets
 * it up) with the qualifying question the team needs, never "I do not have that information". Six languages.
 */

/** Acting to buy: getting going, signing up, switching, upgrading, ordering. */
export const BUY_VERB = wordsRe([
  'get (\\p{L}+ )?(going|started|set up|signed up|on)',
  'get \\d+',
  'sign (up|on)',
  'subscribe',
  'upgrad(e|es|ing)',
  'switch( over)?',
  // Moving someone or something across: "move the whole team to the Pro plan", "switch our seats over to Scale".
  'mov(e|ing)( \\p{L}+){0,3} (over )?(to|onto)',
  'buy',
  'purchase',
  'order',
  'go (ahead )?with',
  'roll (it )?out',
  'start (with|on)',
  'onboard',
  'kaufen',
  'bestellen',
  'abschließen',
  'buchen',
  'wechseln',
  'umsteigen',
  'upgraden',
  'anmelden',
  'einsteigen',
  'starten',
  'overstappen',
  'overgaan',
  'aanschaffen',
  'kopen',
  'afsluiten',
  'bestellen',
  'aanmelden',
  'beginnen',
  'starten',
  'passer (à|au|aux|sur)',
  'souscrire',
  "s['’]abonner",
  'acheter',
  'commander',
  'prendre',
  'migrer',
  'démarrer',
  'contratar',
  'suscribir(nos|me)?',
  'comprar',
  'cambiar(nos|me)? a',
  'pasar(nos|me)? (a|al|del)',
  'dar(nos|me)? de alta',
  'empezar con',
  'assinar',
  'mudar(mos)? para',
  'migrar',
  'passar para',
  'aderir',
  'começar com',
]);
/** The visitor (or their team) as the one acting. */
export const SELF = wordsRe([
  'we',
  'us',
  'our',
  'i',
  "i['’]d",
  "we['’]d",
  'wir',
  'uns',
  'ich',
  'unser\\p{L}*',
  'wij',
  'we',
  'ons',
  'onze',
  'ik',
  'nous',
  'on',
  'je',
  "j['’]",
  'notre',
  'nosotros',
  'queremos',
  'quiero',
  'podemos',
  'nos',
  'nós',
  'queremos',
  'quero',
  'podemos',
  'eu',
]);
/** Asking what something costs is a price question, answered or handed over as one. */
export const PRICE_QUESTION = wordsRe([
  'how much',
  'what does',
  'cost',
  'costs',
  'wie ?viel',
  'kostet',
  'hoeveel',
  'kost',
  'combien',
  'coûte',
  'cuánto',
  'cuesta',
  'quanto',
  'custa',
]);

/**
 * What makes it an act rather than a question about one ("can I upgrade later?"): an intent or a request form, a
 * number of seats or people, the whole team, or a near date.
 */
const COMMITTED = wordsRe([
  "we['’]?d like",
  "i['’]?d like",
  'we want',
  'we need',
  "we['’]?ll",
  'we will',
  'ready to',
  "let['’]?s",
  'looking to',
  'planning to',
  'can we',
  'could we',
  '\\d+ (seats?|users?|licen[cs]es?|people|persons|staff|employees|members|plätze|nutzer|lizenzen|personen|mitarbeiter|gebruikers|licenties|mensen|places|utilisateurs|licences|personnes|usuarios|licencias|personas|usuários|licenças|pessoas)',
  '(the |our )?whole team',
  'all of us',
  'next (week|month)',
  'this (week|month)',
  'today',
  'asap',
  'wir (möchten|wollen|würden)',
  'ganze(n)? team',
  'we (willen|gaan|zouden)',
  '(het )?hele team',
  'volgende (week|maand)',
  'nous (voudrions|souhaitons|voulons|aimerions)',
  'on (voudrait|veut|souhaite|aimerait)',
  "j['’]aimerais",
  'je (voudrais|souhaite|veux)',
  "toute l['’]équipe",
  'la semaine prochaine',
  'queremos',
  'quisiéramos',
  'nos gustaría',
  'todo el equipo',
  'la próxima semana',
  'gostaríamos',
  'queríamos',
  'toda a equipe',
  'toda a equipa',
  'semana que vem',
]);
/** Asking whether or when something can be done later, or on a condition, is a question about it. */
const HYPOTHETICAL = wordsRe([
  'later',
  'if',
  'whether',
  'possible',
  'später',
  'ob',
  'later',
  'als',
  'plus tard',
  'si',
  'más tarde',
  'mais tarde',
  'se',
]);

export function buysNow(part: string): boolean {
  return (
    PLAN.test(part) &&
    BUY_VERB.test(part) &&
    SELF.test(part) &&
    COMMITTED.test(part) &&
    !HYPOTHETICAL.test(part) &&
    !PRICE_QUESTION.test(part)
  );
}

/**
 * What is bought, named: a plan, seats, licences, a subscription ("we want to buy: do you integrate with Xero?"
 * names nothing bought, and asks about the product).
 */
export const PLAN = wordsRe([
  'plans?',
  'planes',
  'planos?',
  'tiers?',
  'packages?',
  'seats?',
  'licen[cs]es?',
  'subscriptions?',
  'users',
  'paket',
  'pakket',
  'tarif\\p{L}*',
  'abo(nnement\\p{L}*)?',
  'lizenzen',
  'plätze',
  'nutzer',
  'licenties',
  'gebruikers',
  'forfait',
  'formule',
  'offre',
  'utilisateurs',
  'suscripción',
  'licencias',
  'usuarios',
  'assinatura',
  'licenças',
  'usuários',
]);

/** A word pointing back at what was said before ("how do we go about that?", "Hoe pakken we dat aan?"). */
const BACK = wordsRe([
  'that',
  'it',
  'this',
  'dat',
  'het',
  'dit',
  'das',
  'es',
  'ça',
  'cela',
  'le',
  'eso',
  'esto',
  'lo',
  'isso',
  'isto',
  'o',
]);

/**
 * The question parts the buying act covers: the act asked as a question, or a short question right after it
 * that points back at it ("…the Scale plan. How do we go about that?"); a question about something else in
 * the same message ("do you integrate with Xero? we're looking to buy") stays a question for the knowledge.
 */
export function buyingQuestions(parts: ReadonlyArray<{ text: string; act: string }>, read: (s: string) => string) {
  const covered = new Set<number>();
  parts.forEach((p, i) => {
    if (p.act !== 'question') return;
    const text = read(p.text);
    const prev = parts[i - 1];
    if (buysNow(text)) covered.add(i);
    else if (prev && buysNow(read(prev.text)) && BACK.test(text) && text.split(/\s+/).length <= 8) covered.add(i);
  });
  return covered;
}

/**
 * Advice on which plan to take ("which plan would suit a small team?", "welcher Tarif passt zu uns?", "quel forfait
 * nous conviendrait ?"): the answer depends on the visitor, so where the knowledge does not say, the agent asks its
 * qualifying question rather than filing it for the team (deterministic.ts).
 */
const PLAN_ADVICE = wordsRe([
  "(which|what) (plan|tier|package|option|subscription|one)( [\\p{L}'’]+){0,3} (would|should|suits?|fits?|makes? sense|is (the )?best|is right|do you recommend|would you recommend|works? best|is for us)",
  '(what|which) would you recommend|what do you recommend',
  '(welche[rns]?|welches) (tarif|plan|paket|abo|option)( \\p{L}+){0,3} (passt|passen|empfehlen|empfiehlst|eignet|sinnvoll|lohnt|am besten)',
  '(welk|welke) (abonnement|plan|pakket|optie)( \\p{L}+){0,3} (past|raden|aanraden|geschikt|zinvol|het best|het beste)',
  "(quel|quelle) (forfait|formule|offre|plan|abonnement|option)( [\\p{L}'’]+){0,3} (convien\\p{L}*|recommand\\p{L}*|adapté\\p{L}*|conseill\\p{L}*|le mieux)",
  '(qué|cuál|cual) (plan|tarifa|paquete|opción)( \\p{L}+){0,3} (conviene|convendría|recomienda\\p{L}*|encaja|sirve|mejor)',
  '(qual|que) (plano|pacote|opção)( \\p{L}+){0,3} (recomenda\\p{L}*|serve|adequad\\p{L}*|melhor|faz sentido|convém)',
]);
export const asksPlanAdvice = (part: string): boolean => PLAN_ADVICE.test(part);

const MONTHS = [
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|spring|summer|autumn|fall|winter|q[1-4]',
  'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|frühjahr|frühling|sommer|herbst|winter',
  'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december|voorjaar|zomer|najaar',
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|printemps|été|automne|hiver',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|primavera|verano|otoño|invierno',
  'janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|primavera|verão|outono|inverno',
].join('|');
/** The visitor's own need of what the company offers: "we'll need 3 vans", "want a private office", "wir brauchen …". */
const NEED = wordsRe([
  "(we|i)(['’]ll| will| would|['’]d)? (need|want|like|be looking for)|(want|need|looking for) (to (move|switch|get|start|rent|hire|book|sign|use)|an?|some|\\d+)",
  // Weighing a move to the offer: "thinking about moving our shop over", "looking to replace our payroll bureau".
  '(thinking|think) (about|of) (moving|switching|getting|using|replacing|migrating|bringing)|(planning|looking|hoping) to (move|switch|replace|get|use|migrate|bring)|considering (moving|switching|replacing|getting|using)',
  '(wir|ich) (brauchen|brauche|benötigen|möchten|möchte|wollen|will)',
  '(we|wij|ik) (hebben|heb)( \\p{L}+){1,5} nodig|(we|wij|ik) (willen|wil|zoeken|zoek)',
  '(nous|je|on) (avons besoin|aurons besoin|voulons|voudrions|voudrais|souhaitons|souhaite|cherchons)',
  'necesitamos|necesitaremos|queremos|quisiéramos|necesito|quiero|buscamos',
  'precisamos|precisaremos|queremos|gostaríamos|preciso|quero|procuramos',
]);
/** When it starts: "from April", "in June", "ab März", "vanaf mei", "à partir de juin", "a partir de abril", "next month". */
const STARTS_WHEN = wordsRe([
  `(from|in|by|starting|start of|beginning of|end of|early|late|mid) (${MONTHS})|(next|this|coming) (week|month|quarter|year|${MONTHS})`,
  `(ab|im|zum|bis|anfang|ende|mitte) (${MONTHS})|(nächste[nmrs]?|diese[nmrs]?|kommende[nmrs]?) (woche|monat|quartal|jahr|${MONTHS})`,
  `(vanaf|in|per|begin|eind|half) (${MONTHS})|(volgende|deze|komende) (week|maand|${MONTHS})|(volgend|dit|komend) (kwartaal|jaar|voorjaar|najaar)`,
  `(à partir de|dès|en|début|fin|mi-) ?(${MONTHS})|(la semaine|le mois|le trimestre|l['’]année|le printemps|l['’]été|l['’]automne|l['’]hiver|au printemps) prochain(e)?|(ce|cet|cette) (mois|trimestre|année|printemps|été|automne|hiver)`,
  `(a partir de|desde|en|para|principios de|finales de) (${MONTHS})|(el mes|la semana|el año|el trimestre|la primavera|el verano|el otoño|el invierno) (que viene|próxim[oa])|(la |el )?próxim[oa] (primavera|verano|otoño|invierno)|(esta|este) (primavera|verano|otoño|invierno|mes|trimestre)`,
  `(a partir de|desde|em|no|para|início de|fim de) (${MONTHS})|(próximo mês|próxima semana|próximo ano|próximo trimestre)|próxim[oa] (primavera|verão|outono|inverno)|(nesta|neste|esta|este) (primavera|verão|outono|inverno|mês|trimestre)`,
]);
/**
 * A need of the company's offer told with when it starts ("We're a 5-person studio … and want to move into one of
 * your private offices from June", "we'll need 3 vans most weekends from April"): buying interest that a qualifying
 * question follows up, not a request for a person (the person reader alone would hand it over; learned/readers.ts).
 */
export const needsFromWhen = (part: string): boolean => NEED.test(part) && STARTS_WHEN.test(part);

/** A size told in people or places ("for 9 of us", "a team of 12", "für 8 Personen", "pour 5 salariés"). */
const SIZED = wordsRe([
  "(for|we are|we['’]re|team of|about|around) (about |around |roughly )?\\d+ (of us|people|persons|staff|employees|users|seats|desks|members|students|pupils|drivers|vehicles|shops|stores|locations)",
  '(für|wir sind|team von|etwa|rund) (etwa |rund |ca\\. )?\\d+ (personen|leute|mitarbeiter\\p{L}*|nutzer|plätze|schreibtische|schüler\\p{L}*|filialen|standorte)',
  "(voor|we zijn|team van|ongeveer) (ongeveer |zo['’]n )?\\d+ (personen|mensen|medewerkers|gebruikers|plekken|werkplekken|leerlingen|winkels|vestigingen)",
  '(pour|nous sommes|on est|équipe de|environ) (environ |une )?\\d+ (personnes|salariés|employés|utilisateurs|postes|places|élèves|magasins|boutiques)',
  '(para|somos|equipo de|unos|unas) (unos |unas |cerca de )?\\d+ (personas|empleados|usuarios|puestos|plazas|alumnos|tiendas)',
  '(para|somos|equipe de|equipa de|cerca de) (cerca de )?\\d+ (pessoas|funcionários|colaboradores|usuários|utilizadores|lugares|alunos|lojas)',
]);
/**
 * A size with when it starts ("a private office for 9 of us from February", "für 8 Personen ab März"): buying
 * interest, also when a person is asked for in the same line (the qualifying question goes with the hand-over).
 */
export const sizedFromWhen = (part: string): boolean => SIZED.test(part) && STARTS_WHEN.test(part);
