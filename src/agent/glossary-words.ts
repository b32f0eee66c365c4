/**
 * Glossary data (glossary.ts): the words of questions about a company's product, plans and
 * account (price, plan, data, invoice, integration …) in German, Dutch, French, Spanish and
 * Portuguese, each mapped to the English word a knowledge base uses. Forms differing only by a
 * plural or verb ending need not be listed: glossary.ts also matches a word's stem.
 */
import type { Entry } from './glossary-entry.js';

/** English word(s) ← the words of the other five languages that mean it (lower case, one token each). */
export const BUSINESS_WORDS: Entry[] = [
  [
    'cost',
    'kostet kosten kost koste coûte coûtent cuesta cuestan custa custam coût coûts coste costes costo costos custo custos',
  ],
  ['price', 'preis preise prijs prijzen prix precio precios preço preços valor tarifs'],
  // French "tarif" is a price; German "Tarif" a plan.
  ['price', 'tarif', 'fr'],
  ['how much', 'wieviel hoeveel combien cuánto cuánta cuanto quanto quanta'],
  [
    'plan',
    'tarif tarife plan pläne paket abonnement abonnementen formule forfait planes plano planos assinatura suscripción',
  ],
  ['cheapest', 'günstigste günstigsten billigste goedkoopste goedkoopst'],
  ['month', 'monat monatlich maand maandelijks mois mensuel mensuelle mes mensual mês mensal meses'],
  [
    'year annual',
    'jahr jährlich jaar jaarlijks année annuel annuelle año anual ano jahre jahren jaren années ans años anos',
  ],
  ['discount', 'rabatt nachlass korting réduction remise descuento desconto'],
  ['free', 'kostenlos gratis gratuit gratuite gratuito grátis'],
  ['trial', 'testversion testphase testzeitraum probezeit proefperiode proefversie essai prueba teste'],
  ['data', 'daten gegevens données datos dados'],
  [
    'stored',
    'gespeichert speichern speichert opgeslagen opslaan slaan bewaard bewaren stockées stockés stockage hébergées almacenan almacenados guardados armazenados guardar guardan guardam',
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
  ['users', 'benutzer nutzer gebruikers utilisateurs usuarios usuários utilizadores'],
  ['invoices', 'rechnung rechnungen factuur facturen facture factures factura facturas fatura faturas'],
  ['bank', 'bank banken banque banques banco bancos'],
  ['account', 'konto compte cuenta conta'],
  ['cancel', 'stornieren opzeggen annuleren annuler résilier cancelar'],
  // German "kündigen": Dutch "kundig" is skilled.
  ['cancel', 'kündigen', 'de'],
  ['refund', 'erstattung rückerstattung terugbetaling remboursement reembolso'],
  ['payment', 'zahlung zahlen bezahlen betaling betalen paiement payer pago pagar pagamento'],
  ['card', 'kreditkarte creditcard carte tarjeta cartão'],
  ['mobile app', 'app handy mobiel application móvil aplicación aplicativo celular telemóvel telemóveis smartphone'],
  ['phone', 'telefon telefoon téléphone teléfono telefone'],
  ['languages', 'sprachen talen langues idiomas'],
  ['export', 'exportieren exporteren exporter exportar'],
  ['import', 'importieren importeren importer importar'],
  ['team', 'équipe equipo equipe'],
  ['company', 'unternehmen bedrijf entreprise empresa'],
  // German and Dutch "Firma": Spanish "firma" is a signature.
  ['company', 'firma', 'de nl'],
  ['employees', 'mitarbeiter medewerkers employés salariés empleados funcionários'],
  [
    'salary pay',
    'gehalt gehälter lohn löhne salaris salaire salaires sueldo sueldos salario salarios salário salários',
  ],
  ['payroll', 'lohnabrechnung gehaltsabrechnung salarisadministratie loonadministratie paie nómina'],
  ['shipping', 'versand verzending livraison envío envio frete'],
  ['delivery', 'lieferung levering entrega'],
  ['returns', 'rückgabe retoure retour retourneren devolución devolver devolução'],
  ['order', 'bestellung bestellen bestelling commande pedido encomenda'],
  ['stock inventory', 'lager lagerbestand voorraad inventaire inventario inventário estoque'],
  ['opening hours', 'öffnungszeiten openingstijden horaires horario horário'],
  ['office', 'büro kantoor bureau oficina'],
  // Portuguese "escritório": Spanish "escritorio" is a desk (glossary-places.ts).
  ['office', 'escritório', 'pt'],
  ['contract', 'vertrag contract contrat contrato'],
  ['gdpr', 'dsgvo avg rgpd lgpd'],
  ['password', 'passwort wachtwoord senha contraseña palavra-passe'],
  ['login', 'anmelden inloggen connexion identifiant identifiants'],
  ['delete', 'löschen gelöscht verwijderen verwijderd supprimer eliminar borrar excluir apagar'],
  ['vat', 'mehrwertsteuer mwst ust btw tva iva'],
  ['tax', 'steuer steuern belasting impôt impôts impuesto impuestos imposto impostos'],
  ['reports', 'rapport rapports informe informes relatório relatórios'],
  // German "Bericht": Dutch "bericht" is a message (glossary-company.ts).
  ['reports', 'bericht berichte', 'de'],
  ['bookkeeping accounting', 'buchhaltung boekhouding comptabilité contabilidad contabilidade'],
  ['accountant', 'steuerberater buchhalter boekhouder comptable contador contabilista'],
  ['currency', 'währung währungen valuta devise devises moneda monedas moeda moedas'],
  ['setup', 'einrichtung einrichten instellen configuration configurer configuración configurar configuração'],
  ['included', 'enthalten inbegrepen inclus inclue incluye incluido incluído inclui'],
  ['sync', 'synchronisieren synchronisatie synchroniser sincronizar'],
  ['uptime', 'verfügbarkeit beschikbaarheid disponibilité disponibilidad disponibilidade'],
  ['nonprofit', 'gemeinnützig gemeinnützige non-profit associations ong'],
  ['guarantee warranty', 'garantie garantiert garanderen garantía garantia'],
  ['customers', 'klanten clients clientes'],
  // German "Kunden": Dutch "kunde" is skill.
  ['customers', 'kunden', 'de'],
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
  ['shop store', 'geschäft laden winkel boutique magasin loja'],
  // Spanish "tienda": Dutch "tiende" is tenth.
  ['shop store', 'tienda', 'es'],
  ['onboarding', 'einarbeitung einführung'],
  ['english', 'englisch engels anglais inglés inglês'],
  ['german', 'deutsch duits allemand alemán alemão'],
  ['dutch', 'niederländisch nederlands néerlandais neerlandés holandês'],
  ['french', 'französisch frans français francés francês'],
  ['spanish', 'spanisch spaans espagnol español espanhol'],
  ['portuguese', 'portugiesisch portugees portugais portugués português'],
];
