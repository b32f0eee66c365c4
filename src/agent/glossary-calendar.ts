/**
 * Glossary data (glossary.ts): the words of when and where — months, times of day, seasons and
 * holidays, periods, validity and expiry, and the countries and nationalities of Europe (and a
 * few beyond) — in German, Dutch, French, Spanish and Portuguese, each mapped to English. Months,
 * seasons and times are weak ("~"): they say when, not what a question is about. General
 * dictionary words; a word that is another common word in one of the languages is left out
 * (Dutch "Pasen", Easter, is Spanish "pasen", come in; French "été", summer, is also "been";
 * German "Polen", Poland, is Spanish "polen", pollen; "usa" is the Spanish and Portuguese "uses", so
 * the USA is kept as the name written in capitals).
 */
import type { Entry } from './glossary-entry.js';

export const CALENDAR_WORDS: Entry[] = [
  // Months.
  ['~january', 'januar jänner januari janvier enero janeiro'],
  ['~february', 'februar feber februari février febrero fevereiro'],
  ['~march', 'märz maart mars marzo março'],
  ['~april', 'april avril abril'],
  ['~may', 'mai mei mayo maio'],
  ['~june', 'juni juin junio junho'],
  ['~july', 'juli juillet julio julho'],
  ['~august', 'august augustus août agosto'],
  ['~september', 'september septembre septiembre setembro'],
  ['~october', 'oktober octobre octubre outubro'],
  ['~november', 'november novembre noviembre novembro'],
  ['~december', 'dezember december décembre diciembre dezembro'],
  // Days and times of day (the weekdays themselves are in glossary-everyday.ts).
  ['~monday', 'segunda-feira segundas-feiras'],
  ['~tuesday', 'terça-feira terças-feiras'],
  ['~wednesday', 'quarta-feira quartas-feiras'],
  ['~thursday', 'quinta-feira quintas-feiras'],
  ['~friday', 'sexta-feira sextas-feiras'],
  [
    '~weekdays',
    'werktag werktage werktags wochentag wochentags werkdag werkdagen ouvrable ouvrables laborable laborables',
  ],
  ['~hours', 'stunde stündlich'],
  ['~noon', 'mittag mittags mediodía meio-dia'],
  // French "midi": Portuguese "mídia" is media.
  ['~noon', 'midi', 'fr'],
  ['lunch', 'mittagessen mittagspause lunch lunchpauze déjeuner almuerzo almoço'],
  ['~night', 'nachts nocturne nocturno noturno'],
  ['~early', 'früh frühe früher temprano'],
  ['~late', 'spät später spätestens tard tardive'],
  ['~end', 'einde fin fim'],
  ['~quarter', 'quartal kwartaal'],
  ['term semester', 'semester trimester semestre trimestre'],
  ['school year', 'schuljahr schooljaar'],
  ['~season', 'saison seizoen temporada'],
  ['~summer', 'sommer zomer verano verão'],
  ['~winter', 'winter hiver invierno inverno'],
  ['~spring', 'frühling printemps primavera'],
  ['~autumn', 'herbst herfst automne otoño outono'],
  ['christmas', 'weihnachten kerstmis kerst noël navidad natal'],
  ['easter', 'ostern pâques pascua páscoa'],
  ['new year', 'neujahr silvester nieuwjaar oudjaar réveillon nochevieja'],
  // Periods, notice and deadlines.
  ['~deadline', 'frist fristen délai délais prazo prazos'],
  // Dutch "direct" is "at once", not the English "direct" of a direct debit.
  ['~immediately', 'direct sofort meteen immédiatement inmediatamente imediatamente'],
  ['~in advance', 'voraus vorab vooraf tevoren antelación antecedência antecipação'],
  ['~in advance', 'avance', 'fr'],
  ['~range', 'spanne bandbreite'],
  ['slot', 'zeitfenster zeitslot tijdslot tijdvak créneau créneaux franja'],
  [
    '~confirmation',
    'bestätigung bestätigen bevestiging bevestigen confirmer confirmation confirmar confirmación confirmação',
  ],
  // Valid and expiring.
  ['valid validity', 'gültigkeit gültigkeitsdauer geldigheid validité validez validade'],
  [
    'expire',
    'ablaufen abgelaufen verfallen verfällt verfall verlopen verloopt vervallen vervalt expirer expiré expirée expiration caducar caduca caducidad vencer vence vencimiento vencimento vencido expirar expira',
  ],
  ['~process', 'ablauf procedure procédure procedimiento procedimento'],
  // Countries and nationalities (Germany, France, Spain … are in glossary-people.ts).
  ['portugal', 'portugal'],
  ['italy', 'italia italië italie itália'],
  ['austria austrian', 'austria áustria österreichisch oostenrijks autrichien autrichienne austriaco austríaco'],
  ['belgian belgium', 'belgisch belgische belge belga'],
  ['swiss switzerland', 'schweizer zwitsers suizo suíço'],
  ['ireland', 'irland ierland irlande irlanda'],
  ['irish', 'irisch ierse irlandais irlandés irlandês'],
  [
    'uk united kingdom britain',
    'großbritannien grootbrittannië brittannië royaume-uni england engeland angleterre inglaterra',
  ],
  ['british', 'britisch brits britannique británico britânico'],
  ['usa us', 'amerika amérique américa états-unis eua'],
  ['luxembourg', 'luxemburg luxembourg luxemburgo'],
  ['denmark', 'dänemark denemarken danemark dinamarca'],
  ['sweden', 'schweden zweden suède suecia suécia'],
  ['norway', 'norwegen noorwegen norvège noruega'],
  ['finland', 'finnland finland finlande finlandia finlândia'],
  ['poland', 'pologne polonia polónia polônia'],
  ['czech republic czechia', 'tschechien tsjechië tchéquie chequia chéquia tchéquia'],
  ['greece', 'griechenland griekenland grèce grecia grécia'],
  ['hungary', 'ungarn hongarije hongrie hungría hungria'],
  ['croatia', 'kroatien kroatië croatie croacia croácia'],
  ['romania', 'rumänien roemenië roumanie rumanía roménia romênia'],
  ['canada', 'kanada canada canadá'],
  ['union', 'union unie unión união'],
  ['eu european union', 'ue'],
  ['european', 'europäer europeaan européen europeo europeu'],
  ['~foreign', 'ausländisch buitenlands extranjera estrangeiro estrangeira'],
  ['~border', 'grenze grens frontière frontera fronteira'],
];
