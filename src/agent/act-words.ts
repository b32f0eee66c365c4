/**
 * Word classes the dialogue acts (acts.ts) are recognised from, in the six
 * languages the agent speaks (en, de, nl, fr, es, pt). A request for a person
 * is a verb of talking or contacting joined to a word for someone of the team
 * (or "… me" on a contacting verb), not one listed sentence, so "put me
 * through to your sales team" and "Posso falar com um atendente?" are the same
 * act. Whole words are matched with Unicode lookarounds: `\b` in JavaScript
 * knows only ASCII letters, so "robô?" or "você é" never matched it.
 */

/** A regex of the alternatives (regex sources) as whole words of any script. */
export function wordsRe(alternatives: readonly string[], flags = 'iu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags);
}

/** Someone of the company's team, as visitors name them. */
export const STAFF_WORDS: readonly string[] = [
  'some ?one',
  'some ?body',
  'any ?one',
  'any ?body',
  'a (real |live |actual )?(person|human)',
  'humans?',
  'real (people|person)',
  'people',
  'staff',
  '(team )?members?',
  '(the|your) team',
  'sales( ?(person|people|rep|reps|team|department))?',
  'support( (team|staff|agent))?',
  '(human |live |an |a )agent',
  'reps?',
  'representatives?',
  'managers?',
  'supervisor',
  'consultant',
  'advis[eo]r',
  'specialist',
  // Compounds: "productspecialist", "Produktspezialistin", "Vertriebsberater".
  '\\p{L}+(specialist|spezialist|spezialistin|berater|beraterin|adviseur)(en|in|innen)?',
  'expert',
  'customer (service|support|care)',
  'operator',
  'jemand(en|em)?',
  'menschen?',
  'mitarbeiter(in|innen|n)?',
  'berater(in)?',
  'vertrieb',
  'kunden(service|dienst|betreuung)',
  'ansprechpartner(in)?',
  'iemand',
  'mens',
  'persoon',
  'medewerkers?',
  'adviseur',
  'verkoop',
  'klantenservice',
  "quelqu['’]un",
  'une personne',
  'humain',
  'conseill(er|ère)',
  'commercial',
  'équipe',
  'service client',
  'alguien',
  'una persona',
  'humano',
  'agente',
  'asesor(a)?',
  'ventas',
  'equipo',
  'soporte',
  'atención al cliente',
  'alguém',
  'uma pessoa',
  'atendente',
  'consultor(a)?',
  'vendas',
  'equipe',
  'equipa',
  'suporte',
  'atendimento',
  // Whoever does a job, or a department named by it: "whoever does billing", "the accounts team",
  // "verkoopafdeling", "Vertriebsabteilung", "service commercial", "departamento de ventas", "setor comercial".
  // Whoever is in charge: "un responsable", "o responsável", "el encargado", "den Verantwortlichen".
  'responsables?',
  'responsável',
  'encargad[oa]',
  'gerente',
  // Whoever looks after the visitor's account: "o gestor de conta", "le gestionnaire", "der Kundenbetreuer".
  'gestor(a|es|as)?',
  'gestionnaire',
  'charg(é|ée)s? de (compte|clientèle)',
  'account ?managers?',
  '\\p{L}*betreuer(in)?',
  'verantwortliche[nr]?',
  'verantwoordelijke',
  'whoever',
  'owner',
  'boss',
  'founders?',
  '(some ?one|some ?body|a person) in charge',
  '(billing|accounts|finance|tech(nical)?|onboarding|enterprise) (team|people|folks|department|dept)',
  '\\p{L}*afdeling',
  '\\p{L}*abteilung',
  'vertriebs\\p{L}+',
  'comercial',
  'departamento( de \\p{L}+)?',
  'setor( de)? \\p{L}+',
  // Someone named with a title ("a word with dr raman", "speak to Mrs Patel", "Frau Keller", "meneer Jansen",
  // "Madame Roux", "la doctora Ruiz"): a person of the team; "a doctor about …" names no one.
  "(dr|doctor|dra|mr|mrs|ms|miss|mx|prof|professor|herr|frau|dokter|meneer|mevrouw|mevr|dhr|docteur|monsieur|madame|mme|mlle|señor|señora|sr|sra|doctora|doutor|doutora|senhor|senhora)\\.? (?!(about|regarding|re|please|today|tomorrow|now|first|if|when|on|in|at|for|to|and|or|who|that|the|a|an|de|sobre|über|zu|over|om|au|sur|ao|el|la|le|o)(?![\\p{L}]))\\p{L}[\\p{L}'’-]+",
  // Someone named as one of the team: "Priya from your team", "Jan from the office".
  '(from|on|in|at) (your|the|ur) (team|office|practice|clinic|branch|staff|shop|store)',
];
export const STAFF = wordsRe(STAFF_WORDS);

