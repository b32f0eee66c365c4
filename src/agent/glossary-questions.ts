/**
 * Glossary data (glossary.ts): the question words and phrases of German, Dutch, French, Spanish and
 * Portuguese that say what kind of answer is wanted, each put in the English that the English
 * answerer reads a kind from (question.ts TYPE_RULES): a length of time ("how long", "how often",
 * "how fast"), a time or date ("what time", "until what time", "since when", "what year"), a place
 * ("in which" before a city or country), a person ("who"), an amount ("how much … cost", "how much
 * … price"). Word for word, "combien de temps" was "how much time" (a count) and "em que ano"
 * only "year". Also a few fixed phrases whose words alone mislead ("mot de passe" is a password,
 * not a pass; "tableau de bord" a dashboard). Matched on whole words, accents left out, longest
 * first; a phrase marked with a language is read only in questions in it (Dutch "wie" is "who",
 * German "wie" is "how"); one starting with "^" only at the start of a sentence. As in the word lists,
 * English marked "~" is weak: it says what kind of answer is wanted, not what the question is about.
 */
export const QUESTION_PHRASES: Array<[string, string, ('de' | 'nl' | 'fr' | 'es' | 'pt')?]> = [
  // A length of time.
  [
    '~how long',
    'wie lange|wie lang|hoe lang|combien de temps|pendant combien de temps|en combien de temps|depuis combien de temps|cuánto tiempo|por cuánto tiempo|en cuánto tiempo|cuánto tarda|cuánto tardan|cuánto dura|cuánto duran|quanto tempo|por quanto tempo|em quanto tempo|quanto demora|quanto dura',
  ],
  [
    '~how often',
    'wie oft|wie häufig|hoe vaak|hoe dikwijls|à quelle fréquence|tous les combien|combien de fois|con qué frecuencia|cada cuánto|cuántas veces|com que frequência|de quanto em quanto tempo|quantas vezes',
  ],
  ['~how fast', 'wie schnell|hoe snel|à quelle vitesse|qué tan rápido|quão rápido'],
  // An age asked for: "what age", as the age questions of the five languages are mostly a minimum age (to rent,
  // for a course); "how old … minimum" read "old" as what the minimum is of, where pages say "minimum age".
  ['~what age', 'wie alt|hoe oud|quel âge|qué edad|que idade'],
  // A time or a date.
  [
    '~what time',
    'um wie viel uhr|um wieviel uhr|um welche uhrzeit|zu welcher uhrzeit|hoe laat|om hoe laat|op welk tijdstip|à quelle heure|a quelle heure|a qué hora|a que hora|a que horas|que horas',
  ],
  [
    '~until what time',
    'bis wann|bis wie viel uhr|bis wieviel uhr|bis um wie viel uhr|tot hoe laat|tot wanneer|jusqu’à quand|jusqu’à quelle heure|hasta cuándo|hasta qué hora|até quando|até que horas|até que hora',
  ],
  [
    '~from what time',
    'ab wann|ab wie viel uhr|ab wieviel uhr|vanaf hoe laat|vanaf wanneer|à partir de quand|à partir de quelle heure|dès quand|a partir de cuándo|a partir de qué hora|desde qué hora|a partir de quando|a partir de que horas|desde que horas',
  ],
  ['~since when', 'seit wann|sinds wanneer|depuis quand|desde cuándo|desde quando'],
  [
    '~what year',
    'in welchem jahr|in welk jaar|en quelle année|quelle année|en qué año|qué año|em que ano|que ano|qual ano',
  ],
  [
    '~what day',
    'an welchem tag|op welke dag|quel jour|quelle date|qué día|qué fecha|que dia|qual dia|que data|em que dia',
  ],
  // A place: "in which" before a city or a country (question.ts reads "in which city").
  ['~in which', 'in welcher|in welchem|in welk|in welke|dans quel|dans quelle|dans quels|en qué|em que|em qual'],
  ['~where from', 'woher|waar vandaan|d’où|de dónde|de onde'],
  // Prepositions of more than one word, read whole: "près de" is near, not "near of".
  [
    '~near',
    'près de|proche de|à côté de|cerca de|al lado de|perto de|ao lado de|junto a|in de buurt van|in der nähe von',
  ],
  ['~before', 'avant de|avant le|avant la|antes de|antes del|antes do|antes da'],
  ['~after', 'après le|après la|después de|después del|depois de|depois do|depois da'],
  ['~need', 'preciso de|precisa de|precisam de|precisamos de|precisar de|precisas de'],
  // "Wie hoch ist die Kaution", "hoe hoog is de borg": how much (an amount), not how high.
  ['~how much', 'wie hoch ist|wie hoch sind|wie hoch wäre|hoe hoog is|hoe hoog zijn'],
  [
    'out of hours',
    'außerhalb der öffnungszeiten|außerhalb der geschäftszeiten|buiten kantooruren|buiten de openingstijden|en dehors des heures|hors des heures|fuera de horario|fuera del horario|fora do horário|fora de horas',
  ],
  ['microchip', 'puce électronique|puces électroniques'],
  [
    'data centre data center',
    'centre de données|centres de données|centro de datos|centros de datos|centro de dados|centros de dados',
  ],
  [
    'complete beginners',
    'grands débutants|grand débutant|vrais débutants|vrai débutant|absolute anfänger|principiantes absolutos',
  ],
  // A person.
  ['~who', 'wer|quién|quiénes|quem'],
  ['~who', '^qui', 'fr'],
  ['~who', 'wie', 'nl'],
  // An amount of money: "how much" with "cost" or "price" after it (question.ts reads an amount so).
  [
    'how much cost',
    'was kostet|was kosten|wie viel kostet|wieviel kostet|wie viel kosten|wat kost|wat kosten|coûte combien|coûtent combien|ça coûte combien|cuánto vale|cuánto sale|custa quanto|quanto é|quanto fica',
  ],
  [
    'how much price',
    'was ist der preis|wie hoch ist der preis|wat is de prijs|quel est le prix|quels sont les prix|quel est le tarif|quels sont les tarifs|cuál es el precio|qué precio|qual é o preço|qual o preço|qual é o valor|qual o valor',
  ],
  ['~how many', 'combien de|combien d’|wie viele'],
  // Fixed phrases whose words alone mislead.
  ['included', 'zit er in|zitten er in|zit erin|zitten erin|zit er bij|zitten er bij'],
  ['password', 'mot de passe|mots de passe'],
  ['dashboard', 'tableau de bord|panel de control|painel de controle|painel de controlo'],
  ['headquarters head office', 'siège social|sede central|sede social'],
  ['payslips', 'fiche de paie|fiches de paie|bulletin de salaire|bulletin de paie|recibo de sueldo|recibo de nómina'],
  ['excluding vat', 'hors taxe|hors taxes|sin iva|sem iva|ohne mwst'],
  ['cancel', 'dar de baja|darme de baja|darse de baja'],
  ['login', 'iniciar sesión|fazer login'],
  ['data protection privacy', 'protection des données|protección de datos|proteção de dados'],
  [
    'nonprofit charity',
    'à but non lucratif|sans but lucratif|but non lucratif|sin ánimo de lucro|sin fines de lucro|sin fines lucrativos|sem fins lucrativos|zonder winstoogmerk|ohne gewinnabsicht|ohne gewinnerzielungsabsicht',
  ],
  [
    'walk-in without appointment',
    'ohne termin|ohne voranmeldung|zonder afspraak|sans rendez-vous|sin cita|sin cita previa|sem marcação|sem marcação prévia',
  ],
  ['shipping cost', 'frais de port|frais de ports|gastos de envío|custos de envio|portes de envio'],
  [
    'cash on delivery',
    'contra reembolso|pago contra entrega|pagamento na entrega|paiement à la livraison|rembours bij levering',
  ],
  // "At least", "at most": the English answerer reads a minimum or maximum question from these words.
  ['~minimum', 'au moins|al menos|por lo menos|como mínimo|pelo menos|ao menos|no mínimo|ten minste|op zijn minst'],
  ['~maximum', 'au plus|tout au plus|como máximo|no máximo|hooguit|op zijn meest'],
  // French "nombre de" is a number of; Spanish "nombre de" the name of.
  ['~number of', 'nombre de|nombre d’', 'fr'],
];

/**
 * The visitor or "someone" as the object of a call ("kann mich jemand zurückrufen", "pouvez-vous me rappeler",
 * "¿me puede llamar alguien?", "alguém pode me ligar?"): with a verb of calling or contacting, the question
 * asks to be called, which the team does, not something the knowledge says.
 */
export const CALL_ME = 'mich mir uns jemand jemanden mij me ons iemand moi nous quelqu’un m nos mim alguien alguém';
