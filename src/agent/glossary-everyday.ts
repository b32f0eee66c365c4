/**
 * Glossary data (glossary.ts): the everyday words of questions any company's site is asked —
 * money and payment, booking and appointments, opening hours and reachability, days and times,
 * places, delivery and returns — in German, Dutch, French, Spanish and Portuguese, each mapped to
 * the English word(s) a knowledge base uses. General dictionary words, not one site's; plural and
 * verb endings are matched by stem in glossary.ts, so a base form usually suffices.
 */
import type { Entry } from './glossary-entry.js';

export const EVERYDAY_WORDS: Entry[] = [
  // Question words: the answerer reads what kind of thing is asked for from them.
  ['~when', 'wann wanneer quand cuándo cuando quando'],
  ['~how', 'wie hoe comment cómo como'],
  ['~how many', 'cuántos cuántas quantos quantas'],
  ['~many', 'viele'],
  ['~much', 'viel'],
  ['~which', 'welche welcher welches welk welke quais qual cuál cuáles quel quelle quels quelles'],
  ['~long', 'lange lang longtemps'],
  [
    '~how long',
    'dauern duren durer dure durent durée durar dura duran duram duração dauer looptijd duración duraciones',
  ],
  // Money and payment.
  [
    'fee',
    'beitrag beiträge bijdrage gebühr gebühren vergoeding toeslag frais tasa tasas comisión comissão taxa taxas honorar honoraires honorarios',
  ],
  ['pay', 'zahle zahlt bezahle bezahlt betaal betaalt betaald paye payez payé paie pagas paga pagan pague pagam pago'],
  [
    'instalments',
    'ratenzahlung teilzahlung termijn termijnen afbetaling afbetalen gespreid mensualités échelonné échelonner échelonnement plazos cuotas cuota parcelas parcela parcelado parcelar prestações prestação',
  ],
  // German "Raten": French "raté" is missed, Dutch "raden" guess.
  ['instalments', 'raten rate', 'de'],
  ['deposit', 'anzahlung kaution aanbetaling borg borgsom acompte caution dépôt depósito fianza sinal caução'],
  ['cash', 'bargeld bar contant contanten espèces efectivo dinheiro'],
  ['~cheap', 'günstig billig goedkoop barato barata económico económica econômico'],
  ['~expensive', 'teuer duur cher chère caro cara'],
  ['money', 'geld argent'],
  // Spanish "dinero": French "dîner" is dinner.
  ['money', 'dinero', 'es'],
  ['receipt', 'quittung kassabon reçu recibo'],
  // German "Beleg": Dutch "beleg" is a siege or a filling.
  ['receipt', 'beleg', 'de'],
  ['surcharge', 'zuschlag aufpreis supplément suplemento recargo extra zusätzlich supplémentaire adicional'],
  ['~per', 'pro'],
  ['price', 'kostenpunkt tarifa tarifas tarief tarieven'],
  ['cost', 'kostet kosten kost coûter costar custar'],
  [
    'discount',
    'rabatte ermäßigung ermäßigt kortingen réductions réduit réduite descuentos descontos promotion promoción promoção aktion',
  ],
  ['voucher', 'gutschein gutscheine cadeaubon cadeaukaart tegoedbon chèque-cadeau cupón cupom'],
  ['~code', 'code código kortingscode'],
  ['quote', 'angebot kostenvoranschlag offerte devis presupuesto orçamento cotação'],
  [
    '~offer',
    'anbieten bieten aanbieden aanbieding aanbod offre offrez proposez proposer ofrecer ofrecen oferta oferecer oferecem',
  ],
  ['~accept', 'akzeptieren akzeptiert annehmen accepteren accepter acceptez aceptar aceptan aceitar aceitam'],
  ['~buy', 'kaufen gekauft kopen gekocht acheter achat comprar compra'],
  ['~sell', 'verkaufen verkopen vendre vender venden'],
  ['insurance', 'versicherung versichert verzekering verzekerd assurance assuré seguro asegurado'],
  // Booking and appointments.
  [
    'booking',
    'vereinbaren vereinbarung buchen buchung gebucht boeken boeking geboekt réserver réservation réservé reservar reserva reservas reservación',
  ],
  ['reservation', 'reservieren reservierung reserveren reservering'],
  [
    'appointment',
    'afspraak afspraken rendez rdv cita citas consulta consultas marcação agendamento consultation consultations',
  ],
  // German "Termin": French, Spanish, Portuguese "termine", "terminar" end.
  ['appointment', 'termin termine', 'de'],
  [
    'cancel',
    'absagen absage stornierung storno kündigung annulering annuleren annulation anulación anular cancelamento cancelación desmarcar',
  ],
  [
    '~change',
    'verschieben umbuchen wijzigen verzetten omboeken modifier changer déplacer cambiar modificar mudar alterar remarcar reporter reprogramar',
  ],
  // German "ändern": Dutch "anders" is otherwise.
  ['~change', 'ändern', 'de'],
  ['~available', 'verfügbar frei beschikbaar vrij disponible disponibles dispo libre libres disponível disponíveis'],
  // Portuguese "livre": French "livre" is a book, "livré" delivered.
  ['~available', 'livre', 'pt'],
  ['waiting list', 'warteliste wachtlijst attente espera'],
  ['~kept', 'aufbewahren aufbewahrt aufbewahrung conserver conservez conservés conservar conservan conservam'],
  ['~wait', 'warten wartezeit wachten wachttijd attendre esperar aguardar'],
  // Opening hours and reaching the company.
  [
    'open',
    'geöffnet offen öffnen geopend open ouvert ouverte ouverts ouvre ouvrez ouvrir abierto abierta abiertos abren abre aberto aberta abertos abrem abertura apertura ouverture öffnung opening',
  ],
  [
    'closed',
    'geschlossen schließen schliesst gesloten sluiten fermé fermée fermés fermez fermer cerrado cerrada cerrados cierran cierra fechado fechada fecham',
  ],
  // Dutch "dicht": German "dicht" is dense, near.
  ['closed', 'dicht', 'nl'],
  ['~hours', 'stunden uhr uren uur heures heure horas hora'],
  ['~time', 'zeit zeiten uhrzeit tijd tijden temps horaire tiempo tempo'],
  ['~hours', 'erreichbar erreichen bereikbaar bereiken joignable joindre localizable'],
  ['~contact', 'kontakt contact contacto contato'],
  ['~call', 'anrufen rufen appeler llamar ligar'],
  // Dutch "bellen": German "bellen" is to bark, French "belle" beautiful.
  ['~call', 'bellen', 'nl'],
  ['~email', 'e-mail mail courriel'],
  // Spanish "correo": Portuguese "corre" runs.
  ['~email', 'correo', 'es'],
  ['~website', 'webseite internetseite website site sitio'],
  ['~help', 'hilfe helfen hulp helpen aide aider ayuda ayudar ajuda ajudar'],
  [
    'service',
    'dienstleistung dienstleistungen leistungen dienst diensten service services servicio servicios serviço serviços',
  ],
  ['support', 'kundenservice klantendienst helpdesk atención atendimento'],
  [
    'emergency',
    'notfall notfälle dringend spoed noodgeval urgent urgence urgences urgencia emergencia urgente urgência emergência',
  ],
  // Days, weeks and times.
  ['~day', 'tag tage tagen täglich dag dagen dagelijks jour jours journée quotidien día días diario dia dias diária'],
  ['~week', 'woche wochen wöchentlich week weken wekelijks semaine semaines semana semanas semanal'],
  ['~weekend', 'wochenende weekend'],
  ['~minutes', 'minute minuten minuut minutes minutos'],
  ['~today', "heute vandaag aujourd’hui aujourd'hui hoy hoje"],
  ['~tomorrow', 'morgen demain amanhã'],
  ['~tomorrow', 'mañana'],
  ['~monday', 'maandag lundi lunes'],
  // Portuguese weekdays: Spanish "segunda", "quinta", "sexta" are second, fifth, sixth.
  ['~monday', 'segunda', 'pt'],
  // German "Montag"; French and Dutch "montage" is an assembly.
  ['~monday', 'montag', 'de'],
  ['~tuesday', 'dienstag dinsdag mardi martes'],
  ['~tuesday', 'terça', 'pt'],
  ['~wednesday', 'mittwoch woensdag mercredi miércoles'],
  ['~wednesday', 'quarta', 'pt'],
  ['~thursday', 'donnerstag donderdag jeudi jueves'],
  ['~thursday', 'quinta', 'pt'],
  ['~friday', 'freitag vrijdag vendredi viernes'],
  ['~friday', 'sexta', 'pt'],
  ['~saturday', 'samstag sonnabend zaterdag samedi sábado'],
  ['~sunday', 'sonntag zondag dimanche domingo'],
  ['~morning', 'morgens vormittag ochtend matin matinée manhã'],
  ['~afternoon', 'nachmittag middag vanmiddag après-midi tarde'],
  ['~evening', 'abend abends avond avonds soir soirée noche noches noite noites nacht nächte nachten nuit nuits'],
  [
    'holidays',
    'feiertag feiertage urlaub ferien feestdag feestdagen vakantie férié fériés vacances festivo festivos feriado feriados vacaciones férias',
  ],
  ['~date', 'datum date fecha'],
  // Places.
  [
    'location branch',
    'standort standorte filiale filialen niederlassung vestiging vestigingen locatie locaties emplacement agence agences succursale ubicación ubicaciones sucursal sucursales sede localização unidade unidades filial',
  ],
  ['meeting', 'besprechung meeting vergadering vergaderzaal réunion reunión reuniones reunião reuniões'],
  ['people', 'personen leute mensen personnes personas pessoas'],
  ['~city', 'stadt stad ville ciudad cidade'],
  ['~near', 'nähe nahe dichtbij buurt proche cerca cercano perto'],
  // French "près": Spanish and Portuguese "preso", "presa" are a prisoner, a dam.
  ['~near', 'près', 'fr'],
  ['~next', 'nächste volgende prochain prochaine próximo próxima'],
  [
    'parking',
    'parkplatz parkplätze parken parkeren parkeerplaats stationnement aparcamiento estacionamiento estacionamento',
  ],
  ['station', 'bahnhof station gare estación estação'],
  ['airport', 'flughafen luchthaven vliegveld aéroport aeropuerto aeroporto'],
  ['~country', 'land pays país'],
  [
    'international',
    'ausland international buitenland internationaal étranger international extranjero internacional exterior',
  ],
  ['~home', 'zuhause thuis domicile domicilio casa'],
  ['registered address', 'domiciliation domiciliación domiciliering geschäftsadresse firmenadresse'],
  ['post', 'post briefe courrier correio'],
  ['parcel', 'pakket pakketje colis paquete pacote'],
  // Delivery and returns.
  [
    'delivery',
    'liefern geliefert lieferzeit bezorgen bezorging bezorgd livrer livré livrée livrez entregar entregan entregam',
  ],
  // Dutch "leveren": French "lever" is to raise.
  ['delivery', 'leveren geleverd', 'nl'],
  [
    '~send',
    'schicken senden versenden sturen verzenden versturen envoyer envoyez expédier expédition enviar envían mandar',
  ],
  ['return', 'zurückgeben zurückschicken terugsturen retourner renvoyer devolver devoluciones'],
  ['~receive', 'erhalten bekommen krijgen ontvangen recevoir obtenir recibir receber'],
  ['repair', 'reparatur reparieren reparatie repareren réparation réparer reparación reparar reparação conserto'],
];
