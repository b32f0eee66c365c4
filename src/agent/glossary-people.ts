/**
 * Glossary data (glossary.ts): the everyday words of questions about who and what a company
 * serves — people (students, children, members), courses and lessons, languages and countries,
 * vehicles, pets and vets, rooms and stays, sizes, and the common verbs and adjectives of a
 * question — in German, Dutch, French, Spanish and Portuguese, each mapped to English. General
 * dictionary words, not one site's; plural and verb endings are matched by stem in glossary.ts.
 */
import type { Entry } from './glossary-entry.js';

export const PEOPLE_WORDS: Entry[] = [
  // People.
  [
    'student',
    'student studenten studierende studentin étudiant étudiante étudiants estudiante estudiantes estudante estudantes alumno alumnos aluno alunos élève élèves',
  ],
  ['children', 'kinder kind kinderen enfant enfants niño niños niña hijos criança crianças filhos'],
  ['seniors', 'senioren rentner ouderen gepensioneerden retraités seniors jubilados mayores aposentados idosos'],
  ['family', 'familie gezin famille familia família'],
  ['group', 'gruppe gruppen groep groepen groupe groupes grupo grupos'],
  [
    'member',
    'mitglied mitglieder mitgliedschaft lid leden lidmaatschap membre membres adhésion socio socios membresía sócio sócios membro membros',
  ],
  ['staff', 'personal personeel personnel'],
  [
    'teacher',
    'lehrer lehrerin leraar lerares professeur professeurs enseignant enseignants profesor profesora profesores professor professora professores',
  ],
  // Dutch "docent": Spanish "docena" is a dozen.
  ['teacher', 'docent docenten', 'nl'],
  // German "Dozent": Dutch "dozen" are boxes.
  ['teacher', 'dozent dozentin', 'de'],
  [
    'beginners',
    'anfänger anfängerin beginner beginners débutant débutants principiante principiantes iniciante iniciantes',
  ],
  ['advanced', 'fortgeschrittene gevorderd gevorderden avancé avancés avanzado avanzados avançado avançados'],
  ['~level', 'niveau niveaus stufe nivel niveles nível níveis'],
  ['~private', 'privat privé particulier particulière particular'],
  ['freelancer', 'selbstständig selbständig freelancer zzp zelfstandige indépendant autónomo autônomo'],
  ['guests', 'invité invités huésped huéspedes hóspede hóspedes'],
  // German and Dutch "Gast": Spanish and Portuguese "gasto" is an expense.
  ['guests', 'gast gäste gasten', 'de nl'],
  // Learning.
  ['course', 'kurs kurse cursus cursussen cours curso cursos formation formación'],
  [
    'lesson',
    'unterricht unterrichtsstunde lektion lektionen lessen klas klassen leçon leçons classe classes clase clases lección lecciones aula aulas turma turmas',
  ],
  ['intensive', 'intensiv intensivkurs intensief intensif intensive intensivo intensiva'],
  ['exam', 'prüfung prüfungen examen exame exames'],
  ['certificate', 'zeugnis zertifikat diploma diplôme certificat'],
  ['online', 'online ligne virtual'],
  [
    'teach',
    'unterrichten unterrichtet lehren lehrt lesgeven doceren enseigner enseignez enseigne enseñar enseñan enseñáis enseña ensinar ensinam ensina',
  ],
  ['learn', 'lernen leren apprendre aprender aprenden aprendo'],
  ['~speak', 'sprechen spricht spreken spreekt parler parlez parle hablar hablan habla falar falam fala'],
  ['training', 'training trainieren entraînement entrenamiento treino'],
  ['trial', 'probe proef probestunde proefles'],
  // Languages and countries (the languages themselves are in glossary-words.ts).
  ['language', 'sprache taal langue idioma língua lingua'],
  ['brazilian', 'brasilien brasilianisch brazilië braziliaans brésil brésilien brasil brasileño brasileiro'],
  ['italian', 'italienisch italiaans italien italienne italiano'],
  ['chinese', 'chinesisch chinees chinois chino chinês'],
  ['japanese', 'japanisch japans japonais japonés japonês'],
  ['arabic', 'arabisch arabe árabe'],
  ['russian', 'russisch russe ruso russo'],
  ['turkish', 'türkisch turks turc turco'],
  ['polish', 'polnisch pools polonais polaco polonês'],
  ['germany', 'deutschland duitsland allemagne alemania alemanha'],
  ['netherlands', 'niederlande nederland holland holanda'],
  ['france', 'frankreich frankrijk francia frança'],
  ['spain', 'spanien spanje espagne españa espanha'],
  ['belgium', 'belgien belgië belgique bélgica'],
  ['switzerland', 'schweiz zwitserland suisse suiza suíça'],
  ['austria', 'österreich oostenrijk autriche'],
  ['europe', 'europa europe'],
  // Vehicles.
  ['car', 'auto autos wagen pkw voiture voitures coche coches carro carros'],
  [
    'van',
    'transporter lieferwagen kleinbus bestelwagen bestelbus busje camionnette fourgon furgoneta furgón furgão carrinha',
  ],
  ['truck', 'lkw vrachtwagen camion camión caminhão camião'],
  ['bike', 'fahrrad räder fiets fietsen vélo vélos bicicleta bicicletas'],
  ['vehicle', 'fahrzeug fahrzeuge voertuig voertuigen véhicule véhicules vehículo vehículos veículo veículos'],
  [
    'rent hire',
    'mieten miete gemietet vermietung huren huur verhuur louer loue location alquilar alquiler alquila alugar aluguel aluguer',
  ],
  ['driving licence', 'führerschein rijbewijs permis licencia carnet habilitação'],
  ['fuel', 'benzin tanken brandstof tanken carburant essence combustible gasolina combustível'],
  ['mileage', 'kilometer kilometers kilomètres kilómetros quilómetros quilômetros'],
  ['~age', 'leeftijd âge edad idade'],
  // German "Alter": Spanish and Portuguese "alterar", "altere" change.
  ['~age', 'alter', 'de'],
  ['~minimum', 'mindest mindestens minimal minimaal minimum mínimo mínima minstens'],
  ['~maximum', 'maximal höchstens maximaal maximum máximo máxima hoogstens'],
  // Pets and vets.
  [
    'pets',
    'haustier haustiere huisdier huisdieren dier dieren animal animaux animales mascota mascotas animais estimação',
  ],
  // German "Tier": French "tiers" is a third party.
  ['pets', 'tier tiere', 'de'],
  ['dog', 'chien chiens cão cães cachorro cachorros'],
  // Spanish "perro": Dutch and French "perron" is a platform.
  ['dog', 'perro perros', 'es'],
  // Dutch "hond": Spanish "hondo" is deep.
  ['dog', 'hond honden', 'nl'],
  ['dog', 'hund hunde', 'de'],
  ['cat', 'katze katzen kat katten chats gato gatos'],
  ['chat', 'chat'],
  [
    'vet',
    'tierarzt tierärztin tierärzte tierarztpraxis tierklinik dierenarts dierenartsen dierenkliniek vétérinaire véto veterinario veterinaria veterinário veterinária',
  ],
  [
    'vaccination',
    'impfung impfungen impfen vaccinatie inenting vaccin vaccins vacuna vacunas vacunación vacina vacinas vacinação',
  ],
  ['treatment', 'behandlung behandeling traitement tratamiento tratamento'],
  ['doctor', 'arzt ärztin dokter arts médecin médico'],
  ['check-up', 'untersuchung controle onderzoek revisión revisão'],
  ['~visit', 'besuch besuchen bezoek bezoeken visite visiter visita visitar'],
  // Rooms and stays.
  [
    'room',
    'zimmer raum räume kamer kamers chambre chambres salle salles habitación habitaciones quarto quartos sala salas zaal zalen',
  ],
  ['breakfast', 'frühstück ontbijt petit-déjeuner desayuno pequeno-almoço'],
  [
    'stay',
    'übernachten übernachtung aufenthalt verblijf verblijven overnachten séjour séjourner estancia estadia hospedagem',
  ],
  ['bed', 'bett bed lit cama'],
  ['apartment', 'wohnung ferienwohnung appartement apartamento'],
  ['pool', 'schwimmbad zwembad piscine piscina'],
  ['wifi', 'wlan wifi wi-fi'],
  ['food', 'essen eten manger comer comida nourriture'],
  ['drinks', 'getränke trinken drinken dranken boissons boire bebidas beber'],
  ['vegetarian', 'vegetarisch végétarien végétarienne vegetariano vegetariana vegan vegano végane'],
  ['allergies', 'allergie allergien allergieën allergies alergia alergias'],
  ['wheelchair', 'barrierefrei rollstuhl rolstoel toegankelijk fauteuil accessible accesible acessível'],
  // Sizes and common adjectives.
  ['~small', 'klein kleine kleiner kleines petit petite petits pequeño pequeña pequeno pequena'],
  [
    '~medium',
    'mittel mittlere mittleren mittelgroß middel middelgroot middelgrote moyen moyenne mediano mediana médio média',
  ],
  ['~large', 'groß große großer grosse groot grote grand grande grands grandes'],
  ['~size', 'größe grösse maat grootte taille tamaño tamanho'],
  ['~high', 'hoch hohe hoher hohen hoog hoge haut haute élevé élevée alto alta'],
  ['~low', 'niedrig niedrige bas basse bajo baja baixo baixa'],
  ['~location', 'lage', 'de'],
  // Dutch "lage": German "Lage" is a location.
  ['~low', 'laag lage', 'nl'],
  [
    '~standard',
    'normal normale gewöhnlich gewoon gewone normaal standaard regulär habituel ordinaire habitual regular padrão',
  ],
  ['~express', 'schnell snel rapide rápido rápida express expresso'],
  ['~new', 'neu neue neuen nieuw nieuwe nouveau nouvelle nuevo nueva novo nova'],
  ['~first', 'erste ersten eerste premier première primer primera primeiro primeira'],
  // Portuguese "segunda" alone is Monday (glossary-everyday.ts); in Spanish it is the second.
  ['~second', 'zweite zweiten zweiter zweites tweede deuxième second seconde segundo segundos'],
  ['~second', 'segunda segundas', 'es'],
  ['~last', 'letzte letzten laatste dernier dernière último última'],
  ['~same', 'selben gleichen zelfde dezelfde même mismo misma mesmo mesma'],
  ['~own', 'eigen eigene eigenen propre propio propia próprio própria'],
  ['~each', 'jede jeder jedes elke chaque cada'],
  ['~without', 'ohne zonder sans sin sem'],
  ['~difference', 'unterschied verschil différence diferencia diferença'],
  ['documents', 'dokument dokumente unterlagen document documenten documents documento documentos'],
  [
    'passport',
    'ausweis personalausweis reisepass paspoort identiteitsbewijs passeport pasaporte passaporte identité identidad identidade',
  ],
  // Common verbs of a question.
  ['~bring', 'mitbringen bringen meebrengen meenemen apporter amener traer trazer'],
  ['~take', 'nehmen mitnehmen nemen prendre tomar llevar levar'],
  [
    '~need',
    'brauchen brauche braucht benötigen benötige nodig besoin necesitar necesito necesita preciso precisa precisar',
  ],
  [
    '~required',
    'erforderlich notwendig nötig verplicht obligatoire nécessaire obligatorio necesario obrigatório necessário',
  ],
  // Dutch "vereist": German "vereist" is icy, Portuguese "verei" I will see.
  ['~required', 'vereist', 'nl'],
  ['~allowed', 'erlaubt dürfen toegestaan mogen autorisé autorisés permitido permitidos permitida'],
  ['~possible', 'möglich mogelijk possible posible possível'],
  ['~work', 'funktioniert funktionieren werkt fonctionne fonctionnent funciona funcionan funcionam'],
  [
    '~start',
    'anfangen beginnen starten beginnt commencer commence début empezar empieza comenzar comienza começar começa início inicio beginn',
  ],
  [
    'register',
    'registrieren anmeldung registreren aanmelden inschrijven inschrijving inscrire inscription inscripción inscribirse registrarse inscrição cadastro cadastrar',
  ],
  ['apply', 'bewerbung bewerben solliciteren sollicitatie candidature postuler solicitud candidatura'],
  [
    'jobs',
    'stellenangebot stellenangebote vacature vacatures emploi empleo vaga vagas trabajo trabalho karriere carrière',
  ],
  ['~offer', 'bieden biedt aangeboden propose proposent ofrecéis'],
  ['~cover', 'abdecken übernehmen dekken gedekt couvrir couvert cubrir cubre cobrir cobre'],
  ['smoking', 'rauchen roken fumer fumar'],
];
