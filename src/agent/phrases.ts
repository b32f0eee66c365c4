import type { Lang } from './language.js';

/**
 * The deterministic agent's own words in each language it speaks. `{x}` marks
 * a value filled in (a name, an email, a time zone, a tour's name). Knowledge
 * answers stay in the knowledge's words (quoted, with their source).
 */
export type PhraseKey = keyof typeof EN;

const EN = {
  hello: 'Hi! What would you like to know?',
  helloNamed: 'Nice to meet you, {name}! What would you like to know?',
  thanks: 'You are welcome! Anything else I can help with?',
  goodbye: 'Thanks for stopping by. Goodbye!',
  ack: 'Sure. Anything else I can help with?',
  smallTalk: 'I am doing well, thanks! What can I help you with?',
  compliment: 'Thank you, glad you like it! What can I help you with?',
  automated: 'I am an automated assistant, not a person.',
  bot: "I am an automated assistant, not a person. I can answer from the site's information, and hand you to someone from the team whenever you like.",
  offTopic: 'That is outside what I can help with here. I can answer questions about our product, plans and company.',
  injection: 'I cannot change how I work, but I am happy to help with questions about our product, plans and company.',
  noted: 'Thanks{name}! I have noted {email}.',
  notedTeam: 'Thanks{name}! I have noted {email}; the team will answer you there.',
  notedChange: 'Thanks, I have updated that to {value}.',
  answerThanks: 'Thanks, that helps.',
  heard: 'I see. How can I help with that?',
  heardTeam:
    'I see. How can I help with that? If you would like someone from the team to look into it, say so and leave your email or phone number.',
  planDepends: 'Which plan fits best depends on your team and what you need, so let me ask one thing first.',
  sale: 'Happy to help you get started. I have passed this to the team so they can set it up with you{reach}.',
  handover: 'I have asked someone from the team to get back to you{reach}.',
  reachEmail: ' at {email}',
  reachPhone: ' on {phone}',
  askContact: 'Leave your email or phone number here so they can reach you.',
  slots: 'Happy to set that up. Here are the next open times ({tz}); pick one and I will book it{for}.',
  slotsFor: ' for {email}',
  noSlots: 'I could not find an open time in the next week, so I have asked the team to reach out to arrange one.',
  noBooking:
    'I cannot book meetings here, but I have passed your request to the team and someone will get back to you.',
  complaint:
    'I am sorry about this, and I understand it is frustrating. I have passed your message to the team as urgent; someone will get back to you{reach} as soon as possible.',
  abstain:
    'I do not have that information in my sources, so I will not guess. I have passed your question to the team: {reach}.',
  abstainReachEmail: 'they will answer you at {email}',
  abstainReachLater: 'they will answer here on your next visit, or by email if you leave your address',
  abstainPlain: 'I do not have that information in my sources, so I will not guess.',
  sourceEnglish: '',
  tour: 'Sure, here is the “{tour}” tour. Ask me anything along the way.',
  helpWith: 'Happy to help with that{name}.',
  callAfterQuestions: 'Would you like to talk it through with the team? Here are the next open times ({tz}).',
  personSlots: 'If you would rather talk at a set time, here are the next open times for a call ({tz}).',
  q_role: 'What is your role, and would you decide on this or recommend it?',
  q_company_size: 'Which company are you with, and roughly how many people would use it?',
  q_need: 'What problem are you hoping to solve?',
  q_timeline: 'When would you like to have something in place?',
};

