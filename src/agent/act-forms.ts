import { wordsRe } from './act-words.js';

/**
 * Sentence forms the dialogue acts (acts.ts) are told apart by, in the six languages: asking what to do after a
 * mishap, talking to someone named by their role, a wish, asking whom to call, a meeting word naming a thing, a
 * meeting asked for as a possibility or welcomed.
 */

/**
 * Asking what happens next or what to do ("I lost my key card, what happens now?", "was soll ich tun?", "que
 * faire ?"): a mishap told to learn the next step is a question for the knowledge, not a complaint.
 */
export const NEXT_STEP =
  /(?<![\p{L}])(what (happens|do i do|do we do|should i do|should we do|can i do|can we do|now|next|are my options|are the next steps)|what'?s next|how do i get (a )?(new|replacement|another)|was (passiert|mache ich|soll ich (tun|machen)|kann ich (tun|machen)|nun)|wat (gebeurt|moet ik (doen|nu)|kan ik doen|nu)|qu'?est-ce qui se passe|que (dois-je|puis-je|faire|se passe-t-il)|qu'est-ce que je (dois|peux) faire|qué (hago|pasa ahora|debo hacer|puedo hacer|sucede)|o que (faço|acontece|devo fazer|posso fazer))(?![\p{L}])/iu;
/**
 * Talking to someone named by their role ("I'd like to talk to a vet", "can I speak with one of your teachers",
 * "mit einem Tierarzt sprechen", "met een adviseur praten", "parler à un vétérinaire", "hablar con un abogado",
 * "falar com um veterinário"): a verb of talking, its preposition and an indefinite article or "your" before
 * whoever it is ("talk to the kids" names no one of the team). Read as a request only in a wish or request form
 * (below), so "how do vets talk to owners?" stays a question.
 */
export const TALK_TO_ROLE =
  /(?<![\p{L}])((talk|speak|chat|meet)( in person)? (to|with) (a|an|one of (your|the)|your)|(mit|bei) (einem|einer|ihrem|ihrer|eurem|eurer) \p{L}+( \p{L}+)? (sprechen|reden)|(met|bij) (een|uw|jullie) \p{L}+( \p{L}+)? (spreken|praten)|(parler|discuter|échanger|m['’]entretenir) (à|a|avec) (un|une|votre|vos|l['’]un de vos)|(hablar|conversar) con (un|una|su|sus|uno de (sus|los)|una de (sus|las)|alguno de)|(falar|conversar) com (um|uma|seu|sua|vossa|vosso|algum|um dos|uma das))(?![\p{L}])/iu;
/**
 * The same with a definite article, outside English ("mit der Oberschwester sprechen", "parler à l'infirmière en
 * chef", "hablar con la encargada"): a role of the company's side, unless someone is consulted "first" (acts.ts).
 */
export const TALK_TO_THE =
  /(?<![\p{L}])((mit|bei) (dem|der) \p{L}+( \p{L}+)? (sprechen|reden)|(met|bij) (de|het) \p{L}+( \p{L}+)? (spreken|praten)|(parler|discuter|échanger|m['’]entretenir) ((à|a|avec) (le|la)|(à |a |avec )?l['’]\p{L}+|au|aux)|(hablar|conversar) con (el|la)|(falar|conversar) com (o|a))(?![\p{L}])/iu;
/** A wish: "I'd like to", "I want to", "ich möchte", "je voudrais", "quisiera", "gostaria". */
export const WISH =
  /(?<![\p{L}])(i'?d (really |much |so )?(like|love|prefer|rather|want)|i would (really )?(like|love|prefer|rather)|i (want|need|wish|hope)|we'?d (really )?(like|love|prefer|rather)|we (want|need)|möchte|würde gern|ich will|wir wollen|wil(len)? (graag)?|zou (graag|willen)|voudrais|aimerais|souhaite|veux|quisiera|quiero|me gustaría|necesito|gostaria|gostava|quero|queria|preciso)(?![\p{L}])/iu;

/**
 * "Who do I call?", "wen soll ich anrufen?", "à qui dois-je m'adresser ?": asking whom to contact is a question for
 * the knowledge (a number, an emergency line), not a request for a call.
 */
export const WHOM =
  /(?<![\p{L}])((who|whom) (do|should|can|shall|must|would|could) (i|we)|(wen|wem|an wen) (soll|kann|muss|rufe|schreibe|wende)|(wie|wien) (moet|kan|bel|mail|contacteer)|(qui|à qui) (dois-je|puis-je|appeler|contacter|je dois|dois je|m['’]adresser)|(a )?quién (llamo|debo|puedo|tengo que|contacto|escribo|llamar)|(para |a )?quem (ligo|devo|posso|tenho que|contato|ligar))(?![\p{L}])/iu;
/**
 * A meeting word naming a thing ("a meeting room", "call centre", "salle de réunion", "sala de reuniones"): a
 * product or a place, asked about or booked, not a meeting with the team.
 */
export const MEETING_THING =
  /(?<![\p{L}])((meeting|conference|call|demo|appointment)[- ](rooms?|spaces?|pods?|booths?|cent(re|er)s?|halls?|tables?|notes|minutes|software|tools?|apps?|recordings?|reminders?|links?|logs?|history|system|equipment)|(salles?|salas?) (de|da|das|para) (réunions?|reuniones|reunião|reuniões|conferencias|conférence)|(for|in|at|during) (work|business|team|client|board|our|my) (meetings|calls))(?![\p{L}])/giu;
/**
 * A meeting asked for as a possibility or welcomed ("is there any chance of a call with someone first?", "a quick
 * call would be good", "un appel serait parfait", "ein Gespräch wäre super"): no verb of arranging, but a meeting
 * the visitor wants. Turned down ("a call would not help") it is not.
 */
export const POSSIBLE =
  /(?<![\p{L}])((any|some) (chance|possibility|way) (of|for|to)|is (it|there) (a )?possib\p{L}*|possible to|(möglich|möglichkeit)|(mogelijk|mogelijkheid)|(possible|possibilité|moyen)|(posible|posibilidad)|(possível|possibilidade|dá para))(?![\p{L}])/iu;
export const WELCOME =
  /(?<![\p{L}])(would be|'d be|will be|sounds|wäre|würde|zou|lijkt me|serait|sera|me semble|sería|estaría|me vendría|seria|viria)(?![\p{L}])[^.?!]{0,25}?(?<![\p{L}])(good|great|perfect|helpful|nice|useful|ideal|fine|lovely|brilliant|welcome|gut|super|prima|perfekt|hilfreich|toll|ideal|fijn|goed|handig|perfect|top|ideaal|parfait|bien|idéal|génial|utile|parfaite|perfecto|genial|útil|ideal|estupendo|ótimo|perfeito|bom|ótima|boa|idéale|ideale|perfecta|perfeita|genau richtig)(?![\p{L}])/iu;
export const TURNED_DOWN = /(?<![\p{L}])(not|n['’]t|nicht|kein\p{L}*|niet|geen|pas|ne|no|não|nunca|never)(?![\p{L}])/iu;
/** A conversation named as the meeting, counted only with a verb of arranging ("marcar uma conversa", "book a chat"). */
export const TALK_NOUN = wordsRe([
  'conversa',
  'conversation',
  'conversación',
  'chat',
  'gesprek',
  'gespräch',
  'entretien',
  'échange',
  'plática',
]);
/**
 * A visit to the premises, counted as a meeting only with a verb of arranging ("I'd like to book a tour", "eine
 * Besichtigung vereinbaren", "een rondleiding plannen", "réserver une visite", "agendar uma visita"): the team
 * receives the visitor, so times are offered (or the team is asked), as for a call.
 */
export const VISIT_NOUN = wordsRe([
  'tours?',
  'visits?',
  'viewings?',
  'show ?rounds?',
  'besichtigung',
  'führung',
  'rondleiding',
  'bezichtiging',
  'visite',
  'visita',
]);

/**
 * A time slot asked for ("can we grab a slot thursday afternoon?", "un créneau jeudi ?", "hay un hueco el jueves?"):
 * a meeting when the message also names someone of the team (acts.ts); alone it may be a delivery or a lesson slot.
 */
export const SLOT_ASKED =
  /(?<![\p{L}])((grab|book|get|take|have|find|reserve|snag|is there|are there|any) (a |an |one |some )?(free |open |quick )?(time ?)?slots?|(einen|ein) (freien )?(zeitslot|slot|zeitfenster)|(een )?tijdslot|(un )?créneau|(un )?hueco)(?![\p{L}])/iu;

/** A meeting turned down: "don't want a call", "I don't need a demo", "kein Termin nötig", "no quiero una llamada". */
export const NO_MEETING =
  /(?<![\p{L}])((don['’]?t|do not|doesn['’]?t|won['’]?t|no|not|never)( really)?( (want|need|require|looking for))?( (a|any|an))? (call|calls|demo|demos|meeting|meetings|appointment)|(kein(en|e)?) (anruf|termin|demo|gespräch|call)|geen (gesprek|demo|afspraak|telefoontje|call)|pas (de|d['’]|besoin d['’]un(e)?) ?(appel|démo|rendez-vous|réunion)|no (quiero|necesito|hace falta)( una?)? (llamada|demo|reunión|cita)|não (quero|preciso)( de)?( uma?)? (chamada|demo|reunião|ligação))(?![\p{L}])/iu;

/** "The breakfast talk was brilliant", "a great chat": the noun, an event or a conversation had, not a request. */
export const TALK_NOUN_USED =
  /(?<![\p{L}])(the|a|an|this|that|your|ur|our|his|her|their|last|breakfast|lunch|evening|morning|keynote|short|great|good|nice|lovely) (talks?|chats?)(?![\p{L}])/giu;

/** Chat drops the subject: "will decide after the weekend", "might come back later" tell, they do not ask. */
export const SUBJECTLESS =
  /^\s*(will|would|should|might|may|could)\s+(?!(you|u|ya|i|we|they|it|he|she|there|this|that|these|those|the|a|an|your|ur|my|our|someone|somebody|anyone|anybody|one|not)(?![\p{L}]))\p{L}+/iu;
