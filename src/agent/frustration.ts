import { wordsRe } from './act-words.js';

/**
 * Frustration as visitors type it, beside the careful words of a complaint in act-words.ts (FEELING,
 * TROUBLE): slang and exasperation ("this is a joke", "i give up", "ik ben het zat", "c'est n'importe
 * quoi", "que palhaçada"), sarcasm ("thanks for nothing"), an angry emoji, and a wait that is counted
 * ("been waiting 3 days", "al 3 dagen geen reactie"). Each is a complaint whatever the form of the sentence:
 * "seriously??" and "echt jetzt??" are not questions for the knowledge. Six languages, none keyed to a site.
 */
const EXASPERATION = wordsRe([
  // English
  "(this|that|it)( is|[’']s)( such| a total| an absolute)? (a )?(joke|mess|nightmare|disaster|farce)",
  'what a (joke|mess|nightmare|disaster|farce)',
  '(thanks?|thank you|cheers|merci|danke|bedankt|gracias|obrigad[oa]) (for|pour|für|voor|por) (nothing|rien|nichts|niets|nada)',
  'not impressed',
  '(ate|eaten|wiped|nuked|ruined|trashed|screwed( up)?|messed up) (all (of )?)?(my|our)',
  '(so|totally|completely) done with',
  "(i|i[’']m|we|we[’']re) (just )?(give|giving) up",
  'waste of (time|money)',
  'unbelievable',
  'hopeless',
  'crap',
  'sucks',
  'wtf',
  'ffs',
  'had enough',
  '(ignor\\w+|ghost\\w*) (me|us)',
  "(can[’']?t|cannot|can not|couldn[’']?t|didn[’']?t|did not|doesn[’']?t|does not|won[’']?t) (even )?help( me| us)?( at all)?",
  // German
  'mist',
  'lächerlich',
  'schon wieder',
  'echt jetzt',
  '(das )?nervt',
  'es reicht',
  'zum kotzen',
  'schrott',
  'sauerei',
  'eine zumutung',
  // Dutch
  '(ik ben het|ben het) (zat|beu|spuugzat)',
  'puinhoop',
  'waardeloos',
  '(dit|dat|het) kan (echt )?niet',
  'kan echt niet',
  'bagger',
  'schande',
  'wat een (grap|zooi|ellende)',
  // French
  "n[’']importe quoi",
  "(j[’'])?en ai marre",
  'marre',
  'honteux',
  'honte',
  'lamentable',
  'nul(le|s)?',
  '(ça|ca) bug\\w*',
  'une blague',
  "(c[’']est|ce n[’']est) pas normal",
  // Spanish
  'vergüenza',
  'desastre',
  'no sirve',
  'porquería',
  'una burla',
  'una estafa',
  'el colmo',
  'qué mal',
  // Portuguese
  'palhaçada',
  'saco cheio',
  'vergonha',
  'não presta',
  'lixo',
  'porcaria',
  'uma piada',
]);

/** An angry, eye-rolling or thumbs-down emoji. */
const ANGRY_EMOJI = /[😡🤬😤😠🙄👎💢😒]/u;

/** A wait that is counted: a number or a word of quantity before hours, days or weeks. */
const COUNTED_WAIT = wordsRe([
  '(\\d+|a|one|two|three|several|many|few|zwei|drei|mehreren|twee|drie|deux|trois|dos|tres|dois|três) (hours?|days?|weeks?|stunden|tagen?|wochen|uur|dagen|weken|heures|jours|semaines|horas|días|dias|semanas)',
]);
/** Waiting, or no reply: what a counted wait makes a complaint. */
const WAITING = wordsRe([
  "(been|still|i[’']m|am|we[’']re|are|keep) waiting",
  'waited',
  'no (answer|reply|response)',
  'warte(n)? (schon|seit|jetzt)',
  'keine (antwort|reaktion|rückmeldung)',
  'wacht(en)? (al|nu al)',
  'geen (antwoord|reactie)',
  "(j[’']attends|attendons|attends depuis)",
  '(pas|aucune|sans) (de )?réponse',
  'esperando',
  'sin respuesta',
  'ninguna respuesta',
  'aguardando',
  'sem resposta',
  'nenhuma resposta',
]);

/** True when the part shows frustration of itself, whatever its form. */
export function isFrustrated(part: string): boolean {
  return EXASPERATION.test(part) || ANGRY_EMOJI.test(part) || (COUNTED_WAIT.test(part) && WAITING.test(part));
}
