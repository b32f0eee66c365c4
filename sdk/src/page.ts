import { ACTION_ID, actionOf } from './links.js';
import type { Widget } from './widget.js';

/** Removes a consumed `#action=` fragment so a reload does not fire the Action again. */
export function dropActionHash(): void {
  if (actionOf(location.hash)) history.replaceState(history.state, '', location.pathname + location.search);
}

type NavigateEvent = Event & { navigationType?: string; destination?: { url: string } };
type NavigationApi = EventTarget & { currentEntry?: { url: string | null } };

/**
 * Hooks on the host page: Action buttons and links, page views of single-page
 * apps, and the end of the visit. The visit is ended with a beacon when the
 * page goes away, except when the visitor moves to another page of the same
 * site or reloads (the next page resumes the same visit and conversation). A
 * reload the page cannot tell from leaving (the browser's own button) still
 * sends the beacon; the service waits a short grace before it ends the visit,
 * and the reloaded page's session start resumes it and calls the end off.
 */
export function hookPage(w: Widget): void {
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || !(e.target instanceof Element)) return;
    const el = e.target.closest('[data-showpilot-action], a[href*="#action="]');
    if (!el) return;
    const id = el.getAttribute('data-showpilot-action') ?? (el instanceof HTMLAnchorElement ? actionOf(el.hash) : null);
    if (!id || !ACTION_ID.test(id)) return;
    if (el instanceof HTMLAnchorElement) {
      const samePage =
        el.origin === location.origin && el.pathname === location.pathname && el.search === location.search;
      // A link to another page carries the fragment there; that page's SDK fires the Action.
      if (!samePage && !el.hasAttribute('data-showpilot-action')) return;
      e.preventDefault();
    }
    // The words the visitor clicked open the conversation (an Action's button is its first line).
    void w.arrivals.fire(id, (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 200) || undefined);
  });
  addEventListener('hashchange', () => {
    const id = actionOf(location.hash);
    if (!id) return;
    dropActionHash();
    void w.arrivals.fire(id);
  });

  let stayingAt = 0;
  const nav = (window as unknown as { navigation?: NavigationApi }).navigation;
  if (nav) {
    nav.addEventListener('navigate', (e) => {
      const n = e as NavigateEvent;
      try {
        if (n.navigationType === 'reload' || (n.destination && new URL(n.destination.url).origin === location.origin))
          stayingAt = Date.now();
      } catch {
        /* an address that is not a URL: treat as leaving */
      }
    });
    // Single-page apps: a new address without a page load is a page view.
    let last = location.href;
    nav.addEventListener('currententrychange', () => {
      const before = last;
      last = location.href;
      // Only the fragment changed (an anchor, an Action link): not a new page.
      if (before.split('#')[0] === last.split('#')[0]) return;
      void w.report({ type: 'page.viewed', url: location.href.slice(0, 2048), title: document.title.slice(0, 500) });
    });
  } else {
    document.addEventListener(
      'click',
      (e) => {
        const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
        if (a instanceof HTMLAnchorElement && a.origin === location.origin && (!a.target || a.target === '_self'))
          stayingAt = Date.now();
      },
      true,
    );
  }
  let ended = false;
  addEventListener('pagehide', () => {
    if (!w.session || Date.now() - stayingAt < 5000) return;
    ended = w.client.endBeacon(w.session.sessionId);
    if (ended) w.store.set({ endedAt: Date.now() });
  });
  // Back to a page kept in the back-forward cache after its visit was ended: start a new one.
  addEventListener('pageshow', (e) => {
    if (!e.persisted || !ended) return;
    ended = false;
    void w.start();
  });
}
