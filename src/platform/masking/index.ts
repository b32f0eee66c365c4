import type { CountryCode } from 'libphonenumber-js/max';
import {
  DEFAULT_PHONE_REGIONS,
  digitRuns,
  findCards,
  findEmails,
  findIbans,
  findLabelledAccounts,
  findLongNumbers,
  findNames,
  findPhones,
  nameMatcher,
  type RedactionKind,
  type Span,
} from './detectors.js';

/**
 * Masking of what people said, for every read that returns it without the
 * `conversations:transcripts` scope (conversations, knowledge gaps, account
 * briefs). Stored text is never changed: mask on read.
 *
 *   const masker = createMasker({ names: [visitor.displayName] });
 *   const { text, counts } = masker.mask(message.content);
 *   redaction = redactionOrNull(sumCounts(all.map((m) => m.counts)));
 */
export type { RedactionKind } from './detectors.js';
export type RedactionCounts = Record<RedactionKind, number>;

export const TOKENS: Record<RedactionKind, string> = {
  email: '[email]',
  phone: '[phone]',
  card: '[card]',
  account: '[account]',
  name: '[name]',
};

export interface MaskOptions {
  /** The visitor's own names (display name); each is masked whole and by its parts. */
  names?: readonly (string | null | undefined)[];
  /** Regions whose national phone formats are recognised; international formats always are. */
  phoneRegions?: readonly CountryCode[];
}

export interface Masked {
  text: string;
  counts: RedactionCounts;
}

export interface Masker {
  mask(text: string): Masked;
}

export const emptyCounts = (): RedactionCounts => ({ email: 0, phone: 0, card: 0, account: 0, name: 0 });

export function sumCounts(list: Iterable<RedactionCounts>): RedactionCounts {
  const total = emptyCounts();
  for (const c of list) for (const k of Object.keys(total) as RedactionKind[]) total[k] += c[k];
  return total;
}

export const maskedCount = (c: RedactionCounts): number => c.email + c.phone + c.card + c.account + c.name;

/** The wire `redaction` object: the counts, or null when nothing was masked. */
export const redactionOrNull = (c: RedactionCounts): RedactionCounts | null => (maskedCount(c) > 0 ? c : null);

const IBAN_HINT = /[A-Za-z]{2}\d{2}/;

/** Digits in `text`, counted without building a match array (a list read counts them on every row). */
function countDigits(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** Builds the name pattern once, for masking many texts about the same visitor. */
export function createMasker(opts: MaskOptions = {}): Masker {
  const names = nameMatcher(opts.names ?? []);
  const regions = opts.phoneRegions ?? DEFAULT_PHONE_REGIONS;
  return {
    mask(text) {
      // Earlier finders win where spans overlap: an email's digits are not a phone,
      // a card is not an account, a name inside an email stays part of the email.
      // A list read masks every row, and most texts hold few digits: numbered kinds
      // need at least six (an account after its label; phones 7, long numbers 12,
      // cards 13), an IBAN two after two letters. The digit groups are found once.
      const kept: Span[] = [];
      keepAll(kept, findEmails(text));
      if (IBAN_HINT.test(text)) keepAll(kept, findIbans(text));
      if (countDigits(text) >= 6) {
        const runs = digitRuns(text);
        keepAll(kept, findCards(text, runs));
        keepAll(kept, findLabelledAccounts(text, runs));
        keepAll(kept, findPhones(text, regions));
        keepAll(kept, findLongNumbers(text, runs));
      }
      keepAll(kept, findNames(text, names));
      const counts = emptyCounts();
      if (kept.length === 0) return { text, counts };
      let out = '';
      let at = 0;
      for (const s of kept) {
        out += text.slice(at, s.start) + TOKENS[s.kind];
        counts[s.kind]++;
        at = s.end;
      }
      return { text: out + text.slice(at), counts };
    },
  };
}

/** Keeps the spans of one finder that overlap nothing kept before, in start order (longest first on a tie). */
function keepAll(kept: Span[], found: Span[]): void {
  if (found.length === 0) return;
  for (const s of found.sort((a, b) => a.start - b.start || b.end - a.end)) keepIfFree(kept, s);
}

/** Inserts `s` into `kept` (sorted, non-overlapping) unless it overlaps a span already there. */
function keepIfFree(kept: Span[], s: Span): void {
  let lo = 0;
  let hi = kept.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (kept[mid]!.start < s.start) lo = mid + 1;
    else hi = mid;
  }
  const before = kept[lo - 1];
  const after = kept[lo];
  if ((before && before.end > s.start) || (after && after.start < s.end)) return;
  kept.splice(lo, 0, s);
}

export function maskText(text: string, opts: MaskOptions = {}): Masked {
  return createMasker(opts).mask(text);
}
