/**
 * A question in German, Dutch, French, Spanish or Portuguese put in the words
 * an English knowledge base uses, so the extractive answerer (which matches
 * words, and has no translation without a model) can find the passage: the
 * common words of questions to a company's site (price, plan, data, stored,
 * trial, invoice, integration …), each mapped to English, plus the words kept
 * as they are (names such as "Scale" or "Shopify", figures). Used only when
 * the question as asked finds nothing; an answer found this way is introduced
 * by a sentence in the visitor's language saying the source is English.
 */

/** English word(s) ← the words of the other five languages that mean it (lower case, one token each). */
const TABLE: Array<[string, string]> = [
  ['cost', 'kostet kosten kost koste coûte coûtent cuesta cuestan custa custam'],
  ['price', 'preis preise prijs prijzen prix precio precios preço preços valor tarifs'],
  ['how much', 'wieviel hoeveel combien cuánto cuánta cuanto quanto quanta'],
  [
    'plan',
    'tarif tarife plan pläne paket abonnement abonnementen formule forfait planes plano planos assinatura suscripción',
  ],
  ['cheapest', 'günstigste günstigsten billigste goedkoopste goedkoopst'],
  ['month', 'monat monatlich maand maandelijks mois mensuel mensuelle mes mensual mês mensal'],
  ['year annual', 'jahr jährlich jaar jaarlijks année annuel annuelle año anual ano'],
  ['discount', 'rabatt nachlass korting réduction remise descuento desconto'],
  ['free', 'kostenlos gratis gratuit gratuite gratuito grátis'],
  ['trial', 'testversion testphase testzeitraum probezeit proefperiode proefversie essai prueba teste'],
  ['data', 'daten gegevens données datos dados'],
  [
    'stored',
    'gespeichert speichern speichert opgeslagen opslaan slaan bewaard bewaren stockées stockés stockage hébergées almacenan almacenados guardados armazenados',
  ],
  ['where', 'wo waar où dónde donde onde'],
  ['servers', 'server servern servers serveurs servidores'],
  ['security', 'sicherheit beveiliging sécurité seguridad segurança'],
  ['backups', 'sicherung sicherungen backup backups sauvegarde sauvegardes respaldo cópias'],
  [
    'integration',
    'integration integrationen integrieren integratie koppeling koppelen intégration intégrer integración integrar integração',
  ],
  ['support', 'kundendienst ondersteuning klantenservice assistance soporte suporte'],
  ['users', 'benutzer nutzer gebruikers utilisateurs usuarios usuários'],
  ['invoices', 'rechnung rechnungen factuur facturen facture factures factura facturas fatura faturas'],
  ['bank', 'bank banken banque banques banco bancos'],
  ['account', 'konto compte cuenta conta'],
  ['cancel', 'kündigen stornieren opzeggen annuleren annuler résilier cancelar'],
  ['refund', 'erstattung rückerstattung terugbetaling remboursement reembolso'],
  ['payment', 'zahlung zahlen bezahlen betaling betalen paiement payer pago pagar pagamento'],
  ['card', 'kreditkarte creditcard carte tarjeta cartão'],
  ['mobile app', 'app handy mobiel application móvil aplicación aplicativo celular'],
  ['phone', 'telefon telefoon téléphone teléfono telefone'],
  ['languages', 'sprachen talen langues idiomas'],
  ['export', 'exportieren exporteren exporter exportar'],
  ['import', 'importieren importeren importer importar'],
  ['team', 'équipe equipo equipe'],
  ['company', 'unternehmen firma bedrijf entreprise empresa'],
  ['employees', 'mitarbeiter medewerkers employés salariés empleados funcionários'],
  ['payroll', 'lohnabrechnung gehaltsabrechnung salarisadministratie loonadministratie paie nómina'],
  ['shipping', 'versand verzending livraison envío envio frete'],
  ['delivery', 'lieferung levering entrega'],
  ['returns', 'rückgabe retoure retour retourneren devolución devolver devolução'],
  ['order', 'bestellung bestellen bestelling commande pedido encomenda'],
  ['stock inventory', 'lager lagerbestand voorraad inventaire inventario inventário estoque'],
  ['opening hours', 'öffnungszeiten openingstijden horaires horario horário'],
  ['office', 'büro kantoor bureau oficina escritório'],
  ['contract', 'vertrag contract contrat contrato'],
  ['gdpr', 'dsgvo avg rgpd lgpd'],
  ['password', 'passwort wachtwoord senha contraseña'],
  ['login', 'anmelden inloggen connexion'],
  ['delete', 'löschen gelöscht verwijderen verwijderd supprimer eliminar borrar excluir apagar'],
  ['vat', 'mehrwertsteuer mwst ust btw tva iva'],
  ['tax', 'steuer steuern belasting impôt impôts impuesto impuestos imposto impostos'],
  ['reports', 'bericht berichte rapport rapports informe informes relatório relatórios'],
  ['bookkeeping accounting', 'buchhaltung boekhouding comptabilité contabilidad contabilidade'],
  ['accountant', 'steuerberater buchhalter boekhouder comptable contador contabilista'],
  ['currency', 'währung währungen valuta devise devises moneda monedas moeda moedas'],
  ['setup', 'einrichtung einrichten instellen configuration configurer configuración configurar configuração'],
  ['included', 'enthalten inbegrepen inclus inclue incluye incluido incluído inclui'],
  ['sync', 'synchronisieren synchronisatie synchroniser sincronizar'],
  ['uptime', 'verfügbarkeit beschikbaarheid disponibilité disponibilidad disponibilidade'],
  ['nonprofit', 'gemeinnützig gemeinnützige non-profit associations ong'],
  ['guarantee', 'garantie garantiert garanderen garantía garantia'],
  ['customers', 'kunden klanten clients clientes'],
  ['products', 'produkte producten produits productos produtos'],
  ['warehouse', 'lagerhaus magazijn entrepôt almacén armazém'],
  ['how long', 'dauert duurt'],
  ['version', 'version versie versión versão'],
  [
    'use',
    'verwenden verwendet nutzen nutzt gebruiken gebruikt utilisez utiliser utilise usan utilizan usáis usam utilizam',
  ],
  [
    'certified certification',
    'zertifiziert zertifizierung gecertificeerd certificering certificaat certifié certifiée certification certificado certificada certificación certificação',
  ],
  ['address', 'adresse anschrift adres dirección endereço morada'],
  ['valid', 'gültig geldig valable válido válida'],
  ['eu european union', 'europäische europese européenne europea europeia'],
  ['shop store', 'geschäft laden winkel boutique magasin tienda loja'],
  ['onboarding', 'einarbeitung einführung'],
  ['english', 'englisch engels anglais inglés inglês'],
  ['german', 'deutsch duits allemand alemán alemão'],
  ['dutch', 'niederländisch nederlands néerlandais neerlandés holandês'],
  ['french', 'französisch frans français francés francês'],
  ['spanish', 'spanisch spaans espagnol español espanhol'],
  ['portuguese', 'portugiesisch portugees portugais portugués português'],
];

const MAP = new Map<string, string>();
for (const [en, others] of TABLE) for (const w of others.split(' ')) MAP.set(w, en);

/**
 * The question in English words, or null when too little of it is known to be worth a second look-up.
 * Kept as they are: figures, and capitalised words not at the start of a sentence that no entry maps
 * (product and plan names); German nouns unknown to the table come along too, and match nothing.
 */
export function englishQuery(text: string): string | null {
  const out: string[] = [];
  let translated = 0;
  for (const sentence of text.split(/(?<=[.!?¿¡])\s+/)) {
    const tokens = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
    tokens.forEach((token, i) => {
      // An elided article or pronoun ("l'adresse", "d'essai") is looked up without it.
      for (const part of token.replace(/^(?:l|d|qu|j|n|s|c|m|t)['’]/iu, '').split('-')) {
        const en = MAP.get(part.toLowerCase());
        if (en) {
          out.push(en);
          translated++;
        } else if (/\p{N}/u.test(part) || (i > 0 && /^\p{Lu}/u.test(part)) || /^\p{Ll}+\p{Lu}/u.test(part))
          out.push(part);
      }
    });
  }
  return translated > 0 ? [...new Set(out)].join(' ') : null;
}
