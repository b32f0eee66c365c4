/**
 * Courtesy the agent answers without looking anything up: acknowledgements, "anyone
 * there?", and questions about what the agent is. Split from act-words.ts by topic.
 */
/**
 * Acknowledgements and courtesy that ask for nothing ("ok", "lol", "never mind",
 * "no that's it", "just browsing", "Alles klar", "laat maar", "c'est tout").
 * A part made only of these is never looked up or filed.
 */
const ACK_WORD = [
  'ok(ay|ey)?',
  'oké',
  'k+',
  'cool',
  'great',
  'nice',
  'good',
  'fine',
  'perfect',
  'awesome',
  'excellent',
  'got it',
  'alright',
  'all right',
  'right',
  'i see',
  'sounds good',
  '(that )?makes sense',
  'good to know',
  'gotcha',
  'interesting',
  'sweet',
  'ta',
  'lovely',
  'nvm',
  'fair enough',
  'understood',
  'noted',
  'yes',
  'yeah',
  'yep',
  'yup',
  'sure( thing)?',
  'np',
  'no (problem|worries)',
  'no',
  'nope',
  'nah',
  'not really',
  'lol',
  'haha\\w*',
  'hehe\\w*',
  'wow',
  'oh',
  'ah',
  'hm+',
  'then',
  'btw',
  'never ?mind',
  'forget it',
  'no worries',
  "that'?s (it|all)( i needed)?",
  'nothing else',
  'all good',
  "i'?m good",
  "(i'?m |i am )?just (browsing|looking( around)?|curious|checking)",
  '(nice|great|cool|lovely) (website|site|page|product|app)',
  'super',
  'prima',
  'gut',
  'top',
  'alles klar',
  'verstehe',
  'verstanden',
  '(macht|ergibt) sinn',
  'gut zu wissen',
  'ja',
  'nein',
  'genau',
  'passt',
  'schon gut',
  'egal',
  'nichts weiter',
  "das war'?s",
  'goed',
  'nee',
  'helder',
  'duidelijk',
  'snap (ik|het)',
  'goed om te weten',
  'laat maar',
  'dat was het',
  "d['’]accord",
  'parfait',
  'oui',
  'non',
  'compris',
  'je vois',
  '(ça|ca) marche',
  'bon à savoir',
  'ah bon',
  'pas grave',
  'laisse tomber',
  "c['’]est tout",
  "rien d['’]autre",
  'vale',
  'perfecto',
  'genial',
  'sí',
  'si',
  'entiendo',
  'entendido',
  'tiene sentido',
  'bueno saberlo',
  'claro',
  'da igual',
  'olvídalo',
  'nada más',
  'eso es todo',
  'beleza',
  'certo',
  'perfeito',
  'ótimo',
  'sim',
  'não',
  'entendi',
  'faz sentido',
  'bom saber',
  'deixa pra lá',
  'esquece',
  'só isso',
  'nada mais',
  'tudo certo',
];
const ACK_ONE = `(?:${ACK_WORD.join('|')})`;
const ACK = new RegExp(`^(?:${ACK_ONE}(?![\\p{L}\\p{N}])[\\s,.!?:;()\\-]*)+$`, 'iu');

/** Emoji and emoticons, taken out before a part is read. */
const EMOJI = /\p{Extended_Pictographic}|[:;]-?[)(DPp]|<3/gu;

/**
 * Letters drawn out in chat ("ahh makes sense", "okkk", "cooool", "yesss") are read as the word: the part is tried as
 * typed and with runs of three or more letters cut to two ("cooool" → "cool") and a doubled last letter of the
 * kind chat draws out cut to one ("ahh" → "ah", "yesss" → "yes"; not "see" or "all"). The whole part must still be
 * acknowledgement words.
 */
export function isAcknowledgement(part: string): boolean {
  const bare = part.replace(EMOJI, ' ').replace(/’/g, "'").trim();
  if (bare === '') return part.trim() !== '';
  const drawn = bare.replace(/(\p{L})\1{2,}/gu, '$1$1').replace(/([hskoyaz])\1+(?![\p{L}])/giu, '$1');
  return ACK.test(bare) || ACK.test(drawn);
}

