import { parseHttpUrl } from '../../lib/http-url.js';

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term'] as const;
export type UtmParams = Partial<Record<(typeof UTM_PARAMS)[number], string>>;

/**
 * The link that fires an Action. Without a destination it is the bare fragment
 * `#action=<id>` (placed on a page of the agent's site) and utm tags have nowhere
 * to go. With one it is the full URL carrying the utm tags and `#action=<id>`:
 * the destination's own query is kept (a utm tag given here replaces the one it
 * carries), and its fragment is replaced, because the page reads the Action from
 * the fragment. Values are percent-encoded (spaces as %20, never `+`).
 */
export function actionLink(actionId: string, destination: string | null, utm: UtmParams = {}): string {
  const fragment = `#action=${actionId}`;
  const url = destination ? parseHttpUrl(destination) : null;
  if (!url) return fragment;
  const given = UTM_PARAMS.filter((k) => utm[k]);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !given.includes(paramName(pair) as (typeof UTM_PARAMS)[number]));
  // A lone surrogate cannot be percent-encoded; it becomes U+FFFD, as a browser would send it.
  const added = given.map((k) => `${k}=${encodeURIComponent(utm[k]!.replace(/\p{Surrogate}/gu, '\uFFFD'))}`);
  const query = [...kept, ...added].join('&');
  url.search = '';
  url.hash = '';
  return `${url.href}${query ? `?${query}` : ''}${fragment}`;
}

function paramName(pair: string): string {
  const name = pair.split('=')[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
