/**
 * What visitors tell about themselves that answers a qualifying question,
 * whether or not the agent asked it yet: a team size ("we're about 40
 * people", "wir sind 12 Leute"), a timeline ("next quarter", "in zwei
 * Monaten", "lo antes posible") or a role ("I'm the CTO", "ich leite die
 * Buchhaltung"). Such a statement is recorded under its key and never handed
 * to the team as a question: the visitor answered, they did not ask.
 * Keys are those of the built-in qualify-lead skill.
 */
export type ReportKey = 'company_size' | 'timeline' | 'role';

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const re = (alternatives: string[]) => new RegExp(`${L}(?:${alternatives.join('|')})${R}`, 'iu');

const PEOPLE =
  "people|persons|employees|staff|users|seats|members|colleagues|licen[cs]es|leute|mitarbeiter(innen)?|personen|nutzer|benutzer|kollegen|mensen|medewerkers|gebruikers|collega[’']?s|personnes|employés|salariés|utilisateurs|collaborateurs|personas|empleados|usuarios|trabajadores|pessoas|funcionários|usuários|colaboradores";

const SIZE = re([
  `\\d[\\d.,]*\\+? ?(${PEOPLE})`,
  '(team|company|business) of (about |around |roughly )?\\d+',
  "(we'?re|we are|we have|there are) (a team of |about |around |roughly |only |just )?\\d+",
  '(wir sind|we zijn|nous sommes|somos) (etwa |ungefähr |ongeveer |environ |unos |cerca de |cerca de )?\\d+',
  'just me',
  'only me',
  'one-person',
  'solo',
  'freelancer',
  '(a )?(small|large|big|growing|mid-sized) (team|company|business|firm)',
]);

const MONTHS =
  'january|february|march|april|june|july|august|september|october|november|december|januar|februar|märz|juni|juli|oktober|dezember|januari|februari|maart|mei|augustus|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro';

const TIMELINE = re([
  '(next|this|coming) (week|month|quarter|year)',
  '(in|within) (about |around |roughly |approximately |maybe |some )?(a|one|two|three|four|six|a few|few|a couple of|\\d+) (days?|weeks?|months?)',
  'asap',
  'as soon as possible',
  'right away',
  'immediately',
  'end of (the )?(month|quarter|year)',
  'q[1-4]',
  `(in|by|from|before|after|until|starting|start of|end of|early|mid|late|im|ab|bis|in|vanaf|voor|en|dès|avant|à partir de|en|desde|antes de|a partir de|em|até) (${MONTHS})`,
  'nächste[nrs]? (woche|monat|quartal|jahr)',
  'diese[nrs]? (woche|monat|quartal|jahr)',
  'in (zwei|drei|vier|ein paar|wenigen|\\d+) (wochen|monaten|tagen)',
  'so schnell wie möglich',
  'sofort',
  'volgende (week|maand|kwartaal|jaar)',
  'deze (week|maand|kwartaal)',
  'binnen (twee|drie|een paar|\\d+) (weken|maanden|dagen)',
  'zo snel mogelijk',
  'meteen',
  "(le mois|la semaine|le trimestre|l[’']année) prochain(e)?",
  'ce (mois|trimestre)',
  'dans (deux|trois|quelques|\\d+) (semaines|mois|jours)',
  'dès que possible',
  'au plus vite',
  '(el |la )?(próximo|próxima) (mes|semana|trimestre|año)',
  'este (mes|trimestre|año)',
  'en (dos|tres|unas|unos|\\d+) (semanas|meses|días)',
  'lo antes posible',
  'cuanto antes',
  '(o |a )?(próximo|próxima) (mês|semana|trimestre|ano)',
  'este (mês|ano)',
  'em (duas|dois|três|algumas|alguns|\\d+) (semanas|meses|dias)',
  'o quanto antes',
  'assim que possível',
]);

const ROLES =
  'ceo|cto|cfo|coo|cio|cmo|founder|co-?founder|owner|head of \\p{L}+|(\\p{L}+ )?(manager|director|lead|officer)|vp( of \\p{L}+)?|partner|accountant|bookkeeper|controller|developer|engineer|in charge|decision[- ]maker';
const ROLE = re([
  `(i'?m|i am|as) (the |a |an |our |their )?(${ROLES})`,
  'i (run|lead|manage|head|own|handle) ',
  "i'?d (be the one )?(decid\\p{L}*|sign\\p{L}*|approv\\p{L}*)",
  'i (decide|make the (final )?decision|sign off|approve)',
  'ich (leite|führe|verantworte|entscheide)',
  'ich bin (der |die )?(geschäftsführer(in)?|inhaber(in)?|gründer(in)?|leiter(in)?|ceo|cto|cfo|buchhalter(in)?)',
  'ik (leid|beheer|beslis|ben verantwoordelijk)',
  'ik ben (de )?(eigenaar|oprichter|directeur|manager|ceo|cfo|cto|boekhouder)',
  'je (dirige|gère|décide)',
  'je suis (le |la )?(directeur|directrice|gérant(e)?|fondat(eur|rice)|responsable|ceo|dg|comptable)',
  'soy (el |la )?(director(a)?|gerente|fundador(a)?|dueñ[oa]|responsable|ceo|contador(a)?)',
  '(dirijo|gestiono|decido)',
  'sou (o |a )?(diretor(a)?|gerente|fundador(a)?|dono|dona|responsável|ceo|contador(a)?)',
  '(gerencio)',
]);

/** The qualifying keys a text gives answers for. */
export function selfReport(text: string): ReportKey[] {
  const keys: ReportKey[] = [];
  if (SIZE.test(text)) keys.push('company_size');
  if (TIMELINE.test(text)) keys.push('timeline');
  if (ROLE.test(text)) keys.push('role');
  return keys;
}
