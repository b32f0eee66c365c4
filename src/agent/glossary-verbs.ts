/**
 * Glossary data (glossary.ts): the common verbs of visitors' questions in German, Dutch, French,
 * Spanish and Portuguese, in the forms a question uses (infinitive, the "you" and "we" forms, the
 * third person, the past participle), each mapped to the English a company's pages use ("where are
 * you based", "can I get my data back", "is X included", "can I switch plans"). Most are weak ("~"):
 * a verb says what is done, not what a question is about; a general one is put in a general English
 * verb ("erstellen", "créer": make) that the answerer weighs lightly when a page does not say it. Forms reached through a
 * listed form's ending (glossary.ts) need not be listed. A form that is a different common word
 * in another of the languages is left out (French "marche", works, folds to "marché", market;
 * Portuguese "usa", uses, was the USA and is now read as the verb; Dutch "herstellen", restore, is
 * also repair; Spanish "transferir" is the bank transfer of glossary-shop.ts).
 */
import type { Entry } from './glossary-entry.js';

export const VERB_WORDS: Entry[] = [
  // Being somewhere: the participles say it ("Vous êtes basés où ?"); "stehen", "liegen", "ficar" are particles.
  [
    '~based located',
    'gevestigd situé située situés situées basé basée basés basées ubicado ubicada ubicados ubicadas situado situada situados localizado localizada localizados localizadas sediado sediada sediados',
  ],
  [
    '~stay remain',
    'bleiben bleibt blijven blijft rester reste restent quedarse quedan permanecer permanece permanecem',
  ],
  // Spanish "queda": Portuguese "queda" is a fall.
  ['~stay remain', 'queda', 'es'],
  // Getting data, money or things back; downloading and restoring.
  [
    '~get back',
    'zurückbekommen zurückbekomme zurückholen zurückerhalten terugkrijgen terugkrijg terughalen récupérer récupère récupèrent récupérez récupération recuperar recupero recupera recuperan recuperam recuperação',
  ],
  [
    '~download export',
    'herunterladen runterladen heruntergeladen downloaden download gedownload télécharger téléchargement descargar descarga baixar',
  ],
  ['~restore', 'wiederherstellen wiederherstellung restaurer restaurar restauração'],
  // Starting, stopping, pausing, renewing.
  [
    '~start',
    'anfangen fängt loslegen startet beginnt begint démarrer démarre commencent empezamos empiezan iniciar inicia iniciamos comienzan começamos começam begann angefangen begon begonnen commencé empezó comenzó começou começaram',
  ],
  ['~stop', 'aufhören beenden beendet stoppen stopt arrêter arrête arrêtez detener parar'],
  // "terminer", "terminar": to end; German "Termin" is an appointment (glossary-everyday.ts).
  ['~end finish', 'terminer termine terminent terminé terminée termina terminan terminar terminam término'],
  ['pause', 'pausieren pausiert pauzeren pauze suspendre suspension pausar'],
  ['~extend renew', 'verlängert verlängerung verlengen verlengd verlenging prolonger prolongation prolongar prorrogar'],
  ['~renew', 'erneuern erneuert vernieuwen verlengt renouveler renouvelé renouvellement renovar renueva renovação'],
  // Sending, receiving, getting.
  [
    '~send',
    'schickt schickst zuschicken zusenden sendet stuurt stuur opsturen toesturen envoie envoient envoyé envía enviáis envían envia enviam',
  ],
  // Spanish and Portuguese "mandar": German "Mandant" is a client.
  ['~send', 'mandan manda mandam', 'es pt'],
  [
    '~receive',
    'bekommt bekomme bekommst krijg krijgt kreeg reçois reçoit recevez recevons obtiens obtient recibo recibe reciben recibimos recebo recebe recebem recebemos',
  ],
  // Keeping and using.
  [
    '~keep',
    'behalten behält behaltet houden houdt behouden garder gardez gardé gardés gardent mantener mantiene mantienen manter mantém mantêm',
  ],
  [
    'use',
    'benutzen benutzt nutze verwende verwenden gebruik utilisons usar uso usa usamos usáis usas utilizar utiliza utilizo utilizamos',
  ],
  ['~work', 'klappt klappen läuft laufen functioneren fonctionner funcionar funcione'],
  // Including, offering, supporting.
  [
    'included',
    'beinhalten beinhaltet enthält umfasst umfassen inklusive drin bevat bevatten omvat omvatten inclusief comprend comprennent compris comprise inclure incluez incluent incluyen incluir incluida incluidos incluidas incluem incluir incluída incluídos incluídas',
  ],
  ['~offer', 'anbietet bietet bietest biedt offrir offrez-vous ofreces brindan oferece disponibilizam'],
  [
    'support',
    'unterstützen unterstützt unterstützung ondersteunen ondersteunt soportan soporta admiten admite suportam suporta',
  ],
  // Changing, switching, moving.
  [
    '~change switch',
    'wechseln wechsel umstellen umsteigen wijzig wijziging veranderen verandering overstappen changement modification modifications cambian mudança mudanças alteração alterações',
  ],
  // German "Änderung": Dutch "anders" is otherwise.
  ['~change switch', 'änderung änderungen', 'de'],
  ['~move', 'umziehen umzug verhuizen verhuizing déménager déménagement mudanza trasladar'],
  ['migrate', 'migrieren migration migreren migratie migrer migrar migración migração'],
  // Needing, allowing, managing.
  ['~need', 'brauchst brauchen benötigt nécessite nécessaire necesitamos necesitáis necesitan precisamos precisam'],
  [
    '~allowed',
    'erlauben gestattet zulässig toestaan toegelaten permettre permet permettez autorisez autoriser permitir permiten permitís permite permitem',
  ],
  [
    '~manage management',
    'verwalten verwaltet verwaltung administrieren beheren beheert beheer gérer gère gérez gestion administrer gestionar gestiona gestión administrar gerir gerenciar gerencia gestão',
  ],
  // Paying and charging (the payments themselves are in glossary-words.ts).
  ['charge', 'berechnen berechnet berekenen berekent facturer facturez cobrar cobran cobráis cobra cobram'],
  // Accounts and software.
  ['invite', 'einladen einladung uitnodigen uitnodiging inviter invitation invitar invitación convidar convite'],
  ['~help', 'weiterhelfen helpt aidez ayudan ajudam'],
  ['~in person personal', 'persönlich'],
  ['~add', 'hinzufügen hinzugefügt toevoegen toegevoegd ajouter ajout añadir agregar adicionar acrescentar'],
  ['~make', 'erstellen erstellt aanmaken crear criar'],
  // French "créer": Spanish "creer" is to believe.
  ['~make', 'créer', 'fr'],
  ['~edit', 'bearbeiten bewerken éditer editar'],
  ['~upload', 'hochladen uploaden subir carregar'],
  ['~install', 'installieren installeren installer instalar'],
  ['~reset', 'zurücksetzen resetten réinitialiser restablecer redefinir'],
  ['~forgot', 'vergessen vergeten oublié oublier olvidé olvidar esqueci esquecer'],
  ['~lost', 'verloren verlieren verliezen perdu perdre perdí perder perdi'],
  ['~share', 'teilen geteilt delen gedeeld partager compartir compartilhar partilhar'],
  ['~choose', 'wählen auswählen kiezen kies choisir choisis elegir escoger escolher'],
  ['~approve', 'genehmigen freigeben goedkeuren approuver aprobar aprovar'],
  ['~scan', 'scannen scanner escanear digitalizar'],
  [
    '~replace replacement',
    'ersetzen ersatz austauschen vervangen vervanging remplacer remplacement reemplazar sustituir substituir',
  ],
  ['~increase', 'erhöhen erhöht verhogen augmenter aumentar'],
  ['~try', 'ausprobieren probieren uitproberen proberen essayer tester probar testar experimentar'],
  ['~find', 'finden findet vinden trouver encontrar encuentro encontro'],
  // Dutch "vind": Portuguese "vinda", "vindo" come.
  ['~find', 'vind', 'nl'],
  ['~see', 'sehen sieht zien voir vois veo vejo zeigen zeigt tonen mostrar'],
  // French "montrer": Portuguese "montra" is a shop window.
  ['~see', 'montrer', 'fr'],
  [
    '~reply answer',
    'antworten antwortet beantworten antwoord antwoorden répondre réponse répondez responder respuesta responde resposta respondem',
  ],
  ['~call back', 'zurückrufen terugbellen rappeler'],
  ['~come', 'kommen kommt komen komt venir venez vienen vir vêm'],
  [
    '~join attend',
    'teilnehmen teilnahme deelnemen deelname participer participation participar participación participação',
  ],
  ['~drop off return', 'abgeben inleveren déposer dejar'],
  ['~wash', 'waschen wassen laver lavar'],
  ['~rent', 'leihen ausleihen lenen'],
  [
    'founded',
    'gegründet gründete gründung opgericht oprichten oprichting fondé fondée fondation fundado fundada fundó fundou',
  ],
  ['~how long', 'demora demoram demorar tarda tardan tardar tardáis'],
  ['~take', 'prend prennent'],
];