const DE: Record<PhraseKey, string> = {
  hello: 'Hallo! Was möchten Sie wissen?',
  helloNamed: 'Schön, Sie kennenzulernen, {name}! Was möchten Sie wissen?',
  thanks: 'Gern geschehen! Kann ich sonst noch helfen?',
  goodbye: 'Danke für Ihren Besuch. Auf Wiedersehen!',
  ack: 'Gern. Kann ich sonst noch helfen?',
  smallTalk: 'Danke, gut! Wobei kann ich Ihnen helfen?',
  compliment: 'Vielen Dank, das freut mich! Wobei kann ich Ihnen helfen?',
  automated: 'Ich bin ein automatisierter Assistent, kein Mensch.',
  bot: 'Ich bin ein automatisierter Assistent, kein Mensch. Ich antworte aus den Informationen der Website und gebe Sie jederzeit gern an jemanden aus dem Team weiter.',
  offTopic:
    'Dabei kann ich hier leider nicht helfen. Ich beantworte Fragen zu unserem Produkt, unseren Tarifen und unserem Unternehmen.',
  injection:
    'Meine Arbeitsweise kann ich nicht ändern, aber ich helfe gern bei Fragen zu unserem Produkt, unseren Tarifen und unserem Unternehmen.',
  noted: 'Danke{name}! Ich habe {email} notiert.',
  notedTeam: 'Danke{name}! Ich habe {email} notiert; das Team antwortet Ihnen dort.',
  notedChange: 'Danke, ich habe das auf {value} geändert.',
  answerThanks: 'Danke, das hilft mir weiter.',
  heard: 'Verstehe. Wie kann ich Ihnen dabei helfen?',
  heardTeam:
    'Verstehe. Wie kann ich Ihnen dabei helfen? Wenn sich jemand aus dem Team darum kümmern soll, sagen Sie es mir und hinterlassen Sie Ihre E-Mail-Adresse oder Telefonnummer.',
  planDepends: 'Welcher Tarif am besten passt, hängt von Ihrem Team und Ihrem Bedarf ab. Deshalb zuerst eine Frage.',
  sale: 'Gern helfen wir Ihnen beim Start. Ich habe das an das Team weitergegeben, damit es das mit Ihnen einrichtet{reach}.',
  handover: 'Ich habe jemanden aus dem Team gebeten, sich bei Ihnen zu melden{reach}.',
  reachEmail: ' unter {email}',
  reachPhone: ' unter {phone}',
  askContact: 'Hinterlassen Sie hier Ihre E-Mail-Adresse oder Telefonnummer, damit man Sie erreichen kann.',
  slots: 'Gern. Hier sind die nächsten freien Termine ({tz}); wählen Sie einen aus, und ich buche ihn{for}.',
  slotsFor: ' für {email}',
  noSlots:
    'In der nächsten Woche ist kein Termin frei; ich habe das Team gebeten, sich für einen Termin bei Ihnen zu melden.',
  noBooking:
    'Termine kann ich hier nicht buchen, aber ich habe Ihre Anfrage an das Team weitergegeben; man meldet sich bei Ihnen.',
  complaint:
    'Das tut mir sehr leid, und ich verstehe, dass das ärgerlich ist. Ich habe Ihre Nachricht als dringend an das Team weitergegeben; man meldet sich so schnell wie möglich bei Ihnen{reach}.',
  abstain:
    'Dazu habe ich keine Informationen in meinen Quellen, und ich rate nicht. Ich habe Ihre Frage an das Team weitergegeben: {reach}.',
  abstainReachEmail: 'die Antwort kommt an {email}',
  abstainReachLater:
    'die Antwort erhalten Sie hier bei Ihrem nächsten Besuch oder per E-Mail, wenn Sie Ihre Adresse hinterlassen',
  abstainPlain: 'Dazu habe ich keine Informationen in meinen Quellen, und ich rate nicht.',
  sourceEnglish: 'Unsere Quelle dazu ist auf Englisch:',
  tour: 'Gern, hier ist die Tour „{tour}“. Fragen Sie mich unterwegs jederzeit.',
  helpWith: 'Gern helfe ich Ihnen dabei{name}.',
  callAfterQuestions: 'Möchten Sie das mit dem Team besprechen? Hier sind die nächsten freien Termine ({tz}).',
  personSlots:
    'Wenn Sie lieber zu einer festen Zeit sprechen möchten: Hier sind die nächsten freien Termine für ein Gespräch ({tz}).',
  q_role: 'Welche Rolle haben Sie, und würden Sie darüber entscheiden oder es empfehlen?',
  q_company_size: 'Für welches Unternehmen sind Sie tätig, und wie viele Personen würden es ungefähr nutzen?',
  q_need: 'Welches Problem möchten Sie lösen?',
  q_timeline: 'Bis wann möchten Sie eine Lösung im Einsatz haben?',
};