/** Talking to someone (joined to STAFF this is a request for a person). */
export const TALK = wordsRe([
  'talk',
  'speak',
  'chat',
  'connect( me)?',
  'put me through',
  'transfer me',
  'hand me over',
  // Passing the visitor on (joined to someone of the team): "pass me to sales", "put me through to whoever…",
  // "zet me door naar", "passez-moi le service commercial", "pásame con ventas", "me passa pro comercial".
  'pass me( on| over)? to',
  '(get|find|bring|send) me',
  'have a word',
  // Someone taking the matter, or the visitor, on: "I'd prefer if a person handled this", "can a human take over".
  'handle[ds]? (this|it|that|my \\p{L}+)',
  'take over',
  // Settling the matter with someone: "I'd rather sort this out with someone on your team", "work it out with a
  // person", "das mit jemandem klären", "dat met iemand regelen", "régler ça avec quelqu'un", "resolverlo con alguien".
  '(sort|work|figure|straighten|clear|deal)( (this|it|that|things|everything|the matter))?( (out|up))? with',
  'mit( \\p{L}+){1,4} (klären|regeln)',
  'met( \\p{L}+){1,4} (regelen|oplossen)',
  '(régler|résoudre|voir)( (ça|cela|ceci|le problème))? avec',
  '(resolver|arreglar|solucionar)(lo)?( esto| eso)? con',
  '(resolver|acertar|tratar)( isso| isto)? com',
  // Someone on the phone: "iemand aan de lijn", "jemanden am Telefon", "quelqu'un au téléphone".
  '(on|aan|am|au|al|no|ao) (the |de |het )?(phone|line|lijn|telefon|telefoon|téléphone|teléfono|telefone)',
  // "sort it out on a call with somebody who knows": a call with someone named as the way.
  'on a (quick |short |video |phone )?call with',
  'schicken sie (mir|uns)',
  'envoyez-(moi|nous)',
  'pasar(me)? con',
  'transferir(-me)?',
  'transférer',
  'put me (through|on|over) to',
  'hand me (over|off) to',
  '(zet|verbind|stuur) (me|mij)( \\p{L}+){0,2} door',
  '(verbinden|leiten|stellen) sie mich',
  'weiter(leiten|verbinden)',
  'durchstellen',
  '(passez|passe|transférez|transférer|redirigez)-moi',
  'mett(re|ez)(-moi)? en (relation|contact)',
  '(me )?(pás(ame|enme|eme)|me pas(as|en|e|a)) con',
  '(pon|ponga|pongan)me con',
  'comuní(queme|came|quenme) con',
  'transfi(ér|er)(eme|anme|ame)',
  'me (passa|passe|passem|transfere|transfira|coloca|conecta)( \\p{L}+){0,2} (pro|pra|para|com|em contato)',
  'passa-me',
  // Every form of the verb: "got in touch", "talking it over", "discussing", "bespreken", "besprechen".
  '(get|gets|got|getting|be|being) in touch',
  'talk(s|ed|ing)?( (it|this|that|things))? (over|through)',
  'talking',
  'speaking',
  'discuss(es|ed|ing)?',
  'go(ing)? (over|through) (it|this|that|things|everything)',
  'besprechen',
  'bespreken',
  'overleggen',
  'discutir',
  'get hold of',
  // Contact with someone of the team, said as a noun: "Ik wil contact met een medewerker", "Kontakt mit …".
  '(contact|kontakt|contacto|contato) (met|with|mit|zu|avec|con|com)',
  'sprechen',
  'reden',
  'verbinden',
  'spreken',
  'praten',
  'doorverbinden',
  'parler',
  'discuter',
  'joindre',
  'hablar',
  'comunicarme',
  'falar',
  'conversar',
]);

