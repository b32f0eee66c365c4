import { ERASED } from './erase-repository.js';

/** Fields of event data that name a person (payloads.ts): what each becomes once the person is erased. */
const PERSONAL_FIELDS: Record<string, () => unknown> = {
  email: () => null,
  displayName: () => null,
  name: () => null,
  company: () => null,
  phone: () => null,
  account: () => null,
  crm: () => null,
  labels: () => ({}),
  attendee: () => ({ email: null, name: null }),
  question: () => ERASED,
  fields: () => ({}),
};

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/**
 * An event's `data` with the person taken out, in place of the stored one:
 * ids stay (links and consumers still join on them), personal fields become
 * null (or `[erased]` where the field is text), page URLs lose their query, and
 * any other string holding one of the erased values is replaced as well.
 */
export function redactEventData(data: Record<string, unknown>, values: readonly string[]): Record<string, unknown> {
  const lowered = values.map((v) => v.toLowerCase());
  const scrub = (v: unknown): unknown => {
    if (typeof v === 'string') return lowered.some((x) => v.toLowerCase().includes(x)) ? ERASED : v;
    if (Array.isArray(v)) return v.map(scrub);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, scrub(x)]));
    return v;
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'redacted') continue;
    const personal = Object.hasOwn(PERSONAL_FIELDS, key) ? PERSONAL_FIELDS[key] : undefined;
    if (personal) out[key] = personal();
    else if (key === 'pageUrl' && typeof value === 'string') out[key] = scrub(withoutQuery(value));
    else if (/Id$/.test(key)) out[key] = value;
    else out[key] = scrub(value);
  }
  return out;
}
