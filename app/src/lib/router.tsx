import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Where the service serves the dashboard; every client route lives under it. */
export const BASE = '/app';

/** What a page receives: the path segments after its own, and the query string. */
export interface PageProps {
  /** `/app/inbox/3f…` gives the Inbox page `['3f…']`. */
  rest: string[];
  query: URLSearchParams;
}

const NAVIGATE = 'concierge:navigate';

/** The path under BASE (`/inbox/3f…`), always starting with `/`. */
export function currentPath(): string {
  const p = location.pathname;
  const under = p === BASE || p.startsWith(`${BASE}/`) ? p.slice(BASE.length) : p;
  return under === '' ? '/' : under;
}

export interface Location {
  path: string;
  query: URLSearchParams;
  hash: string;
}

function read(): Location {
  return { path: currentPath(), query: new URLSearchParams(location.search), hash: location.hash };
}

/** The current location; re-renders on navigation (links, back and forward). */
export function useLocation(): Location {
  const [loc, setLoc] = useState(read);
  useEffect(() => {
    const update = () => setLoc(read());
    window.addEventListener('popstate', update);
    window.addEventListener(NAVIGATE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(NAVIGATE, update);
    };
  }, []);
  return loc;
}

/** `href('/inbox')` → `/app/inbox`. */
export function href(path: string): string {
  return path === '/' ? `${BASE}/` : `${BASE}${path}`;
}

/** Goes to a path under BASE without reloading (replace: no new history entry). */
export function navigate(path: string, opts: { replace?: boolean } = {}): void {
  const url = path.startsWith(BASE) ? path : href(path);
  if (opts.replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  window.dispatchEvent(new Event(NAVIGATE));
}

interface LinkProps {
  to: string;
  children: ComponentChildren;
  class?: string;
  'aria-current'?: 'page' | 'true' | undefined;
  'aria-label'?: string;
  onClick?: () => void;
}

/** A link inside the dashboard: a real <a href> (open in a new tab works), followed without a reload. */
export function Link({ to, children, onClick, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={href(to)}
      onClick={(e) => {
        onClick?.();
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
