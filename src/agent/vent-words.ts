/**
 * Complaints said the way people vent in chat, in the six languages: exasperation idioms ("I'm so done with this",
 * "ik ben het zat", "j'en ai marre", "que palhaçada"), contempt for the product or the help ("what a mess", "c'est
 * n'importe quoi", "waardeloos"), sarcasm about the help ("thanks for nothing", "another bot that can't help me"),
 * angry emoji, and trouble told in slang or plain words ("ur app ate my invoices", "the export broke again", "my
 * reports are all wrong", "der Export geht schon wieder nicht", "mes factures ont disparu"). complaint-words.ts
 * holds the formal vocabulary; these are what the casual complaints of the dev set showed was missing, kept to
 * general language any site's visitors use. Split from complaint-words.ts by topic (and to keep files short).
 */
import { wordsRe } from './act-words.js';

/** Exasperation and contempt: a complaint whatever the form of the sentence. */
export const VENT = wordsRe([
  // English.
  "(i'?m|i am|im|we'?re|we are) (so |really |totally |completely |just )?(done|finished) with",
  "(i'?ve|we'?ve|i have|we have) had (it|enough)",
  '(i|we) give up',
  "(i'?m|i am|im) giving up",
  'not impressed',
  'thanks for nothing',
  "(can['’]?t|cannot|can not|couldn['’]?t|doesn['’]?t|does not|didn['’]?t|did not|won['’]?t|never) help(ed)? (me|us)",
  "(didn['’]?t|did not|doesn['’]?t|does not|wasn['’]?t|was not|isn['’]?t|is not) help(ful|ing)? at all",
  '(were|was|been|are|is) (no|zero|not much) help',
  '(no|zero) help at all',
  'waste of (my |our )?(time|money)',
  '(what a|such a) (joke|mess|shambles|nightmare|disaster|farce)',
  '(total|complete|absolute) (joke|mess|shambles|farce)',
  "(this|it|that)( is|[’']s)( \\p{L}+)? (a joke|a mess|a disaster|a nightmare|a farce|garbage|trash|crap|a rip-?off)",
  'rip-?off',
  'ignor(es|ing|ed) (me|us|my)',
  // German.
  '(so )?ein mist',
  'lächerlich',
  'zum kotzen',
  '(das|es) nervt',
  'nervt (total|echt|so|mich|nur)',
  'saftladen',
  '(ich habe|ich hab|hab) (die nase|es) (gestrichen )?voll',
  "(jetzt|mir) reicht(['’]?s| es)",
  'es reicht( mir)?',
  // Only at the end: "ich gebe auf der Seite …" is no giving up.
  "(ich )?geb(e)? (es |[’']s )?auf\\s*[.!]*$",
  '(so ein|was für ein) (chaos|witz|desaster|quatsch)',
  'eine (katastrophe|zumutung|farce|schande)',
  '(ist|das ist)( ja| doch)?( wohl)? ein (witz|scherz)',
  // Dutch.
  '(ik ben|we zijn|ben) het (zat|beu|spuugzat)',
  '(ik geef|we geven) het op',
  '(wat een|één grote) (puinhoop|zooi|bende|ramp|grap|schande|drama)',
  'waardeloos',
  'bagger',
  'om te huilen',
  'te gek voor woorden',
  'slaat( echt| helemaal)? nergens op',
  '(ik ben|we zijn) er (klaar|helemaal klaar) mee',
  // French.
  "n['’]importe quoi",
  "j['’]en ai (marre|assez|ras le bol)",
  'ras le bol',
  "(c['’]est|franchement|vraiment|trop) (nul|nulle|minable|lamentable|honteux|une honte|une blague|une arnaque|du vol|pas sérieux|la galère)",
  'quelle (honte|galère|blague|arnaque)',
  "j['’]abandonne",
  'vous vous moquez (de moi|de nous|du monde)',
  '(ça|cela) ne va pas du tout',
  // Spanish.
  '(es|qué|que|una) vergüenza',
  // Not "un chiste": "cuéntame un chiste" asks for a joke.
  '(qué|que|menudo|vaya) (desastre|caos|timo|asco|chiste|cachondeo)',
  'un (desastre|timo|asco)',
  'estoy (hart[oa]|cansad[oa]|podrid[oa]) de',
  'me rindo',
  'no sirve(n)? para nada',
  '(una|es) (porquería|basura|estafa)',
  'tomadura de pelo',
  'hasta (las narices|el gorro|la coronilla)',
  'esto no (puede ser|hay quien lo aguante)',
  // Portuguese.
  // Not "que zona": "que zona horária" asks for a time zone.
  '(que|uma) (palhaçada|vergonha|bagunça|piada|porcaria|droga|merda)',
  '(to|tô|estou) (de saco cheio|cansad[oa] disso|farto|farta)',
  'desisto',
  'não (serve|presta) para nada',
  'não presta',
  '(é|isso é) (um lixo|uma porcaria|uma vergonha|um absurdo|uma piada|um roubo)',
]);

/** Angry or eye-rolling emoji: a feeling of complaint in a part that reports or asks. */
export const ANGRY_EMOJI = /[\u{1F611}\u{1F621}\u{1F620}\u{1F92C}\u{1F624}\u{1F644}\u{1F612}\u{1F47F}\u{1F4A2}]/u;

/**
 * Trouble told plainly or in slang, reported (acts.ts reads these like TROUBLE: not when asked about): something
 * eaten, broken or gone ("ur app ate my invoices", "the export broke again", "invoices are gone"), wrong ("my
 * reports are all wrong", "is still wrong"), not working ("half the features dont work", "ça bug tout le temps",
 * "der Export geht schon wieder nicht").
 */
export const SLANG_TROUBLE = wordsRe([
  // What the product did to the visitor's things (not "my dog ate my socks", a question for a vet).
  '(app|system|site|website|software|tool|platform|update|program|it|you|this|thing)( has| just| have)? (ate|eaten|swallowed|nuked|wiped|deleted|trashed|killed|lost) (my|our|all)',
  '(broke|crashed|froze|failed|messed up|screwed up)( again| down)?( again)?$',
  '(broke|crashed|froze|failed|messed up|screwed up) (again|down|completely|totally)',
  '(all|still|completely|totally|always|again) (wrong|broken|messed up)',
  "(don['’]?t|doesn['’]?t|do not|does not|dont|doesnt|won['’]?t|wont|isn['’]?t|isnt|aren['’]?t|arent) (even )?(work|working|load|loading|sync|syncing|open|opening|save|saving)",
  '(is|are|went|gone) (gone|missing)',
  '(schon )?wieder (nicht|kaputt|falsch|abgestürzt)',
  '(sind|ist) (weg|verschwunden)',
  '(zijn|is) (weg|verdwenen)',
  '(doet|werkt) het (weer )?niet',
  '(ont|a|sont|est) (disparu|disparue|disparus|disparues)',
  '(ça|ca) (bug|bugue|plante|rame)',
  '(bug|bugue|plante)( \\p{L}+)? tout le temps',
  'se (borraron|borró|perdieron|perdió)',
  '(han|ha) desaparecido',
  '(sumiram|sumiu|desapareceram|desapareceu)',
]);
