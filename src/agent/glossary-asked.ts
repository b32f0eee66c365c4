/**
 * Glossary data (glossary.ts): everyday words of visitors' questions to a company's site that the
 * earlier lists lacked — prices and discounts (non-profits, the unemployed, early booking), plans and
 * accounts, bookings and events (tickets, parties, menus, walk-ins), people and roles (pupils,
 * contact persons, instructors, therapists, volunteers), courses (intermediate level, group and
 * individual lessons, make-up lessons, books), rentals (scratches, full tanks, sat navs), shipping
 * and returns (wrong and missing items, islands, cash on delivery, pre-orders), clinics (results,
 * symptoms, referrals, specialists) and the numbers two to ten — in German, Dutch, French, Spanish
 * and Portuguese, each mapped to English. General dictionary words, not one site's. False friends
 * are left out or said to be of their language (glossary-entry.ts): German "Paar" is also "a few",
 * Spanish "dos" is Portuguese "of the", French "très" folds to Spanish and Portuguese "tres", French
 * "neuf" is new as often as nine, Portuguese "risco" a risk as often as a scratch; French "livre" is a book, Portuguese "livre" free; Portuguese "festa" is a party,
 * German "fest" fixed.
 */
import type { Entry } from './glossary-entry.js';

export const ASKED_WORDS: Entry[] = [
  // Words of any question: places left, times, proof and forms.
  ['places spots', 'plätze platz plaatsen plaats places plazas plaza lugares vagas'],
  ['~times', 'fois veces vezes keer'],
  ['proof', 'nachweis bewijs justificatif justificatifs justificante justificantes comprovativo comprovativos'],
  ['certificate', 'bescheinigung bescheinigungen attestation attestations certificado verklaring'],
  ['~exclusive excluding', 'exklusive exclusief exclusive excluido excluído'],
  ['~risk', 'risiko risico risque riesgo'],
  // Prices and discounts.
  ['discount', 'preisnachlass sonderpreis rabais promo promos actie acties'],
  ['~total', 'gesamt gesamtpreis gesamtkosten totaal total totale'],
  ['~one-off once', 'einmalig einmalige eenmalig eenmalige ponctuel ponctuelle'],
  [
    'nonprofit charity',
    'vereniging verenigingen stichting stichtingen association asociación asociaciones associação associações fundación fundação caritatif caritative wohltätig liefdadigheid benéfica beneficente',
  ],
  // German "Verein": Portuguese "verei" is I will see.
  ['nonprofit charity', 'verein vereine', 'de'],
  [
    'unemployed',
    'arbeitslos arbeitslose arbeitslosen werkloos werkloze werklozen chômeur chômeuse chômeurs chômage desempleado desempleados desempregado desempregados',
  ],
  ['early booking', 'frühbucher frühbuchung vroegboek vroegboeken vroegboekkorting'],
  ['~list', 'liste listen lijst lijsten lista listas'],
  ['~method', 'methode methoden méthode méthodes método métodos zahlungsart zahlungsarten betaalwijze betaalmethode'],
  // Plans and accounts.
  ['minimum term commitment', 'mindestvertragslaufzeit engagement permanencia fidelização fidelizacion'],
  ['register sign up', 'registro registo registos inscrição'],
  ['login', 'einloggen einlogge eingeloggt ausgeloggt'],
  ['register sign up', 'registrierung registrierungen'],
  ['~how long', 'laufzeit vertragslaufzeit mindestlaufzeit'],
  ['~reply answer', 'reagieren reagiert reaktion reaktionszeit reageren reageert reactie reactietijd réagir'],
  // Bookings and events.
  // "Ticket" is also a support ticket: kept as the English word.
  ['tickets', 'ticket tickets'],
  [
    'tickets admission',
    'eintrittskarte eintrittskarten eintritt kaartje kaartjes billet billets billete billetes bilhete bilhetes ingresso ingressos',
  ],
  [
    'party celebration',
    'feier feiern party feest feestje feesten fête fêtes fiesta fiestas festa festas celebración celebração',
  ],
  ['birthday', 'geburtstag geburtstage verjaardag verjaardagen anniversaire cumpleaños aniversário'],
  ['wedding', 'hochzeit hochzeiten bruiloft bruiloften huwelijk mariage mariages boda bodas casamento casamentos'],
  ['menu', 'speisekarte menü menüs menukaart menú menús cardápio ementa'],
  ['catering', 'catering verpflegung traiteur cáterin'],
  ['~come by visit', 'vorbeikommen vorbeischauen langskomen langskom binnenlopen'],
  ['~serve see', 'atender atendem atende atendemos atienden atiende'],
  ['~house home', 'haus häuser huis huizen maison maisons'],
  // People and roles.
  ['pupil student', 'schüler schülerin schülerinnen leerling leerlingen'],
  ['group', 'collectif collective collectifs colectivo colectiva coletivo coletiva groepsles groepslessen'],
  ['couple', 'couple couples pareja parejas casal casais'],
  [
    'contact person',
    'ansprechpartner ansprechpartnerin ansprechperson contactpersoon contactpersonen interlocuteur interlocutrice',
  ],
  [
    'instructor',
    'ausbilder ausbilderin fahrlehrer fahrlehrerin instructeur instructrice instructeurs rijinstructeur moniteur monitrice instructor instructora instructores instrutor instrutora instrutores',
  ],
  ['manager person in charge', 'responsable responsables responsável responsáveis verantwoordelijke'],
  ['owner', 'dono dona donos'],
  ['trainer', 'formateur formatrice formateurs formador formadora formadores'],
  ['coach trainer', 'trainer trainerin coach entraîneur entraîneuse entrenador entrenadora treinador treinadora'],
  [
    'volunteers',
    'freiwillige freiwilligen ehrenamtlich ehrenamtliche vrijwilliger vrijwilligers bénévole bénévoles voluntario voluntarios voluntaria voluntário voluntários',
  ],
  ['colleagues', 'kollege kollegen kollegin kolleginnen collègue collègues colega colegas'],
  // Dutch "collega": French "collège" is a school.
  ['colleagues', 'collega collega’s', 'nl'],
  ['receptionist reception', 'rezeptionist rezeptionistin receptionist receptioniste réceptionniste recepcionista'],
  // Courses and classes.
  [
    'intermediate',
    'mittelstufe halfgevorderd halfgevorderden intermédiaire intermédiaires intermedio intermedios intermedia intermediário intermédio',
  ],
  [
    '~individual one-to-one',
    'einzel einzelunterricht einzelstunde einzelstunden individuell individuelle individueel individuele individuel individuelles individual individuales individuais',
  ],
  ['trial', 'schnupper schnupperkurs schnupperstunde proefles proeflessen'],
  ['private lesson', 'privéles privélessen privatstunde privatunterricht'],
  ['make-up lesson', 'nachholen nachholstunde rattraper rattrapage reposição'],
  // Dutch "inhalen": German "Inhalt" is content.
  ['make-up lesson', 'inhalen inhaalles inhaallessen', 'nl'],
  ['absence', 'abwesenheit fehlzeit fehlzeiten afwezigheid afwezig absence absences ausencia ausencias ausência'],
  // Portuguese "faltas" are absences; Spanish "falta" is a lack.
  ['absence', 'faltas', 'pt'],
  ['books', 'buch bücher lehrbuch lehrbücher boek lesboek lesboeken libro libros livro livros'],
  ['books', 'livre livres', 'fr'],
  // Rentals.
  ['car rent hire', 'mietwagen mietauto huurauto huurwagen voiture-de-location'],
  ['~full tank', 'tankfüllung volle tank'],
  ['damage scratch', 'kratzer delle dellen deuk deuken rayure rayures bosse arañazo arañazos abolladura amolgadela'],
  // Dutch "kras": German "krass" is crazy.
  ['damage scratch', 'kras krassen', 'nl'],
  ['~full', 'voll volle vollen volgetankt vollgetankt plein pleine lleno llena cheio cheia'],
  ['sat nav gps', 'navi navigationsgerät navigationssystem navigatie navigatiesysteem gps navegador'],
  ['zip zipper', 'reißverschluss reissverschluss rits ritssluiting cremallera zíper'],
  ['seam', 'naht nähte naad naden couture coutures costura costuras'],
  ['button', 'knopf knöpfe knoop knopen bouton boutons botón botones botão botões'],
  ['sole', 'sohle sohlen zool zolen semelle semelles suela suelas'],
  // Portuguese "sola": Spanish "sola" is alone.
  ['sole', 'sola solas', 'pt'],
  [
    'computer laptop',
    'computer rechner laptop laptops notebook ordinateur ordinateurs ordenador ordenadores computador computadores portátil',
  ],
  ['bike rack', 'fahrradträger fietsendrager fietsdrager porte-vélos portabicicletas'],
  ['return', 'restitution restituer', 'fr'],
  // Shipping and returns.
  ['shipping parcel', 'sendung sendungen zending zendingen'],
  ['return', 'terugbrengen terugbreng retourneren'],
  [
    '~wrong',
    'falsch falsche falschen falsches verkeerd verkeerde mauvais mauvaise erroné erronée equivocado equivocada incorrecto incorrecta errado errada',
  ],
  ['~missing', 'fehlt fehlen fehlend fehlende ontbreekt ontbreken manque manquant manquante manquants faltan faltante'],
  ['islands', 'insel inseln eiland eilanden île îles isla islas ilha ilhas'],
  ['cash on delivery', 'nachnahme contre-remboursement contrarreembolso'],
  ['pre-order', 'vorbestellen vorbestellung voorbestellen voorbestelling précommande précommander preventa pré-venda'],
  // Clinics.
  ['consultation hours opening hours', 'sprechstunde sprechstunden sprechzeiten spreekuur spreekuren'],
  ['home visit', 'hausbesuch hausbesuche huisbezoek huisbezoeken'],
  ['results', 'ergebnis ergebnisse befund befunde uitslag uitslagen résultat résultats resultado resultados'],
  ['symptoms', 'symptom symptome symptomen symptôme symptômes síntoma síntomas sintoma sintomas'],
  ['referral', 'verwijzing verwijsbrief derivación encaminhamento'],
  ['data centre data center', 'rechenzentrum rechenzentren datacenter datacenters datacentrum'],
  ['pregnancy pregnant', 'schwangerschaft schwanger grossesse enceinte embarazo embarazada gravidez grávida'],
  // Dutch "zwanger": German "Zwang" is compulsion.
  ['pregnancy pregnant', 'zwanger zwangerschap', 'nl'],
  ['glasses', 'lunettes gafas óculos'],
  // Dutch "bril": Spanish "brillo" is shine.
  ['glasses', 'bril', 'nl'],
  ['glasses', 'brille brillen', 'de'],
  ['eyes', 'augen ogen yeux ojos olhos'],
  ['gp doctor', 'hausarzt hausärztin huisarts huisartsen généraliste'],
  ['paediatrician', 'kinderarzt kinderärztin kinderarts pédiatre pediatra'],
  [
    'gynaecologist',
    'frauenarzt frauenärztin gynäkologe gynäkologin gynaecoloog gynécologue ginecólogo ginecóloga ginecologista',
  ],
  ['psychologist', 'psychologe psychologin psycholoog psychologue psicólogo psicóloga'],
  ['therapist', 'therapeut therapeutin thérapeute terapeuta'],
  ['physiotherapist', 'physiotherapeut physiotherapeutin fysiotherapeut kinésithérapeute kiné fisioterapeuta'],
  ['osteopath', 'osteopath osteopathin osteopaat ostéopathe osteópata'],
  ['chiropractor', 'chiropraktiker chiropractor chiropracteur quiropráctico quiropraxista'],
  [
    'speech therapy',
    'logopädie logopäde logopädin logopedie logopedist orthophonie orthophoniste logopedia logopeda fonoaudiologia',
  ],
  // Numbers (a question's "zwei Nächte", "deux semaines"). Left out: Spanish "dos", "tres" and Portuguese
  // "dois" (Portuguese "of the", French "très", "dois"), French "neuf" (new), "six" (English).
  ['~two', 'zwei twee deux duas'],
  ['~three', 'drei drie trois'],
  ['~four', 'vier quatre cuatro quatro'],
  ['~five', 'fünf vijf cinq cinco'],
  ['~six', 'sechs zes seis'],
  ['~seven', 'sieben zeven sept siete sete'],
  ['~eight', 'acht huit ocho oito'],
  ['~nine', 'neun negen nueve nove'],
  ['~ten', 'zehn tien dix diez dez'],
];
