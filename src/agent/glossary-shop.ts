/**
 * Glossary data (glossary.ts): the words of questions to a shop — shipping and couriers, pick-up,
 * returns, refunds and exchanges, gift cards, coupons and loyalty points, ways to pay, warranty and
 * repairs, sizes, clothes and stock — in German, Dutch, French, Spanish and Portuguese, each mapped
 * to the English a shop's pages use. General dictionary words, not one site's. A word that is a
 * different common word in another of the languages is left out (Spanish "vale", voucher, is "OK";
 * Portuguese "câmbio", gearbox, folds to Spanish "cambio"; French "portes", postage, is doors); plural
 * and verb endings are matched by stem in glossary.ts, except Portuguese -ção/-ções, listed both.
 */
import type { Entry } from './glossary-entry.js';

export const SHOP_WORDS: Entry[] = [
  // Shipping and delivery.
  [
    'shipping',
    'versandkosten verschicken verschickt verzendkosten verzonden verzendt expédié expédiez expédions envoi envois despacho despachar despachan remessa remessas',
  ],
  [
    'delivery',
    'zustellung zustellen lieferkosten lieferdauer liefertermin bezorgkosten bezorgtijd levertijd afleveren livraisons livreur reparto repartidor entregas entregador',
  ],
  [
    'courier',
    'kurier paketdienst zusteller koerier pakketdienst bezorger coursier transporteur mensajero mensajería transportista transportadora estafeta',
  ],
  [
    'tracking',
    'sendungsverfolgung sendungsnummer trackingnummer trackingcode volgcode traçabilité seguimiento rastrear rastreo rastreamento rastreio',
  ],
  ['~tracking follow-up', 'suivi'],
  ['~recipient', 'empfänger ontvanger destinataire destinatario destinatário'],
  ['pick up collect', 'abholen abholung abholbar ophalen afhalen afhaalpunt retrait recoger recogida levantamento'],
  ['parcel locker', 'packstation pakketautomaat pakketkluis casillero'],
  ['customs duties', 'zoll zollgebühren einfuhrzoll douane douanekosten invoerrechten aduana aduanas alfândega'],
  // Returns, refunds and exchanges.
  [
    'return',
    'rücksendung rücksenden zurücksenden retourenschein retourzending retourneer terugzenden retours renvoi retourné devoluções',
  ],
  ['exchange', 'umtausch umtauschen tauschen ruilen omruilen échange échanger cambio intercambio troca trocar'],
  [
    'refund',
    'erstatten erstattet zurückerstatten rückzahlung terugbetalen terugbetaald restitutie rembourser remboursé reembolsar reembolsado reembolsos estorno estornar',
  ],
  ['complaint', 'beschwerde reklamation klacht réclamation plainte reclamación queja reclamação reclamações queixa'],
  [
    'defective damaged',
    'defekt kaputt beschädigt kapot beschadigd défectueux défectueuse cassé cassée endommagé abîmé defectuoso roto dañado estropeado defeituoso quebrado danificado estragado avariado',
  ],
  // Gift cards, coupons and loyalty.
  ['gift', 'geschenk geschenke cadeau cadeaus cadeaux'],
  // Spanish and Portuguese "regalo": German "Regal" is a shelf.
  ['gift', 'regalo regalos', 'es pt'],
  [
    'gift card voucher',
    'geschenkgutschein geschenkkarte giftcard cadeaucheque carte-cadeau cartes-cadeaux bon-cadeau vale-presente cartão-presente vale-oferta',
  ],
  ['redeem', 'einlösen einlösbar inwisselen inwisselbaar verzilveren canjear canjeable resgatar'],
  ['coupon', 'coupon coupons kupon kuponcode kortingsbon gutscheincode rabattcode cupones cupons cupão cupões'],
  ['loyalty', 'treue treuepunkte kundenkarte klantenkaart spaarkaart fidélité fidelidad fidelización fidelidade'],
  ['~points', 'punkt punkte punt punten point points punto puntos ponto pontos'],
  ['discount', 'ausverkauf schlussverkauf uitverkoop soldes rebajas'],
  // Ways to pay.
  [
    'bank transfer',
    'überweisung überweisen banküberweisung vorkasse overschrijving overmaken transferencia transferencias transferência transferências overboeking overboekingen',
  ],
  // French "virement": Portuguese "virem" come.
  ['bank transfer', 'virement virements', 'fr'],
  ['direct debit', 'lastschrift lastschriften bankeinzug sepa-lastschrift incasso prélèvement prélèvements adeudo'],
  ['card', 'karte kaart bankkarte girocard pinpas pinnen bankkaart carte-bancaire cartões'],
  ['debit', 'débit débito débitos'],
  ['credit', 'guthaben tegoed crédit crédito créditos'],
  ['contactless', 'kontaktlos contactloos contactless aproximação'],
  [
    'financing',
    'finanzierung finanzieren financiering financieren financement financer financiación financiamiento financiamento',
  ],
  ['prepayment', 'vorauszahlung vooruitbetaling prépaiement prepago pré-pagamento'],
  ['billing', 'abrechnung facturering facturation facturación faturamento faturação'],
  ['paypal', 'paypal'],
  ['klarna', 'klarna'],
  ['bizum', 'bizum'],
  ['multibanco', 'multibanco mbway'],
  ['~buy', 'kauf einkauf aankoop'],
  // Warranty, repairs, manuals.
  ['warranty', 'gewährleistung herstellergarantie garantiezeit garantieperiode'],
  ['spare parts', 'ersatzteil ersatzteile onderdeel onderdelen recambio recambios repuesto repuestos'],
  ['manual instructions', 'anleitung bedienungsanleitung handleiding gebruiksaanwijzing instrucciones instruções'],
  // Goods: stock, sizes, clothes, colours, packaging.
  ['item product', 'artikel article artículo artigo'],
  ['in stock', 'vorrätig lieferbar leverbaar'],
  ['sold out', 'ausverkauft uitverkocht épuisé épuisée agotado agotada esgotado esgotada'],
  ['size', 'konfektionsgröße schuhgröße kleidergröße talla tallas pointure'],
  ['~fit', 'passform pasvorm'],
  // German and Dutch "passen": Portuguese "passe", "passear" pass, stroll.
  ['~fit', 'passen', 'de nl'],
  ['try on fitting', 'anprobieren anprobe umkleidekabine paskamer essayage probador provador'],
  ['clothes', 'kleidung kleding vêtement vêtements ropa roupa roupas'],
  ['shoes', 'schuh schuhe schoen schoenen chaussure chaussures zapato zapatos sapato sapatos'],
  ['jacket', 'jacke jacken jas jassen veste chaqueta chaquetas casaco casacos'],
  ['colour color', 'farbe farben kleur kleuren couleur couleurs colores cores'],
  ['material', 'material materiaal matériau matière stoff tissu tejido tecido'],
  ['cotton', 'baumwolle katoen coton algodón algodão'],
  ['leather', 'leder cuir cuero couro'],
  ['dimensions', 'abmessungen afmetingen dimensiones dimensões'],
  ['~weight', 'gewicht poids peso'],
  ['packaging', 'verpackung verpakking emballage embalaje embalagem envoltorio'],
  ['engraving', 'gravur gravieren graveren gravure grabado gravação'],
  ['personalised custom', 'personalisiert personalisieren gepersonaliseerd personnalisé personnaliser personalizado'],
  ['refurbished', 'generalüberholt refurbished reconditionné reacondicionado recondicionado'],
  ['second-hand used', 'tweedehands seminuevo seminovo gebrauchtwagen'],
  ['brand', 'marke marken marque marques marca marcas'],
  ['catalogue brochure', 'katalog catalogus catalogue catálogo broschüre brochure folleto folheto'],
  ['wishlist', 'wunschliste merkzettel verlanglijst verlanglijstje'],
  ['online shop', 'webshop onlineshop onlinehandel'],
  ['showroom', 'showroom ausstellungsraum'],
  ['wholesale', 'großhandel großhändler groothandel grossiste mayorista'],
  ['~quantity', 'menge aantal hoeveelheid quantité cantidad quantidade'],
  ['newsletter', 'newsletter nieuwsbrief boletín'],
];
