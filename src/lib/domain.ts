const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A company domain as accounts store it: lower-case hostname without scheme,
 * credentials, port, path or a leading `www.`. Null when what remains is not a
 * dotted hostname.
 */
export function normalizeDomain(input: string): string | null {
  let s = input.trim().toLowerCase();
  s = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  s = s.replace(/^[^/?#@]*@/, '');
  s = s.split(/[/?#]/, 1)[0] ?? '';
  s = s.replace(/:\d*$/, '').replace(/\.$/, '');
  s = s.replace(/^www\./, '');
  if (s.length === 0 || s.length > 253) return null;
  const labels = s.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  if (/^\d+$/.test(labels[labels.length - 1]!)) return null;
  return s;
}

/** The domain part of an email address, normalised; null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  return at > 0 ? normalizeDomain(email.slice(at + 1)) : null;
}
