/** Addresses the SDK reads from the page, a message or a document. Pure: no DOM. */

/** An address the page may open: absolute http(s) or mailto, nothing else (javascript:, data:, relative …). */
export function safeHref(raw: string): string | null {
  const s = raw.trim();
  if (!/^(https?:\/\/|mailto:)/i.test(s)) return null;
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:' || u.protocol === 'mailto:' ? u.href : null;
  } catch {
    return null;
  }
}

export const ACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The Action id of a `#action=<id>` fragment, or null. */
export function actionOf(hash: string): string | null {
  const m = /^#action=([^&]*)$/.exec(hash);
  if (!m) return null;
  let id: string;
  try {
    id = decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
  return ACTION_ID.test(id) ? id : null;
}
