/**
 * Words a sentence says by stating a value of their kind. A page gives the value, not the word that names its
 * kind: "Phone: 01632 960772" is the telephone number though it never says "number"; "write to
 * dpo@example.com" gives the email address; "14 Orchard Lane" is the street address. A visitor asks for the
 * kind ("what is the phone number…", "email address pls"), so a sentence holding such a value says those words
 * when it is weighed for answering (its text, and every quote of it, stay as written).
 */

/** A run of digits, spaces, brackets, dots and dashes, optionally after "+": a telephone number when it holds 9 to 15 digits. */
const PHONE_RUN_RE = /\+?\(?\d[\d\s().-]{7,}\d/g;
const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/** A house number, one to three capitalised words and a street word ("14 Orchard Lane", "2 Station Road"). */
const STREET_RE =
  /\b\d{1,4}[a-z]?,?\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:Road|Rd|Street|St|Lane|Avenue|Ave|Way|Drive|Close|Square|Place|Crescent|Court|Terrace|Row|Hill|Gardens|Parade|Boulevard|Park|Quay|Walk|Green|Mews|Yard)\b/u;

/** A range of clock times ("08:00 to 18:00", "9am–5pm", "from 9.30 until 13.00"): hours something is open. */
const CLOCK = '\\d{1,2}(?:[:.]\\d{2}\\s*(?:am|pm)?|\\s*(?:am|pm))';
const HOURS_RE = new RegExp(`\\b${CLOCK}\\s*(?:to|until|till|-|–|—)\\s*${CLOCK}`, 'i');

/** Whether a run of the text is a telephone number: 9 to 15 digits, not a date ("2024-05-01") nor a sum with a decimal point. */
function hasPhone(text: string): boolean {
  for (const m of text.matchAll(PHONE_RUN_RE)) {
    const run = m[0].trim();
    const digits = run.replace(/\D/g, '').length;
    if (digits < 9 || digits > 15) continue;
    if (/^\d{4}-\d{2}-\d{2}$/.test(run) || /\d\.\d{2}$/.test(run)) continue;
    return true;
  }
  return false;
}

/** The words naming the kinds of value the text states, to be weighed as said by it ('' when none). */
export function kindWords(text: string): string {
  const words: string[] = [];
  if (hasPhone(text)) words.push('phone telephone number');
  if (EMAIL_RE.test(text)) words.push('email address');
  if (STREET_RE.test(text)) words.push('address');
  if (HOURS_RE.test(text)) words.push('open opening hours times');
  return words.join(' ');
}