/** Someone contacting the visitor: "call me back", "kontaktieren Sie mich", "me liguem". */
export const CONTACT_ME = wordsRe([
  '(call|ring|phone|email|e-mail|mail|text|contact|message|reach( out to)?) (me|us)( back)?',
  'get back to (me|us)',
  'give (me|us) a (call|ring|shout)',
  // Passing the visitor's words on: "forward this to your billing team", "escalate this".
  // The visitor's details passed on to someone: "please pass my details to someone about …".
  '(pass|forward|send|hand|escalate|refer)( (this|it|that|my (question|request|message|details|contact details|info|information|number|email|e-mail|address)))?( on| over)? to( (the|your|a|an))? \\p{L}+',
  'give my (details|contact details|number|email|e-mail|address) to( (the|your|a|an))? \\p{L}+',
  'escalate (this|it|my \\p{L}+)',
  // A quote or an offer is written by someone of the team.
  '(send|get|give|prepare|make|want|need|like|request|receive)( (me|us))?( (a|an))?( (custom|tailored|formal|written|individual))? (quote|proposal)',
  '(ein )?(individuelles )?angebot (erhalten|bekommen|anfordern|schicken|senden)',
  'een offerte',
  'un devis',
  'un presupuesto',
  'una cotización',
  'um orçamento',
  'get in touch with (me|us)',
  // Someone of the team sent to do something, or needed to: "can you get someone to look at my account", "someone
  // needs to sort this out", "please escalate".
  '(get|have|send) (some ?one|some ?body|a person|a human|an? (engineer|technician|expert))( from \\p{L}+)? to (look|check|come|fix|sort|help|call|contact|ring|visit|go over)',
  '(some ?one|some ?body) (needs|has|ought) to (sort|fix|look|call|contact|deal|get back|ring)',
  '(please|pls|kindly) escalate',
  // Being called, asked as a possibility: "¿Alguien me puede llamar?", "Vocês podem me retornar?".
  'me (puede|pueden|podría|podrían) (llamar|contactar|escribir|atender)',
  '(pode|podem|poderia|poderiam) me (ligar|contatar|contactar|retornar|atender|escrever)',
  'me (retornar|retornem|retorne)',
  'reach out',
  'call ?back',
  '(mich|uns)( \\p{L}+){0,3} (an|zurück)rufen',
  'ruf(en|t)? (sie |du )?(mich|uns)( \\p{L}+){0,3} (an|zurück)',
  'zurückrufen',
  '(mich|uns)( \\p{L}+){0,3} kontaktieren',
  'kontaktieren sie (mich|uns)',
  'bei (mir|uns) melde[nt]?',
  'melde[nt]? sich( \\p{L}+){0,2} bei (mir|uns)',
  'bel (me|mij|ons)( terug)?',
  '(me|mij|ons) (terug)?bellen',
  'terugbellen',
  'contact (met (mij|ons) )?opnemen',
  'neem( \\p{L}+){0,2} contact',
  '(me|mij|ons) contacteren',
  "(?<!je\\s)m['’](appeler|rappeler|appelle|appellent|rappelle|rappellent)",
  'me (rappeler|contacter|joindre|recontacter)',
  '(rappelez|appelez|contactez)-(moi|nous)',
  'llámen(me|nos)',
  'llamadme',
  'llamarme',
  'contácten(me|nos)',
  'contactarme',
  'me (llamen|llame|contacten|contacte|escriban)',
  'me (liguem|ligue|ligar|contatar|contactar|contactem|contatem)',
  // The wish form: "que um vendedor me ligasse", "que alguien me llamara", "que me atienda una persona".
  'me (ligasse|ligassem|contatasse|contatassem|atenda|atendam)',
  'me (llamara|llamaran|contactara|contactaran|atienda|atiendan)',
  '(ping|dm|whatsapp|txt) (me|us)',
  'ligar para mim',
  'entr(e|em) em contato( comigo)?',
  // Someone of the team writing to the visitor: "Ihr Team soll mir eine Mail schreiben", "laat jullie team me
  // mailen", "demandez à votre équipe de m'écrire", "que alguien me escriba", "peçam pra equipe me mandar um email".
  'mir( \\p{L}+){0,3} (schreiben|mailen|zurückschreiben|eine (e-?)?mail (schreiben|schicken|senden))',
  '(schreiben|mailen) sie mir',
  '(me|mij|ons) (even |een )?(mailen|e-?mailen|schrijven|appen|terugmailen)',
  "m['’](écrire|envoyer un (e-?)?mail)",
  '(écrivez|écris)-(moi|nous)',
  'envoyez-(moi|nous) un (e-?)?mail',
  'me (escriba|escriban|escribáis|manden un correo|envíen un correo|mande un correo)',
  'escrí(banme|bame|beme)',
  'me (mandar|mande|mandem|enviar|envie|enviem) (um )?(e-?mail|mensagem)',
  'me (escrever|escreva|escrevam)',
]);

/**
 * Asking to hear back about what was asked ("so you can get back to me", "let me know", "laat het me weten",
 * "tenez-moi au courant", "me avisen"): with an address in a conversation that already handed a question to the
 * team, it is that question's contact, not a new request.
 */
