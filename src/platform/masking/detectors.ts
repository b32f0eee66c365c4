import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max';

/** What masking replaces, and the token each kind becomes. */
export type RedactionKind = 'email' | 'phone' | 'card' | 'account' | 'name';

export interface Span {
  start: number;
  end: number;
  kind: RedactionKind;
}

// Starts only where a local part can start, so a long run of letters is scanned once, not once per letter.
const EMAIL = /(?<![\p{L}\p{N}._%+'-])[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

export function findEmails(text: string): Span[] {
  if (!text.includes('@')) return [];
  return [...text.matchAll(EMAIL)].map((m) => ({ start: m.index, end: m.index + m[0].length, kind: 'email' as const }));
}

/**
 * Runs of digit groups joined by single spaces or dashes ("4111 1111-1111"), with
 * the offsets of each group: cards and account numbers are found on group
 * boundaries, so a card followed by a date is still a card.
 */
export interface Group {
  start: number;
  end: number;
  digits: string;
}

const DIGIT_RUN = /(?<![\p{L}\p{N}])\d+(?:[ -]\d+)*(?![\p{L}\p{N}])/gu;

export function digitRuns(text: string): Group[][] {
  return [...text.matchAll(DIGIT_RUN)].map((m) => {
    const groups: Group[] = [];
    for (const g of m[0].matchAll(/\d+/g))
      groups.push({ start: m.index + g.index, end: m.index + g.index + g[0].length, digits: g[0] });
    return groups;
  });
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Leftmost-longest runs of whole groups whose digits satisfy `accept`, looking at
 * most `maxDigits` ahead, so a very long run of numbers costs linear time.
 */
function groupSpans(
  runs: Group[][],
  kind: RedactionKind,
  maxDigits: number,
  accept: (digits: string) => boolean,
): Span[] {
  const spans: Span[] = [];
  for (const groups of runs) {
    let i = 0;
    while (i < groups.length) {
      let digits = '';
      let found = 0;
      for (let j = i; j < groups.length && digits.length + groups[j]!.digits.length <= maxDigits; j++) {
        digits += groups[j]!.digits;
        if (accept(digits)) found = j + 1;
      }
      if (found) {
        spans.push({ start: groups[i]!.start, end: groups[found - 1]!.end, kind });
        i = found;
      } else i++;
    }
  }
  return spans;
}

/** Payment card numbers: 13 to 19 digits that pass the Luhn check. */
export function findCards(text: string, runs: Group[][] = digitRuns(text)): Span[] {
  return groupSpans(runs, 'card', 19, (d) => d.length >= 13 && luhnValid(d));
}

const IBAN_START = /(?<![\p{L}\p{N}])[A-Za-z]{2}\d{2}[A-Za-z0-9]*/gu;

function ibanValid(compact: string): boolean {
  if (compact.length < 15 || compact.length > 34 || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const v = ch >= 'A' ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    rest = v > 9 ? (rest * 100 + v) % 97 : (rest * 10 + v) % 97;
  }
  return rest === 1;
}

/** IBANs, compact or in groups of four, checked with ISO 13616 mod-97 so words that look alike stay. */
export function findIbans(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(IBAN_START)) {
    const parts = [{ end: m.index + m[0].length, chars: m[0] }];
    const group = / ([A-Za-z0-9]{1,4})(?![\p{L}\p{N}])/uy;
    group.lastIndex = parts[0]!.end;
    for (let g = group.exec(text); g && parts.length < 9; g = group.exec(text))
      parts.push({ end: group.lastIndex, chars: g[1]! });
    for (let n = parts.length; n > 0; n--) {
      if (
        ibanValid(
          parts
            .slice(0, n)
            .map((p) => p.chars)
            .join('')
            .toUpperCase(),
        )
      ) {
        spans.push({ start: m.index, end: parts[n - 1]!.end, kind: 'account' });
        break;
      }
    }
  }
  return spans;
}

/** Words just before a number that say it is an order, a ticket or a reference, never a phone or an account. */
const REFERENCE_CUE =
  /(?:(?<![\p{L}\p{N}])(?:order|invoice|ticket|ref|reference|tracking|booking|confirmation|case|sku|po|id|no\.?|nr\.?)|#)\s*(?:id|no\.?|number|#)?\s*[:#]?\s*$/iu;
const ACCOUNT_CUE =
  /(?<![\p{L}\p{N}])(?:account|acct|a\/c|konto|compte)\s*(?:number|no\.?|nr\.?|#)?\s*(?:is)?\s*[:#]?\s*$/iu;

const before = (text: string, start: number) => text.slice(Math.max(0, start - 40), start);

/** Account numbers somebody labelled as such: 6+ digits right after a cue ("account no. 12345678"). */
export function findLabelledAccounts(text: string, runs: Group[][] = digitRuns(text)): Span[] {
  const spans: Span[] = [];
  for (const groups of runs) {
    const start = groups[0]!.start;
    const digits = groups.map((g) => g.digits).join('');
    if (digits.length >= 6 && ACCOUNT_CUE.test(before(text, start)))
      spans.push({ start, end: groups[groups.length - 1]!.end, kind: 'account' });
  }
  return spans;
}

/**
 * Unlabelled unbroken runs of 12+ digits: too long for a national phone number
 * and not a card, so most likely an account; a cue saying order or reference keeps them.
 */
export function findLongNumbers(text: string, runs: Group[][] = digitRuns(text)): Span[] {
  const spans: Span[] = [];
  for (const groups of runs) {
    if (text[groups[0]!.start - 1] === '+' || REFERENCE_CUE.test(before(text, groups[0]!.start))) continue;
    for (const g of groups) if (g.digits.length >= 12) spans.push({ start: g.start, end: g.end, kind: 'account' });
  }
  return spans;
}

/**
 * Regions whose national formats are recognised ("(415) 555-0132", "020 7946 0958",
 * "06 12 34 56 78"); numbers in international format (+ or 00) are found for every country.
 */
export const DEFAULT_PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'NL', 'AU', 'IN'];

const PHONE_CANDIDATE = /(?<![\p{L}\p{N}])[+(]?\d[\d \t()./-]*\d(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?(?![\p{L}\p{N}])/giu;

const DATE_SHAPES = [
  /^\d{4}[-./ ]\d{1,2}[-./ ]\d{1,2}$/,
  /^\d{1,2}[-./ ]\d{1,2}[-./ ]\d{2,4}$/,
  /^(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/,
];

/**
 * Phone numbers as libphonenumber-js finds and validates them, in international
 * format and in the national formats of `regions`. National-format candidates
 * shaped like dates or labelled as orders and references are not phones.
 */
export function findPhones(text: string, regions: readonly CountryCode[] = DEFAULT_PHONE_REGIONS): Span[] {
  const spans: Span[] = [];
  // The parser is slow (a tenth of a millisecond a call), so it only sees the
  // stretches that could hold a phone, and only the regions it needs.
  for (const c of text.matchAll(PHONE_CANDIDATE)) {
    const raw = c[0];
    const digits = countDigits(raw);
    if (digits < 7 || digits > 17) continue;
    // Without a default country only "+" numbers are found; those are masked when
    // merely possible (a number in a range not yet in the metadata is still a phone).
    const international = raw.startsWith('+');
    if (!international && (DATE_SHAPES.some((d) => d.test(raw)) || REFERENCE_CUE.test(before(text, c.index)))) continue;
    const passes = international ? [{ extended: true }] : regions.map((defaultCountry) => ({ defaultCountry }));
    const found: Span[] = [];
    for (const options of passes) {
      for (const f of findPhoneNumbersInText(raw, options)) {
        const span = { start: c.index + f.startsAt, end: c.index + f.endsAt, kind: 'phone' as const };
        if (
          countDigits(text.slice(span.start, span.end)) >= 7 &&
          !found.some((s) => s.start < span.end && span.start < s.end)
        )
          found.push(span);
      }
      if (found.reduce((n, s) => n + countDigits(text.slice(s.start, s.end)), 0) >= digits) break;
    }
    spans.push(...found);
  }
  return spans;
}

const countDigits = (s: string) => s.match(/\d/g)?.length ?? 0;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Labels the company adds to a display name ("Ana (example)", "Sam [test]"):
 * written by the company, not part of the visitor's name.
 */
const NAME_LABEL = /\([^()]*\)|\[[^[\]]*\]/gu;

/**
 * Labels the sandbox fixtures append to what visitors say ("… (example)",
 * "(example question)"). The company wrote them; a visitor called "Ada Example"
 * must not turn them into "([name])".
 */
const FIXTURE_LABEL = /\(example(?: question| answer)?\)/giu;

/**
 * The visitor's own name: the display name and each of its parts (two letters or
 * more), case-insensitive, as whole words only ("Ada" is not masked in "Canada").
 * Longest first, so "Ada Lovelace" becomes one token. Bracketed labels in the
 * display name are not part of the name.
 */
export function nameMatcher(names: readonly (string | null | undefined)[]): RegExp | null {
  const variants = new Set<string>();
  for (const name of names) {
    const full = name?.replace(NAME_LABEL, ' ').trim().replace(/\s+/g, ' ');
    if (!full) continue;
    variants.add(full.toLocaleLowerCase());
    for (const part of full.split(' '))
      if ([...part].filter((c) => /\p{L}/u.test(c)).length >= 2) variants.add(part.toLocaleLowerCase());
  }
  if (variants.size === 0) return null;
  const alternation = [...variants]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternation})(?![\\p{L}\\p{N}_])`, 'giu');
}

/** Name spans in `text`, except inside the fixtures' own labels. */
export function findNames(text: string, matcher: RegExp | null): Span[] {
  if (!matcher) return [];
  const labels = [...text.matchAll(FIXTURE_LABEL)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  return [...text.matchAll(matcher)]
    .map((m) => ({ start: m.index, end: m.index + m[0].length, kind: 'name' as const }))
    .filter((s) => !labels.some((l) => l.start < s.end && s.start < l.end));
}