const NL: Record<PhraseKey, string> = {
  hello: 'Hallo! Wat wilt u weten?',
  helloNamed: 'Leuk u te ontmoeten, {name}! Wat wilt u weten?',
  thanks: 'Graag gedaan! Kan ik nog ergens mee helpen?',
  goodbye: 'Bedankt voor uw bezoek. Tot ziens!',
  ack: 'Prima. Kan ik nog ergens mee helpen?',
  smallTalk: 'Goed, dank u! Waarmee kan ik u helpen?',
  compliment: 'Dank u, fijn om te horen! Waarmee kan ik u helpen?',
  automated: 'Ik ben een geautomatiseerde assistent, geen mens.',
  bot: 'Ik ben een geautomatiseerde assistent, geen mens. Ik antwoord op basis van de informatie op de website en breng u graag in contact met iemand van het team.',
  offTopic:
    'Daar kan ik hier helaas niet mee helpen. Ik beantwoord vragen over ons product, onze abonnementen en ons bedrijf.',
  injection:
    'Mijn werkwijze kan ik niet veranderen, maar ik help graag met vragen over ons product, onze abonnementen en ons bedrijf.',
  noted: 'Bedankt{name}! Ik heb {email} genoteerd.',
  notedTeam: 'Bedankt{name}! Ik heb {email} genoteerd; het team antwoordt u daar.',
  notedChange: 'Bedankt, ik heb dat aangepast naar {value}.',
  answerThanks: 'Bedankt, dat helpt.',
  heard: 'Ik begrijp het. Waarmee kan ik u daarbij helpen?',
  heardTeam:
    'Ik begrijp het. Waarmee kan ik u daarbij helpen? Als iemand van het team ernaar moet kijken, laat het me weten en laat uw e-mailadres of telefoonnummer achter.',
  planDepends: 'Welk abonnement het best past, hangt af van uw team en wat u nodig hebt. Daarom eerst één vraag.',
  sale: 'Graag helpen we u op weg. Ik heb dit aan het team doorgegeven, zodat zij het met u regelen{reach}.',
  handover: 'Ik heb iemand van het team gevraagd contact met u op te nemen{reach}.',
  reachEmail: ' via {email}',
  reachPhone: ' op {phone}',
  askContact: 'Laat hier uw e-mailadres of telefoonnummer achter, zodat men u kan bereiken.',
  slots: 'Graag. Dit zijn de eerstvolgende vrije tijden ({tz}); kies er een en ik boek hem{for}.',
  slotsFor: ' voor {email}',
  noSlots:
    'Ik vond geen vrije tijd in de komende week; ik heb het team gevraagd contact op te nemen om er een te plannen.',
  noBooking:
    'Ik kan hier geen afspraken boeken, maar ik heb uw verzoek aan het team doorgegeven; iemand neemt contact met u op.',
  complaint:
    'Het spijt me heel erg, en ik begrijp dat dit vervelend is. Ik heb uw bericht als dringend aan het team doorgegeven; iemand neemt zo snel mogelijk contact met u op{reach}.',
  abstain:
    'Die informatie staat niet in mijn bronnen, dus ik ga niet gokken. Ik heb uw vraag aan het team doorgegeven: {reach}.',
  abstainReachEmail: 'u krijgt antwoord op {email}',
  abstainReachLater: 'u krijgt hier antwoord bij uw volgende bezoek, of per e-mail als u uw adres achterlaat',
  abstainPlain: 'Die informatie staat niet in mijn bronnen, dus ik ga niet gokken.',
  sourceEnglish: 'Onze bron hierover is in het Engels:',
  tour: 'Graag, hier is de rondleiding “{tour}”. Stel gerust vragen onderweg.',
  helpWith: 'Daar help ik u graag mee{name}.',
  callAfterQuestions: 'Wilt u het met het team bespreken? Dit zijn de eerstvolgende vrije tijden ({tz}).',
  personSlots: 'Spreekt u liever op een vast moment? Dit zijn de eerstvolgende vrije tijden voor een gesprek ({tz}).',
  q_role: 'Wat is uw rol, en zou u hierover beslissen of het aanbevelen?',
  q_company_size: 'Bij welk bedrijf werkt u, en met hoeveel mensen zou u het ongeveer gebruiken?',
  q_need: 'Welk probleem wilt u oplossen?',
  q_timeline: 'Wanneer wilt u iets in gebruik hebben?',
};

