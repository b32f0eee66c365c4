/**
 * Glossary data (glossary.ts): the nouns of a company's own pages that earlier lists lacked — who
 * runs and administers an account (administrators, managers, owners, founders), where the company
 * sits (headquarters, branches, counters, buildings), its terms (notice, policies, privacy, terms
 * and conditions, agreements), its records (history, files, forms, labels, payslips, expenses,
 * settings, reminders) and the words of software and clinics that the development sites' pages use
 * most — in German, Dutch, French, Spanish and Portuguese, each mapped to English. Chosen by the
 * frequency of the English words across those pages; general dictionary words, not one site's. A
 * word that is a different common word in another of the languages or in English is left out
 * (Dutch "wet", law, is English; French "nombre", number, is Spanish "name"; German "Labor" is the
 * English labour; French "accord", agreement, is "d'accord", OK; French "vol", theft, is a flight).
 */
import type { Entry } from './glossary-entry.js';

export const COMPANY_WORDS: Entry[] = [
  // People who run, own and administer.
  [
    'admin administrator',
    'admin admins administrator administratoren administratorin beheerder beheerders administrateur administrateurs administrador administradores administradora',
  ],
  ['manager', 'manager managerin leidinggevende gérant gérante gerente gerentes'],
  // German "Leiter": Portuguese "leiteria" is a dairy.
  ['manager', 'leiter leiterin', 'de'],
  ['director ceo', 'geschäftsführer geschäftsführerin directeur directrice director directora diretor diretora'],
  ['founder', 'oprichter oprichters fondateur fondatrice fundador fundadora fundadores'],
  ['owner', 'inhaber inhaberin eigentümer eigenaar eigenaren propriétaire dueño dueña proprietário'],
  [
    'employees',
    'mitarbeitende mitarbeitenden beschäftigte beschäftigten werknemers personeelsleden trabajadores trabalhadores colaboradores',
  ],
  ['employer', 'arbeitgeber werkgever employeur empleador empregador'],
  ['partners', 'partner partnern partenaire partenaires parceiro parceiros'],
  ['sales', 'vertrieb vertriebsteam verkoopafdeling ventes ventas vendas'],
  ['insurer', 'versicherer verzekeraar assureur aseguradora seguradora'],
  // Where the company is.
  [
    'headquarters head office',
    'hauptsitz firmensitz zentrale hauptquartier hoofdkantoor hoofdkwartier hoofdvestiging matriz',
  ],
  ['branch', 'zweigstelle geschäftsstelle bijkantoor'],
  ['counter desk', 'schalter theke tresen loket guichet comptoir mostrador ventanilla balcão'],
  ['building', 'gebäude gebouw bâtiment edificio edifício prédio'],
  ['~centre center', 'zentrum centrum centre centro'],
  // Terms, policies and agreements.
  ['notice period', 'kündigungsfrist opzegtermijn préavis preaviso pré-aviso'],
  ['policy', 'richtlinie richtlinien beleid politique política'],
  ['privacy', 'datenschutz privatsphäre privacy confidentialité privacidad privacidade'],
  ['terms conditions', 'bedingungen geschäftsbedingungen agb voorwaarden conditions condiciones condições'],
  ['dpa data processing agreement', 'auftragsverarbeitung auftragsverarbeitungsvertrag verwerkersovereenkomst'],
  ['agreement', 'abkommen overeenkomst'],
  ['requirements', 'voraussetzungen anforderungen vereisten exigences requisitos'],
  ['~law', 'gesetz gesetze gesetzlich loi lois ley leyes'],
  // Portuguese "lei": German "leise" is quiet.
  ['~law', 'lei leis', 'pt'],
  ['~official', 'offiziell offizielle officieel officiële officiel officielle oficial oficiales oficiais'],
  ['protection', 'schutz bescherming protection protección proteção'],
  [
    'encrypted encryption',
    'verschlüsselt verschlüsselung versleuteld versleuteling chiffré chiffrées chiffrement cifrado cifrados encriptado criptografia criptografados',
  ],
  // Records, files and settings.
  ['history', 'verlauf geschichte historie geschiedenis historique historial histórico'],
  ['~file', 'datei dateien fichier fichiers archivo archivos arquivo arquivos'],
  ['form', 'formular formulare formulier formulaire formulaires formulario formularios formulário formulários'],
  ['label', 'etikett etiketten etiket étiquette étiquettes etiqueta etiquetas'],
  ['signature sign', 'unterschrift unterschreiben handtekening ondertekenen signature signer firma firmar'],
  ['payslips', 'lohnzettel gehaltszettel loonstrook loonstroken salarisstrook holerite contracheque'],
  ['expenses', 'spesen ausgaben onkosten declaraties dépenses gastos despesas'],
  ['settings', 'einstellungen instellingen paramètres réglages configurações ajustes'],
  ['reminders', 'erinnerung erinnerungen herinnering herinneringen recordatorio recordatorios lembrete lembretes'],
  ['message', 'nachricht nachrichten bericht berichten berichtje message messages mensaje mensajes mensagem mensagens'],
  ['calendar', 'kalender agenda'],
  ['dashboard', 'dashboard'],
  ['forecast forecasting', 'prognose prognosen voorspelling prévision prévisions previsión previsão'],
  ['balance', 'saldo solde'],
  ['cheques', 'scheck schecks cheque cheques chèque chèques'],
  ['status', 'status statut'],
  ['~name', 'name namen naam nom nome'],
  ['~number', 'nummer numéro número'],
  ['~period', 'zeitraum periode période período'],
  ['~system', 'system systeem système sistema'],
  ['~photos', 'foto fotos photo photos'],
  ['camera', 'kamera kameras camera camera’s caméra caméras cámara cámaras câmera câmeras'],
  ['~travel', 'reise reisen reizen voyage voyages viaje viajes viagem viagens'],
  ['~programme program', 'programm programma programme programa'],
  // Care, clinics and animals.
  ['care', 'pflege zorg soins cuidado cuidados'],
  ['illness', 'krankheit krankheiten ziekte ziektes maladie maladies enfermedad enfermedades doença doenças'],
  ['injection', 'spritze injectie piqûre inyección injeção'],
  ['anaesthetic anaesthesia', 'narkose narcose anesthésie anestesia'],
  ['laboratory lab', 'labo laboratoire laboratorio laboratório'],
  ['theft', 'diebstahl diefstal roubo'],
  // Vehicles and travel.
  ['fleet', 'flotte fuhrpark vloot wagenpark flota frota'],
  ['miles', 'meilen mijlen milles millas milhas'],
  ['estate car', 'kombi stationwagen'],
];