export const HEAR_BACK = wordsRe([
  'get back to (me|us)',
  'let (me|us) know',
  '(reply|respond|write back|answer) (to )?(me|us)',
  'hear back',
  'bei (mir|uns) melden',
  'melden sie sich',
  '(antworten|schreiben) sie (mir|uns)( zurück)?',
  'laat (het )?(me|mij|ons) (even )?weten',
  'terugkoppelen',
  '(me|nous) (répondre|recontacter)',
  'revenir vers (moi|nous)',
  'tenez-(moi|nous) au courant',
  '(me|nos) (respondan|responda|avisen|avise|informen)',
  '(me|nos) (responder|respondam|avisem|avise|retornem|retorne)',
]);

/**
 * Being put through to someone, whoever it is ("can I get put through to accounts?", "could I be transferred to
 * billing?"): only people are put through to, so no word for the team is needed.
 */
export const PUT_THROUGH = wordsRe([
  '(get|be|being) (put|passed|transferred|connected|forwarded) (through |on )?to',
  'put (me |us )?through to',
  // The same asked in the other languages: "stellen Sie mich zu … durch", "verbind me door met", "passez-moi",
  // "pásame con", "me passa para / passe-me ao".
  '(stell|stellen sie|verbinde|verbinden sie) (mich|uns)( \\p{L}+){0,4} (durch|weiter)',
  'verbind (me|ons)( door)? met',
  '(mich|uns)( \\p{L}+)? mit( [\\p{L}.-]+){1,5} verbinden',
  '(me|ons) (door )?(te )?verbinden met|doorverbinden',
  '(me|nous) (mettre|mettez) en (relation|contact) avec',
  '(ponerme|pónganme|ponme|poneme) (en contacto )?con',
  '(pôr-me|por-me|colocar-me|me colocar|me pôr) em contacto com',
  'passez-(moi|nous)',
  'p[aá]s(a|e|en)(me|nos) con',
  '(me |nos )?(passa|passe|passem)(-me|-nos)? (para|ao|à|com)',
]);

/** A question that asks for information, not a request ("how can I contact support?" is answered from the knowledge). */
export const INFO_QUESTION =
  /^\s*(how|what|what's|when|where|which|why|does|wie|was|wann|wo|welche[rsn]?|warum|hoe|wat|wanneer|waar|welke|waarom|comment|quand|où|quel(le)?s?|pourquoi|cómo|cuándo|dónde|qué|cuál|por qué|como|quando|onde|qual|o que|por que)(?![\p{L}\p{N}])/iu;

/** What a meeting is called. */
export const MEETING_NOUN = wordsRe([
  'demos?',
  'demonstrations?',
  '(video |phone |quick |short |intro |discovery )?calls?',
  'meetings?',
  'appointments?',
  'termine?',
  'gespräch',
  'telefonat',
  'vorführung',
  'afspraak',
  'gesprek',
  'belafspraak',
  'kennismaking',
  'rendez-vous',
  'appels?( (téléphonique|vidéo|visio))?',
  'anruf',
  'videocall',
  'ligação',
  'démo',
  'démonstration',
  'réunion',
  'visio',
  'reunión',
  'cita',
  'demostración',
  'llamada',
  'videollamada',
  'reunião',
  'demonstração',
  'chamada',
]);

/** Arranging one, or asking to meet. */
export const MEETING_VERB = wordsRe([
  'book',
  'schedule',
  'set up',
  'arrange',
  'organi[sz]e',
  'hop on',
  'jump on',
  'get on',
  'have',
  'do',
  'get',
  'request',
  'want',
  'like',
  'love',
  'need',
  'meet',
  'vereinbaren',
  'buchen',
  'ausmachen',
  'machen',
  'planen',
  'möchte',
  'treffen',
  'inplannen',
  'plannen',
  'boeken',
  'maken',
  'afspreken',
  'wil',
  'prendre',
  'fixer',
  'organiser',
  'planifier',
  'réserver',
  'souhaite',
  'voudrais',
  'rencontrer',
  'agendar',
  'programar',
  'concertar',
  'reservar',
  'quisiera',
  'quiero',
  'reunirnos',
  'marcar',
  'gostaria',
  'quero',
  'reunir',
]);

/** Meeting without naming a meeting: "when can we meet?". */
export const MEET = wordsRe(['meet( up)?', 'treffen', 'afspreken', 'rencontrer', 'reunirnos', 'nos reunir']);