const FR: Record<PhraseKey, string> = {
  hello: 'Bonjour ! Que souhaitez-vous savoir ?',
  helloNamed: 'Enchanté, {name} ! Que souhaitez-vous savoir ?',
  thanks: 'Avec plaisir ! Puis-je vous aider pour autre chose ?',
  goodbye: 'Merci de votre visite. Au revoir !',
  ack: 'D’accord. Puis-je vous aider pour autre chose ?',
  smallTalk: 'Très bien, merci ! Comment puis-je vous aider ?',
  compliment: 'Merci beaucoup, ravi que cela vous plaise ! Comment puis-je vous aider ?',
  automated: 'Je suis un assistant automatisé, pas une personne.',
  bot: "Je suis un assistant automatisé, pas une personne. Je réponds à partir des informations du site et je peux vous mettre en relation avec quelqu'un de l'équipe quand vous voulez.",
  offTopic:
    'Je ne peux pas vous aider sur ce sujet ici. Je réponds aux questions sur notre produit, nos offres et notre entreprise.',
  injection:
    'Je ne peux pas changer ma façon de travailler, mais je réponds volontiers à vos questions sur notre produit, nos offres et notre entreprise.',
  noted: "Merci{name} ! J'ai noté {email}.",
  notedTeam: "Merci{name} ! J'ai noté {email} ; l'équipe vous répondra à cette adresse.",
  notedChange: "Merci, j'ai mis à jour : {value}.",
  answerThanks: "Merci, cela m'aide.",
  heard: 'Je vois. Comment puis-je vous aider à ce sujet ?',
  heardTeam:
    "Je vois. Comment puis-je vous aider à ce sujet ? Si vous voulez que quelqu'un de l'équipe s'en occupe, dites-le-moi et laissez votre adresse e-mail ou votre numéro de téléphone.",
  planDepends:
    "L'offre qui vous convient dépend de votre équipe et de vos besoins. Permettez-moi d'abord une question.",
  sale: "Avec plaisir pour vous lancer. J'ai transmis votre demande à l'équipe pour qu'elle mette cela en place avec vous{reach}.",
  handover: "J'ai demandé à quelqu'un de l'équipe de vous recontacter{reach}.",
  reachEmail: ' à {email}',
  reachPhone: ' au {phone}',
  askContact: "Laissez ici votre e-mail ou votre numéro de téléphone pour que l'équipe puisse vous joindre.",
  slots: 'Avec plaisir. Voici les prochains créneaux libres ({tz}) ; choisissez-en un et je le réserve{for}.',
  slotsFor: ' pour {email}',
  noSlots:
    "Je n'ai trouvé aucun créneau libre la semaine prochaine ; j'ai demandé à l'équipe de vous contacter pour en fixer un.",
  noBooking:
    "Je ne peux pas réserver de rendez-vous ici, mais j'ai transmis votre demande à l'équipe ; quelqu'un vous recontactera.",
  complaint:
    "Je suis vraiment désolé, et je comprends que ce soit frustrant. J'ai transmis votre message à l'équipe en urgence ; quelqu'un vous recontactera au plus vite{reach}.",
  abstain:
    "Je n'ai pas cette information dans mes sources, je ne vais donc pas deviner. J'ai transmis votre question à l'équipe : {reach}.",
  abstainReachEmail: 'elle vous répondra à {email}',
  abstainReachLater:
    'elle vous répondra ici lors de votre prochaine visite, ou par e-mail si vous laissez votre adresse',
  abstainPlain: "Je n'ai pas cette information dans mes sources, je ne vais donc pas deviner.",
  sourceEnglish: 'Notre source à ce sujet est en anglais :',
  tour: 'Bien sûr, voici la visite « {tour} ». Posez-moi vos questions en chemin.',
  helpWith: 'Je vous aide volontiers{name}.',
  callAfterQuestions: "Souhaitez-vous en parler avec l'équipe ? Voici les prochains créneaux libres ({tz}).",
  personSlots: 'Si vous préférez parler à une heure fixe, voici les prochains créneaux libres pour un appel ({tz}).',
  q_role: 'Quel est votre rôle, et seriez-vous la personne qui décide ou qui recommande ?',
  q_company_size: "Dans quelle entreprise êtes-vous, et combien de personnes l'utiliseraient environ ?",
  q_need: 'Quel problème souhaitez-vous résoudre ?',
  q_timeline: 'Quand souhaitez-vous avoir une solution en place ?',
};

