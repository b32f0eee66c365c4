import type { ComponentType } from 'preact';
import type { PageProps } from './lib/router';

/**
 * The pages of the left navigation, in its order. `file` is the page's module,
 * app/src/pages/<file>.tsx, default-exporting its component (loaded lazily, one chunk
 * per page). The shell renders each page's one <h1> (its `label`) and the Sandbox
 * badge; a page starts its own headings at <h2>.
 */
export const NAV = [
  { label: 'Home', path: '/', file: 'Home' },
  { label: 'Inbox', path: '/inbox', file: 'Inbox' },
  { label: 'Follow-ups', path: '/follow-ups', file: 'FollowUps' },
  { label: 'Knowledge', path: '/knowledge', file: 'Knowledge' },
  { label: 'Visitors', path: '/visitors', file: 'Visitors' },
  { label: 'Segments', path: '/segments', file: 'Segments' },
  { label: 'Offers', path: '/offers', file: 'Offers' },
  { label: 'Tours', path: '/tours', file: 'Tours' },
  { label: 'Agent', path: '/agent', file: 'Agent' },
  { label: 'Developers', path: '/developers', file: 'Developers' },
  { label: 'Settings', path: '/settings', file: 'Settings' },
] as const;

export type NavEntry = (typeof NAV)[number];

type PageModule = { default: ComponentType<PageProps> };

/** Every page module, found by file name, each its own chunk. */
const modules = import.meta.glob<PageModule>('./pages/*.tsx');

export function pageLoader(file: string): (() => Promise<PageModule>) | undefined {
  return modules[`./pages/${file}.tsx`];
}

/** The page a path belongs to, and the segments after the page's own. */
export function match(path: string): { entry: NavEntry; rest: string[] } | null {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return { entry: NAV[0], rest: [] };
  const entry = NAV.find((n) => n.path === `/${parts[0]}`);
  return entry ? { entry, rest: parts.slice(1).map(decodeURIComponent) } : null;
}
