import { wordsRe } from './act-words.js';

/**
 * A day the visitor would rather meet on, said after meeting times were offered ("hmm actually friday would suit
 * us better", "anything on tuesday?", "next week better?", "lieber am Donnerstag", "plutôt mardi"): the times are
 * offered again from that day (check_availability's `from`). Six languages; weekdays are numbered as
 * Date.getUTCDay (0 Sunday).
 */

const WEEKDAYS: Array<[number, RegExp]> = [
  [1, wordsRe(['monday', 'montag', 'maandag', 'lundi', 'lunes', 'segunda-feira', 'segunda'])],
  [2, wordsRe(['tuesday', 'dienstag', 'dinsdag', 'mardi', 'martes', 'terça-feira', 'terça'])],
  [3, wordsRe(['wednesday', 'mittwoch', 'woensdag', 'mercredi', 'miércoles', 'quarta-feira'])],
  [4, wordsRe(['thursday', 'donnerstag', 'donderdag', 'jeudi', 'jueves', 'quinta-feira'])],
  [5, wordsRe(['friday', 'freitag', 'vrijdag', 'vendredi', 'viernes', 'sexta-feira', 'sexta'])],
  [6, wordsRe(['saturday', 'samstag', 'sonnabend', 'zaterdag', 'samedi', 'sábado'])],
  [0, wordsRe(['sunday', 'sonntag', 'zondag', 'dimanche', 'domingo'])],
];
const TOMORROW = wordsRe(['tomorrow', 'morgen', 'demain', '(?<!(la|por) )mañana', 'amanhã']);
const NEXT_WEEK = wordsRe([
  'next week',
  '(nächste|kommende) woche',
  '(volgende|komende) week',
  '(la )?semaine prochaine',
  '(la )?(próxima|siguiente) semana',
  'la semana que viene',
  'semana que vem',
  'próxima semana',
]);
/** Words of preference or of asking for times: the day is wished for, not only mentioned. */
const PREFER = wordsRe([
  'better',
  'suits?',
  'prefer(ably|red)?',
  'rather',
  'instead',
  'works? (better|for (us|me))',
  'anything',
  'any (times?|slots?|availability|openings?)',
  'free',
  'available',
  'what about',
  'how about',
  'possible',
  'lieber',
  'besser',
  'pass(t|en)',
  'geht',
  'eher',
  'stattdessen',
  'etwas',
  'frei',
  'möglich',
  'liever',
  'beter',
  'past',
  'schikt',
  'iets',
  'vrij',
  'mogelijk',
  'plutôt',
  'mieux',
  'convien(t|drait)',
  'arrange(rait)?',
  'quelque chose',
  'libre',
  'disponible',
  'dispo',
  'mejor',
  'prefier(o|e)',
  'preferimos',
  'conviene',
  'viene bien',
  'algo',
  'posible',
  'melhor',
  'prefiro',
  'preferimos',
  'convém',
  'dá',
  'livre',
  'disponível',
  'possível',
  'algum',
]);

export interface DayWish {
  /** Days from today (in the booking's time zone). */
  offset: number;
  /** How many days the first look covers (one for a day, seven for a week). */
  days: number;
}

/** The day wished for in a part, or null: the last day named ("friday doesn't work, monday?" wishes Monday). */
export function dayWished(part: string, today: number): DayWish | null {
  const words = part.split(/\s+/).filter(Boolean).length;
  if (!PREFER.test(part) && !(words <= 4 && /\?|^\s*\S+\s*$/.test(part))) return null;
  let best: { at: number; wish: DayWish } | null = null;
  const found = (re: RegExp, wish: DayWish) => {
    const all = [...part.matchAll(new RegExp(re.source, 'giu'))];
    const at = all.at(-1)?.index;
    if (at !== undefined && (!best || at > best.at)) best = { at, wish };
  };
  for (const [day, re] of WEEKDAYS) found(re, { offset: (day - today + 7) % 7 || 7, days: 1 });
  found(TOMORROW, { offset: 1, days: 1 });
  found(NEXT_WEEK, { offset: ((1 - today + 7) % 7 || 7) as number, days: 7 });
  return (best as { at: number; wish: DayWish } | null)?.wish ?? null;
}

/** Today's weekday and the start of the day `offset` days on, in a time zone. */
export function localDay(now: Date, timeZone: string): { weekday: number; startOf: (offset: number) => Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday ?? 'Mon');
  const sinceMidnight = (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000;
  const midnight = now.getTime() - sinceMidnight - now.getMilliseconds();
  return { weekday, startOf: (offset) => new Date(midnight + offset * 86_400_000) };
}