/** "anyone there?", "hello?", "ist da jemand?": the visitor checks someone is listening. */
export const PRESENCE =
  /^\s*(?:(?:is )?(?:any ?one|any ?body|some ?one) (?:there|here|around)|are you (?:still )?there|hello+|ist (?:da )?jemand (?:da|hier)|hallo+|is (?:daar )?iemand (?:daar|hier)|il y a quelqu['’]un|y a quelqu['’]un|hay alguien|tem alguém(?: aí)?|alguém aí|allô)\s*\?*[\s!?.]*$/iu;

const BOT_WORD =
  '(ro)?bots?|chat ?bot|robô|roboter|(a |an |real |actual )?(human|person)|humano|humain|mensch|mens|persoon|persona|pessoa|personne|(an? )?ai|a\\.i\\.|ia|ki|machine|máquina|maschine|automated|automatic|automatique|automatisch|automatisiert|automatizad[oa]|automátic[oa]|automátic[oa]|geautomatiseerd|virtual|virtuel(le)?|virtueel|real|echt|echte|vrai(e)?|de verdad|de verdade|(a |un |um )?program(me|m|a)?|software|chat ?gpt|gpt|llm|alive|(an? )?artificial intelligence|künstliche(n)? intelligenz|kunstmatige intelligentie|(une )?intelligence artificielle|(una )?inteligencia artificial|(uma )?inteligência artificial';
/** Words for a machine alone (not "real" or "person", which other questions use). */
const BOT_ONLY = '(ro)?bots?|chat ?bot|robô|ia|ai|ki|máquina|machine|programa|computer';
/** A question about what the agent is: "are you a bot?", "who am I talking to?", "Você é um robô?". */
export const BOT = new RegExp(
  [
    `(?<![\\p{L}])(are you|r u|is this|is it|am i (talking|chatting|speaking|writing) (to|with)|you are|you're|bist du|sind sie|ist das|bin ich|ben je|ben jij|bent u|is dit|is dat|es-tu|êtes-vous|c['’]est|tu es|t['’]es|vous êtes|eres|es usted|es esto|estoy hablando con|você é|vc é|isso é|isto é|esto es|eso es|és)( [\\p{L}.'’-]+){0,4}? (${BOT_WORD})(?![\\p{L}])`,
    // "Ben ik aan het chatten met een robot?", "¿Es un chatbot?", "É uma IA?": asked with the visitor's own verb
    // or with "it is" alone.
    `(?<![\\p{L}])(ben|zit) ik( hier)?( aan het| te)? (chatten|praten|typen) met( [\\p{L}.'’-]+){0,2}? (${BOT_ONLY})(?![\\p{L}])`,
    // "it is" alone asks only as a whole question: "Es un robot de cocina muy bueno" tells of a product.
    `^\\s*¿?\\s*(es|é|is het|ist es|c['’]est) (un|una|um|uma|een|ein(e)?|une?) (${BOT_ONLY})\\s*\\?`,
    // Who the visitor is talking to, asked alone; "¿con quién hablo para contratarlo?" asks whom to contact about something.
    "(?<![\\p{L}])(who am i (talking|chatting|speaking) (to|with)|who are you|what('?s| is) your name|wer bist du|wer sind sie|mit wem (spreche|rede|chatte|schreibe) ich|wie ben (jij|je)|wie bent u|met wie (spreek|praat|chat) ik|qui es-tu|qui êtes-vous|à qui (je parle|est-ce que je parle)|quién eres|con quién (hablo|estoy hablando)|quem é você|quem és tu|com quem (falo|estou falando))(?![\\p{L}])(?!\\s+(para|sobre|acerca|about|for|regarding|to|über|wegen|bezüglich|um|over|om|voor|pour|concernant|au sujet|de|do|da))",
    // Who is on the other end: "who's answering?", "quem está a responder?", "…answering or a program?".
    "(?<![\\p{L}])(who('?s| is) (answering|responding|replying|typing|writing)( (me|here|now|this|right))*|wer (antwortet|schreibt|tippt)( (mir|hier|gerade|da))*|wie (antwoordt|typt|schrijft)( (me|mij|hier|nu))*|qui (répond|écrit|me répond)( (ici|là|maintenant))*|quién (responde|contesta|escribe|está respondiendo|está contestando)( (aquí|ahora|me))*|quem (responde|escreve|está a (responder|escrever)|está respondendo)( (aqui|agora))*)([\\s,]+(is (it|this|that)|(é|es|est|ist|is) (um|uma|un|una|une|ein|eine|een|a|an)\\b.*))?\\s*[?!.]*\\s*$",
    "(?<![\\p{L}])(answering|replying|responding|typing|writing|talking|chatting|person|human|mensch|persoon|personne|persona|pessoa)( [\\p{L},'’-]+){0,4},? (or|oder|of|ou|o) (a|an|ein(e)?|een|un(e|a)?|um(a)?) (program|programme|programm|programma|programa|machine|maschine|máquina|computer|computador|ordinateur|bot|robot|roboter|robô|ai|ki|ia|script|algorithm(e|us)?|algoritmo)\\s*\\?",
  ].join('|'),
  'iu',
);