const ES: Record<PhraseKey, string> = {
  hello: '¡Hola! ¿Qué le gustaría saber?',
  helloNamed: '¡Encantado, {name}! ¿Qué le gustaría saber?',
  thanks: '¡De nada! ¿Puedo ayudarle con algo más?',
  goodbye: 'Gracias por su visita. ¡Hasta luego!',
  ack: 'De acuerdo. ¿Puedo ayudarle con algo más?',
  smallTalk: '¡Muy bien, gracias! ¿En qué puedo ayudarle?',
  compliment: '¡Muchas gracias, me alegra que le guste! ¿En qué puedo ayudarle?',
  automated: 'Soy un asistente automatizado, no una persona.',
  bot: 'Soy un asistente automatizado, no una persona. Respondo con la información del sitio y puedo ponerle en contacto con alguien del equipo cuando quiera.',
  offTopic:
    'Con eso no puedo ayudarle aquí. Respondo preguntas sobre nuestro producto, nuestros planes y nuestra empresa.',
  injection:
    'No puedo cambiar mi forma de trabajar, pero con gusto respondo preguntas sobre nuestro producto, nuestros planes y nuestra empresa.',
  noted: '¡Gracias{name}! He anotado {email}.',
  notedTeam: '¡Gracias{name}! He anotado {email}; el equipo le responderá allí.',
  notedChange: 'Gracias, lo he actualizado a {value}.',
  answerThanks: 'Gracias, eso me ayuda.',
  heard: 'Entiendo. ¿En qué puedo ayudarle con eso?',
  heardTeam:
    'Entiendo. ¿En qué puedo ayudarle con eso? Si quiere que alguien del equipo lo revise, dígamelo y deje su correo electrónico o su número de teléfono.',
  planDepends: 'El plan que mejor le encaja depende de su equipo y de lo que necesita, así que primero una pregunta.',
  sale: 'Con gusto le ayudamos a empezar. He pasado su solicitud al equipo para que lo pongan en marcha con usted{reach}.',
  handover: 'He pedido a alguien del equipo que se ponga en contacto con usted{reach}.',
  reachEmail: ' en {email}',
  reachPhone: ' en el {phone}',
  askContact: 'Deje aquí su correo electrónico o su teléfono para que puedan contactarle.',
  slots: 'Con gusto. Estos son los próximos horarios libres ({tz}); elija uno y lo reservo{for}.',
  slotsFor: ' para {email}',
  noSlots:
    'No encontré ningún horario libre la próxima semana; he pedido al equipo que se ponga en contacto para concertar uno.',
  noBooking:
    'No puedo reservar reuniones aquí, pero he pasado su solicitud al equipo y alguien se pondrá en contacto con usted.',
  complaint:
    'Lo siento mucho, y entiendo que es frustrante. He pasado su mensaje al equipo como urgente; alguien se pondrá en contacto con usted lo antes posible{reach}.',
  abstain:
    'No tengo esa información en mis fuentes, así que no voy a adivinar. He pasado su pregunta al equipo: {reach}.',
  abstainReachEmail: 'le responderán en {email}',
  abstainReachLater: 'le responderán aquí en su próxima visita, o por correo si deja su dirección',
  abstainPlain: 'No tengo esa información en mis fuentes, así que no voy a adivinar.',
  sourceEnglish: 'Nuestra fuente sobre esto está en inglés:',
  tour: 'Claro, aquí tiene el recorrido «{tour}». Pregúnteme lo que quiera por el camino.',
  helpWith: 'Con gusto le ayudo con eso{name}.',
  callAfterQuestions: '¿Le gustaría hablarlo con el equipo? Estos son los próximos horarios libres ({tz}).',
  personSlots: 'Si prefiere hablar a una hora fija, estos son los próximos horarios libres para una llamada ({tz}).',
  q_role: '¿Cuál es su función, y sería usted quien decide o quien lo recomienda?',
  q_company_size: '¿En qué empresa trabaja, y aproximadamente cuántas personas lo usarían?',
  q_need: '¿Qué problema quiere resolver?',
  q_timeline: '¿Para cuándo le gustaría tener algo en marcha?',
};

