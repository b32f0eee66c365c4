/**
 * The one recogniser of contact details the server uses: email addresses and
 * phone numbers in what a visitor types (the agent), and whether a field holds
 * exactly one (forms, the agent's capture_lead tool).
 */

const EMAIL_SOURCE = '[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\\.[A-Za-z0-9-]{1,63})*\\.[A-Za-z]{2,24}';
const EMAIL_IN_TEXT = new RegExp(EMAIL_SOURCE);
const EMAIL_ONLY = new RegExp(`^${EMAIL_SOURCE}$`);

/** The first email address in a text, or null. */
export function findEmail(text: string): string | null {
  const m = EMAIL_IN_TEXT.exec(text);
  return m ? m[0].replace(/\.+$/, '') : null;
}

/** A field that holds one email address and nothing else. */
export const isEmail = (value: string): boolean => value.length <= 254 && EMAIL_ONLY.test(value);

/**
 * A phone number: an optional +, then 7 to 15 digits with the separators people
 * type (spaces, dashes, parentheses); a national number's first group may have five digits ("07700 900123",
 * a British mobile). A run of bare digits counts only
 * with a + (so order numbers, years and prices are not taken for phones).
 */
const PHONE = /(?<![\w$€£.,-])(\+\s?)?\(?(?:0\d{5}|\d{1,5})\)?(?:[\s-]\(?\d{1,8}\)?){1,5}(?![\w.,]*\d)/g;

export function findPhone(text: string): string | null {
  for (const m of text.matchAll(PHONE)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 7 && digits.length <= 15) return m[0].trim();
  }
  const bare = /(?<![\w$€£])\+\d{7,15}\b/.exec(text);
  return bare ? bare[0] : null;
}

/** The text with the email addresses and phone numbers taken out (each replaced by `mark`). */
export function withoutContactDetails(text: string, mark = ' '): string {
  return text
    .replace(new RegExp(EMAIL_SOURCE, 'g'), mark)
    .replace(PHONE, (m) => (m.replace(/\D/g, '').length >= 7 ? mark : m));
}
