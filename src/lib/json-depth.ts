/**
 * True when the JSON text nests arrays and objects deeper than `max`. One linear
 * pass over the text before it is parsed: everything after the parser (schema
 * validation, the idempotency fingerprint, services) may then recurse freely
 * without a deep body overflowing the stack.
 */
export function jsonTooDeep(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