// "ok bye", "alright, tschüss": an acknowledgement before the goodbye is still a goodbye.
export const GOODBYE =
  /^((ok(ay)?|alright|right|cool|great|perfect|anyway|sweet|grand|lovely|brilliant|awesome|nice|thanks|thx|ta|gut|goed|bon|vale|beleza)[\s,.!]+)*(bye|goodbye|good bye|see you|see ya|later|tschüss|tschüs|auf wiedersehen|ciao|doei|tot ziens|dag dag|au revoir|à bientôt|adiós|adios|hasta luego|chau|tchau|adeus|até logo|(have|enjoy) (a |the )?(good|nice|great|lovely) (day|evening|night|weekend|one)|(einen )?(schönen|guten) (tag|abend|feierabend|wochenende)|(nog )?(een )?fijne (dag|avond|middag|weekend|werkdag)|bonne (journée|soirée|fin de journée|nuit|semaine)|bon (week-end|weekend|après-midi)|buenas noches|(que tengas? )?(un )?buen (día|fin de semana)|boa noite|(tenha |tenhas )?(um )?bom (dia|fim de semana))\b/i;
export const SMALL_TALK =
  /^(how are you|how's it going|how are things|what's up|wie geht'?s|wie geht es (dir|ihnen)|hoe gaat het|ça va|comment allez-vous|qué tal|cómo estás|como vai|tudo bem|tudo bom|how is your day( going)?|how's your day( going)?|hoe is het|comment ça va|cómo va)\b[\s!.,?:)]*$/i;

/** "I'll think about it", "let me sleep on it", "ich überlege es mir", "je vais réfléchir", "vou pensar com calma". */
const THINK_OVER =
  /(?<![\p{L}])((i['’]ll|i will|we['’]ll|we will|gonna|going to|need to|let me|let us|let['’]s) (have a )?(think|mull|sleep on)( about it| it over| on it| it)?|(ich|wir) überlegen?( es mir| uns das| noch)?|(ich|wir) denken? (darüber|drüber|nochmal) nach|(ik|we) denk(en)? er (nog )?(even )?over na|(ik|we) (ga|gaan) erover nadenken|je vais (y )?réfléchir|on va (y )?réfléchir|(voy|vamos) a pensar(lo)?|lo pensar(é|emos)|(vou|vamos) pensar)(?![\p{L}])/iu;
export const thinksItOver = (text: string): boolean => THINK_OVER.test(text);

/**
 * The visitor says the message asks nothing: "not a question - …", "No question, just saying thanks!", "keine Frage,
 * nur ein Lob", "pas une question". Its praise is praise, and no part of it is a request (acts.ts).
 */
const NO_ASK =
  /(?<![\p{L}])(not a question|no question|no questions|nothing to ask|just (saying|wanted to say) (thanks|thank you)|keine frage|nur danke|geen vraag|gewoon even bedanken|pas une question|pas de question|juste pour dire merci|no es una pregunta|no hay pregunta|solo quería dar las gracias|não é uma pergunta|só queria agradecer)(?![\p{L}])/iu;
export const saysNoQuestion = (text: string): boolean => NO_ASK.test(text);
