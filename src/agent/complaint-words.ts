/**
 * The words of complaints, in the six languages the agent speaks: feelings (whatever the
 * form of the sentence) and trouble the visitor reports. Split from act-words.ts by topic.
 */
import { wordsRe } from './act-words.js';

/** The first words of complaint (with "!!"), kept as they were read before the word classes below. */
export const FEELING_CORE =
  /!!|\b(unacceptable|ridiculous|terrible|awful|horrible|furious|angry|frustrat\w*|disappoint\w*|worst|useless|rubbish|scam|fed up|sick of|complain\w*|unverschämt|ärgerlich|enttäuscht|beschwerde|onacceptabel|belachelijk|teleurgesteld|klacht|inacceptable|ridicule|déçu|plainte|inaceptable|ridículo|decepcionado|queja|inaceitável|reclamação)\b/i;
export const TROUBLE_CORE =
  /\b(lost (all |my |our )|deleted|disappeared|not working|doesn'?t work|stopped working|broken|nobody (answers|replies|responds)|no one (answers|replies|responds)|still waiting|refund|funktioniert nicht|kaputt|gelöscht|verloren|werkt niet|kwijt|verwijderd|ne (marche|fonctionne) pas|perdu|supprimé|no funciona|perdido|borrado|não funciona|perdi|apagado)\b/i;
/** Feelings of a complaint, whatever the form of the sentence. */
export const FEELING = wordsRe([
  'unacceptable',
  'ridiculous',
  'terrible',
  'awful',
  'horrible',
  'furious',
  'fuming',
  'livid',
  'outraged',
  'seething',
  'appalled',
  'disgusted',
  'pissed( off)?',
  'angry',
  'annoy\\w*',
  'upset',
  'unhappy',
  'dissatisfied',
  'not happy',
  'pathetic',
  'shameful',
  'disgrace\\w*',
  'frustrat\\w*',
  'disappoint\\w*',
  'worst',
  'useless',
  'rubbish',
  'scam',
  'fed up',
  'sick of',
  'complain\\w*',
  'unverschämt',
  'frechheit',
  'ärgerlich',
  'verärgert',
  // Annoyance said with a verb: "das ärgert mich", "ik erger me", "ça m'énerve", "me fastidia", "isso irrita-me".
  'ärger(t|e|n) (mich|uns)',
  'regt mich auf',
  'erger (me|mij|ons)',
  'irriteert (me|mij|ons)',
  "m['’](énerve|agace|exaspère)",
  'me (molesta|fastidia|enfada|cabrea|irrita)',
  '(me )?(irrita|chateia)(-me)?',
  'sauer',
  'stinksauer',
  'wütend',
  'empört',
  'genervt',
  'unzufrieden',
  'enttäuscht',
  'beschwerde',
  'katastrophe',
  'onacceptabel',
  'belachelijk',
  'teleurgesteld',
  'ontevreden',
  'boos',
  'woedend',
  'razend',
  'schandalig',
  'klacht',
  'echt slecht',
  'inacceptable',
  'inadmissible',
  'scandaleux',
  'ridicule',
  'déçu(e)?',
  'mécontent(e)?',
  'énervé(e)?',
  'furieux',
  'furieuse',
  'furax',
  'outré(e)?',
  'en colère',
  'plainte',
  'inaceptable',
  'ridículo',
  'decepcionad[oa]',
  'molest[oa]',
  'enfadad[oa]',
  'enojad[oa]',
  'furios[oa]',
  'indignad[oa]',
  'cabread[oa]',
  'hart[oa]',
  'indignante',
  'pésimo',
  'hopeless',
  'shocking',
  'appalling',
  'dreadful',
  'atrocious',
  'abysmal',
  'incompetent',
  'queja',
  'inaceitável',
  'reclamação',
  'chatead[oa]',
  'irritad[oa]',
  'revoltad[oa]',
  'furios[oa]',
  'insatisfeit[oa]',
  'absurdo',
  'péssimo',
  // Embarrassment before the visitor's own customers: "C'est gênant", "Das ist peinlich".
  'embarrassing',
  'peinlich',
  'gênant',
  'genant',
  'vergonzoso',
  'bochornoso',
  'embaraçoso',
  'constrangedor',
  'vergonhoso',
]);

/** Something gone wrong, a complaint when the visitor reports it (not when they ask about it). */
export const TROUBLE = wordsRe([
  'lost (all |my |our )',
  'deleted',
  'disappeared',
  'vanished',
  'crash\\w*',
  'charged (me )?(twice|two times|double)',
  'double[- ]charged',
  'overcharged',
  'money back',
  // "n't" is read with its verb ("don't work"): a whole-word match never starts inside "don't".
  "(not|\\p{L}+n[’']t|never) (\\p{L}+ )?(working|work|syncing|sync|loading|load|arrived|showing|opening|open|answer\\w*|repl\\w*|respond\\w*)",
  'stopped working',
  // Someone or something that did not come: "my teacher didn't show up", "the driver never turned up".
  "(not|never|\\p{L}*n[’']?t) (show|showed|turn|turned) up",
  'no[- ]show',
  'nicht (gekommen|erschienen|aufgetaucht)',
  'niet (komen opdagen|gekomen|verschenen)',
  '(pas|jamais) (venu|venue|présenté)',
  'no (vino|apareció|se presentó)',
  'não (veio|apareceu)',
  // A charge the visitor disputes, or a demand to have it put right now: "you charged me £150 for…", "i want
  // this sorted today".
  'you (charged|billed) (me|us)',
  '(want|need) (this|it|that) (sorted|fixed|resolved|refunded)( out)?',
  'not (ok|okay|acceptable)',
  '(nicht|niet|pas|no|não) (ok|oké|okay|akzeptabel|acceptabel|acceptable|aceptable|aceitável)',
  // Trouble reported in any form: "failed again", "has been wrong for a week", "didn't get paid".
  '(failed|fails|failing|crashed|wrong|down|broken) (again|for (a|one|two|three|\\d+|several|many) \\p{L}+|since \\p{L}+)',
  '(keeps?|kept) (failing|crashing|breaking)',
  '(has|have|had) been (wrong|failing|broken|down)',
  "(didn[’']t|did not|haven[’']t|have not|hasn[’']t|has not|never) (get|got|gotten|been|received?) (paid|\\p{L}+ (money|salary|wages|refund|invoice|order|delivery))",
  "(nobody|no one|no-one)(['’]s| is| has been)( \\p{L}+){0,1} (fixing|helping|answering|responding|looking)",
  'nog steeds (fout|kapot|niet)',
  'immer noch (falsch|kaputt|nicht)',
  'toujours (pas|en panne)',
  'broken',
  '(nobody|no one|no-one)( \\p{L}+){0,2} (answers|answered|replies|replied|responds|responded|helps|helped)',
  'no (answer|reply|response)',
  'still (waiting|not|broken)',
  '(second|third|fourth|fifth|\\d+(nd|rd|th)) time',
  'refund',
  'funktioniert nicht',
  'klappt nicht',
  'geht nicht',
  'kaputt',
  'gelöscht',
  'verloren',
  'doppelt (abgebucht|berechnet)',
  'keine antwort',
  'werkt niet',
  'kwijt',
  'verwijderd',
  'verdwenen',
  'dubbel (afgeschreven|betaald|gefactureerd)',
  'geen (antwoord|reactie)',
  'ne (marche|fonctionne) (pas|plus)',
  'perdu',
  'supprimé',
  'facturé deux fois',
  'aucune réponse',
  'no funciona',
  'perdido',
  'borrado',
  'cobrado dos veces',
  'nadie (responde|contesta)',
  'não funciona',
  'perdi',
  'apagado',
  'cobrad[oa] duas vezes',
  'ninguém responde',
]);

/**
 * Numbers written in words, six to ninety, in the six languages ("forty minutes", "zwanzig Minuten", "veertig
 * minuten", "quarante minutes", "cuarenta minutos", "quarenta minutos"): a span is typed in words as often as in digits.
 */
const NUMBER_WORDS =
  'six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|sechs|sieben|acht|neun|zehn|zwölf|fünfzehn|zwanzig|dreißig|vierzig|fünfzig|sechzig|neunzig|zes|zeven|negen|tien|twaalf|vijftien|twintig|dertig|veertig|vijftig|zestig|negentig|sept|huit|neuf|dix|douze|quinze|vingt|trente|quarante|cinquante|soixante|seis|siete|ocho|nueve|diez|doce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|noventa|sete|oito|nove|dez|doze|vinte|trinta|quarenta|cinquenta|sessenta';
/**
 * A long wait named without a number ("for ages", "for weeks", "seit Wochen", "al weken", "des semaines",
 * "semanas"); bare "days" and "hours" are left out, they are said of opening hours and delivery times too.
 */
const LONG =
  'ages|forever|a long time|so long|weeks|months|ewig(keiten)?|wochen|monaten|eeuwen|weken|maanden|des (semaines|mois)|longtemps|semanas|meses';
/** A span of waiting: "an hour", "three weeks", "all morning", "20 minutes", "forty-five minutes", "uma hora". */
export const SPAN = `(${LONG}|(a|an|one|two|three|four|five|${NUMBER_WORDS}|several|many|few|\\d+|all|the whole|half an?|een|twee|drie|vier|vijf|een half|ein(e|en|em|er)?|zwei|drei|vier|fünf|mehrere|une?|deux|trois|quatre|cinq|plusieurs|una?|dos|tres|cuatro|cinco|varias|varios|uma?|duas|dois|três|quatro|cinco|várias|vários)([- ]\\p{L}+)? (minutes?|mins?\\.?|hrs?|hours?|std\\.?|days?|weeks?|months?|morning|afternoon|day|week|uur|uren|kwartier|dagen|dag|weken|week|maanden|maand|ochtend|middag|minuten|stunden?|tagen?|wochen?|monat(en)?|vormittag|nachmittag|heures?|jours?|semaines?|mois|matinée|journée|horas?|minutos|días?|semanas?|mes|meses|mês|mañana|tarde|dias?|manhã))`;

/**
 * A complaint told as a situation, with no word of complaint: waiting long, nobody answering or coming, something
 * still not received, a pet or a person unwell after a procedure ("we've been ringing all morning, nobody picks
 * up", "Ik sta al een uur bij jullie balie en er komt niemand", "Ça fait trois semaines que j'attends mon
 * remboursement", "hasn't eaten since her spay"). Like TROUBLE, reported, not asked about.
 */
export const SITUATION = wordsRe([
  // Waiting or trying for a span: "been waiting two weeks", "ringing all morning", "tried calling for days".
  `(been|spent|i'?ve|we'?ve) (waiting|ringing|calling|phoning|trying|emailing|chasing|on hold)( \\p{L}+){0,3} (for |since |all |the whole )?${SPAN}`,
  `(waited|waiting|ringing|on hold) (for )?${SPAN}`,
  // Queued for a span: "sat in your support queue for 55 mins", "seit 35 Min. in eurer Warteschleife".
  `(queue|line|hold|warteschleife|wachtrij|wacht|file d['’]attente|attente|cola|espera|fila)( \\p{L}+){0,2} (for |since |seit |al |depuis |desde hace |há )?${SPAN}`,
  `(for|seit|al|depuis|desde hace|hace|há|faz) ${SPAN}( \\p{L}+){0,2} (in|on|en|na|em|dans|op)( \\p{L}+){0,2} (queue|hold|warteschleife|wachtrij|wacht|file d['’]attente|attente|cola|espera|fila)`,
  // No answer for a span: "3 days and no reply", "seit 3 Tagen keine Antwort", "deux semaines sans réponse".
  `${SPAN},? (and |now |still |but )*(no|still no|nothing|not a|without( an?)?) (answer|reply|response|word|news|call|callback)`,
  `(no|not a) (answer|reply|response|word|callback) (for|in) ${SPAN}`,
  `seit ${SPAN} (noch )?(keine|kein|nichts)`,
  `(al )?${SPAN} (geen|niets)`,
  `${SPAN} (sans|pas de|aucune) (réponse|nouvelles|retour|appel)`,
  `${SPAN} (sin|y ninguna|y nada de) (respuesta|noticias|llamada)`,
  `${SPAN} (sem|e nenhuma|e nada de) (resposta|notícias|retorno|ligação)`,
  // Nobody answering, coming or calling back.
  '(nobody|no one|no-one|noone)( \\p{L}+){0,2} (picks? up|picked up|answers|answered|came|comes|is coming|has come|showed up|turned up|got back|gets back|called back|calls back|rang back|rings back)',
  "(nobody|no one|no-one|noone)(['’]s| is| has been)( \\p{L}+){0,1} (here|there|at the desk|at the counter|around)",
  "(never|haven['’]t|have not|hasn['’]t|has not|didn['’]t|did not|still not|still haven['’]t|still hasn['’]t) (heard back|been called back|had a reply|had an answer|called (me|us) back|got back to (me|us))",
  "still (haven['’]t|have not|hasn['’]t|has not|not|no) (got|gotten|received|had|heard|seen|sign of)",
  // Unwell after a procedure: "hasn't eaten since her spay", "not drinking since the operation".
  "(hasn['’]t|has not|haven['’]t|have not|won['’]t|isn['’]t|is not|not|stopped) (eaten|eating|drunk|drinking|peed|weed|pooed|pooped|walking|walked|moving|moved|woken up|been eating|been drinking)( \\p{L}+){0,3} since",
  'since (her|his|their|the|my|our) (spay|neuter|castration|operation|op|surgery|procedure|treatment|vaccination|jab|dental)( \\p{L}+){0,4} (hasn|has not|isn|not|won|stopped|vomit|bleed|limp)',
  // Dutch.
  `(sta|staan|zit|zitten|wacht|wachten|wachtten|bel|bellen)( \\p{L}+){0,3} al ${SPAN}`,
  `al ${SPAN}( \\p{L}+){0,3} (te )?(wachten|bellen|staan)`,
  'er komt niemand',
  'niemand (neemt op|komt|reageert|belt terug|helpt)',
  'nog steeds (geen|niets|niet ontvangen)',
  '(eet|drinkt|plast) (niet meer|nog steeds niet)( \\p{L}+){0,3} sinds',
  '(heeft|is) sinds( \\p{L}+){1,3} niet (meer )?(gegeten|gedronken)',
  // German.
  `(warte|warten|wartet|stehe|stehen|sitze|sitzen|hänge|hängen|rufe|rufen)( \\p{L}+){0,3} (schon|seit) ${SPAN}`,
  `seit ${SPAN}( \\p{L}+){0,3} (warte|warten|an)`,
  'niemand (geht ran|kommt|meldet sich|hebt ab|ruft zurück|antwortet)',
  'immer noch (kein|keine|keinen|nichts)',
  '(frisst|trinkt|isst)( \\p{L}+){0,2} (seit|nicht mehr)( \\p{L}+){0,3} (seit|nicht)',
  // French.
  `(ça|cela) fait ${SPAN} (que |qu['’])(j['’]attends|nous attendons|on attend|j['’]appelle|nous appelons|on appelle|j['’]essaie)`,
  `(j['’]attends|nous attendons|on attend|j['’]appelle|j['’]essaie)( \\p{L}+){0,3} depuis`,
  "j['’]attends (toujours|encore)",
  'personne ne (répond|décroche|vient|rappelle|nous rappelle|me rappelle)',
  'toujours pas (reçu|eu|de nouvelles|de réponse)',
  '(ne mange|ne boit) plus( \\p{L}+){0,2} depuis',
  "n['’]a (pas|rien) (mangé|bu)( \\p{L}+){0,3} depuis",
  // Spanish.
  `(llevo|llevamos) ${SPAN}( \\p{L}+){0,3} (esperando|llamando)`,
  `hace ${SPAN} que (espero|esperamos|llamo|llamamos)`,
  'sigo esperando',
  'nadie (contesta|coge|atiende|viene|me llama|nos llama|me devuelve)',
  'nadie (me |nos )?(responde|respondió|responda|contesta|contestó|conteste)',
  'todavía no (he|hemos|me han|nos han) (recibido|tenido)',
  'no (ha|han) (comido|bebido)( \\p{L}+){0,3} desde',
  // Portuguese.
  `(há|faz) ${SPAN} (que )?(espero|esperamos|estou à espera|estamos à espera|estou esperando|estamos esperando|ligo|ligamos)`,
  `(estou|estamos) (à espera|esperando|ligando|a ligar)( \\p{L}+){0,2} há`,
  'continuo (à espera|esperando)',
  'ninguém (atende|vem|aparece|me liga|nos liga|retorna)',
  'ninguém (me |nos )?(responde|respondeu|responda)',
  'ainda não (recebi|recebemos|tive|tivemos)',
  'não (comeu|bebeu|come|bebe)( \\p{L}+){0,3} desde',
]);
