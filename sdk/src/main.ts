import { h, render } from 'preact';
import { actionOf } from './links.js';
import { dropActionHash, hookPage } from './page.js';
import { App } from './ui/app.js';
import { adoptStyles } from './ui/styles.js';
import { Widget } from './widget.js';
import { Consent } from './consent.js';

/** The one global the SDK defines. */
export interface ConciergeApi {
  readonly version: string;
  open(): void;
  close(): void;
  identify(who: { email?: string; name?: string; company?: string }): Promise<boolean>;
  playTour(publicId: string): Promise<void>;
  on(event: string, fn: (detail: unknown) => void): () => void;
  /** With data-consent="required": true starts the widget, false removes what it stored. */
  consent(given: boolean): void;
}

type Queued = { q?: Array<[string, ...unknown[]]> };
declare global {
  interface Window {
    Concierge?: ConciergeApi | Queued;
  }
}

const VERSION = '1';

/** The script tag that loaded the SDK: it names the agent, and its address is the service's. */
function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.agent) return current;
  return document.querySelector<HTMLScriptElement>('script[data-agent][src*="sdk.js"]');
}

function mount(w: Widget): void {
  const host = document.createElement('div');
  host.id = 'concierge-widget';
  host.setAttribute('data-concierge', VERSION);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow);
  document.body.appendChild(host);
  render(h(App, { w }), shadow);
}

function boot(): void {
  const existing = window.Concierge as (ConciergeApi & Queued) | undefined;
  if (existing && typeof existing.open === 'function') return; // loaded twice: the first copy runs the page
  const script = ownScript();
  const publicId = script?.dataset.agent;
  if (!script || !publicId) {
    console.warn('Concierge: add data-agent="<agent public id>" to the sdk.js script tag.');
    return;
  }
  const origin = new URL(script.src, location.href).origin;
  const w = new Widget(origin, publicId);
  const consent = new Consent(script, publicId, w);
  const api: ConciergeApi = {
    version: VERSION,
    open: () => w.open(),
    close: () => w.close(),
    identify: (who) => (consent.granted ? w.identify(who ?? {}) : Promise.resolve(false)),
    playTour: (id) => w.tours.play(String(id), { source: 'lightbox' }),
    on: (event, fn) => w.on(String(event), fn),
    consent: (given) => consent.set(given === true),
  };
  window.Concierge = api;

  const action = actionOf(location.hash);
  if (action) dropActionHash();
  const start = () => {
    mount(w);
    // Before consent (data-consent="required") only the launcher shows: no storage, no session.
    void consent.showLauncher(origin, publicId);
    consent.whenGranted(() => {
      hookPage(w);
      void w.boot(action ?? undefined);
    });
    // Calls made before the script loaded (window.Concierge = {q: [[method, ...args]]}).
    for (const [method, ...args] of existing?.q ?? []) {
      const fn = (api as unknown as Record<string, (...a: unknown[]) => unknown>)[method];
      if (typeof fn === 'function') fn(...args);
    }
    dispatchEvent(new CustomEvent('concierge:ready'));
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

boot();