const PT: Record<PhraseKey, string> = {
  hello: 'Olá! O que gostaria de saber?',
  helloNamed: 'Prazer em conhecê-lo, {name}! O que gostaria de saber?',
  thanks: 'De nada! Posso ajudar com mais alguma coisa?',
  goodbye: 'Obrigado pela visita. Até logo!',
  ack: 'Certo. Posso ajudar com mais alguma coisa?',
  smallTalk: 'Tudo bem, obrigado! Como posso ajudar?',
  compliment: 'Muito obrigado, que bom que gostou! Como posso ajudar?',
  automated: 'Sou um assistente automatizado, não uma pessoa.',
  bot: 'Sou um assistente automatizado, não uma pessoa. Respondo com as informações do site e posso passar você para alguém da equipe quando quiser.',
  offTopic:
    'Não posso ajudar com isso aqui. Respondo a perguntas sobre o nosso produto, os nossos planos e a nossa empresa.',
  injection:
    'Não posso mudar a forma como trabalho, mas ajudo com prazer em perguntas sobre o nosso produto, os nossos planos e a nossa empresa.',
  noted: 'Obrigado{name}! Anotei {email}.',
  notedTeam: 'Obrigado{name}! Anotei {email}; a equipe vai responder por lá.',
  notedChange: 'Obrigado, atualizei para {value}.',
  answerThanks: 'Obrigado, isso ajuda.',
  heard: 'Entendo. Como posso ajudar com isso?',
  heardTeam:
    'Entendo. Como posso ajudar com isso? Se quiser que alguém da equipe veja isso, diga-me e deixe o seu e-mail ou telefone.',
  planDepends: 'O plano mais adequado depende da sua equipe e do que precisa, por isso primeiro uma pergunta.',
  sale: 'Com prazer ajudamos você a começar. Passei o seu pedido à equipe para que preparem tudo com você{reach}.',
  handover: 'Pedi a alguém da equipe que entre em contato com você{reach}.',
  reachEmail: ' em {email}',
  reachPhone: ' pelo {phone}',
  askContact: 'Deixe aqui o seu e-mail ou telefone para que possam entrar em contato.',
  slots: 'Com prazer. Estes são os próximos horários livres ({tz}); escolha um e eu reservo{for}.',
  slotsFor: ' para {email}',
  noSlots: 'Não encontrei horário livre na próxima semana; pedi à equipe que entre em contato para marcar um.',
  noBooking: 'Não consigo marcar reuniões aqui, mas passei o seu pedido à equipe e alguém vai entrar em contato.',
  complaint:
    'Sinto muito por isso, e entendo que seja frustrante. Passei a sua mensagem à equipe como urgente; alguém vai entrar em contato o mais rápido possível{reach}.',
  abstain:
    'Não tenho essa informação nas minhas fontes, por isso não vou adivinhar. Passei a sua pergunta à equipe: {reach}.',
  abstainReachEmail: 'vão responder em {email}',
  abstainReachLater: 'vão responder aqui na sua próxima visita, ou por e-mail se deixar o seu endereço',
  abstainPlain: 'Não tenho essa informação nas minhas fontes, por isso não vou adivinhar.',
  sourceEnglish: 'A nossa fonte sobre isso está em inglês:',
  tour: 'Claro, aqui está o tour “{tour}”. Pergunte o que quiser pelo caminho.',
  helpWith: 'Ajudo com prazer{name}.',
  callAfterQuestions: 'Gostaria de conversar com a equipe? Estes são os próximos horários livres ({tz}).',
  personSlots:
    'Se preferir conversar num horário marcado, estes são os próximos horários livres para uma chamada ({tz}).',
  q_role: 'Qual é a sua função, e seria você a decidir ou a recomendar?',
  q_company_size: 'Em que empresa trabalha, e quantas pessoas o usariam aproximadamente?',
  q_need: 'Que problema pretende resolver?',
  q_timeline: 'Quando gostaria de ter algo implementado?',
};

const TABLE: Record<Lang, Record<PhraseKey, string>> = { en: EN, de: DE, nl: NL, fr: FR, es: ES, pt: PT };

/** A phrase in a language, its `{x}` slots filled (missing values become empty). */
export function say(lang: Lang, key: PhraseKey, values: Record<string, string | null | undefined> = {}): string {
  return TABLE[lang][key].replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

/** The built-in phrasing of a qualifying question in a language, or null for a key the table does not know. */
export function qualifyingPhrase(lang: Lang, key: string): string | null {
  const k = `q_${key}` as PhraseKey;
  return k in EN ? TABLE[lang][k] : null;
}
