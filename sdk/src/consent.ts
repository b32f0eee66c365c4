import type { AgentConfig } from './api.js';
import type { Widget } from './widget.js';

/** The line shown when the agent's settings hold none (launcher.consentNotice). */
export const DEFAULT_NOTICE = 'This chat stores a visitor id in your browser and keeps what you write.';

/**
 * Consent in the page SDK (privacy, issue 31). With `data-consent="required"`
 * on the script tag the SDK shows the launcher but stores nothing in the
 * browser and starts no session until the page calls `Concierge.consent(true)`
 * or the visitor opens the chat and accepts the one-line notice. The grant is
 * remembered (in the same localStorage entry as everything else, written only
 * once it is given); `consent(false)` removes everything the SDK stored.
 * Without the attribute nothing changes.
 */
export class Consent {
  readonly #key: string;
  readonly #required: boolean;
  #granted: boolean;
  #started = false;
  #start: () => void = () => undefined;

  constructor(
    script: HTMLScriptElement,
    publicId: string,
    private readonly w: Widget,
  ) {
    this.#key = `concierge:${publicId}`;
    this.#required = script.dataset.consent === 'required';
    this.#granted = !this.#required || this.#stored();
  }

  #stored(): boolean {
    try {
      return window.localStorage.getItem(this.#key) !== null;
    } catch {
      return false;
    }
  }

  get granted(): boolean {
    return this.#granted;
  }

  /** Runs `start` now when consent is not needed or was given before, else when it is given. */
  whenGranted(start: () => void): void {
    this.#start = () => {
      if (this.#started) return;
      this.#started = true;
      start();
    };
    if (this.#granted) this.#start();
  }

  /**
   * Before consent the launcher still shows: the agent's public configuration
   * is read (no session, no token), and opening the chat asks first.
   */
  async showLauncher(origin: string, publicId: string): Promise<void> {
    if (this.#granted) return;
    const w = this.w;
    const open = w.open.bind(w);
    w.open = () => (this.#granted ? open() : this.#ask(w, open));
    try {
      const res = await fetch(`${origin}/runtime/v1/agents/${encodeURIComponent(publicId)}`, { credentials: 'omit' });
      if (res.ok && !this.#granted) w.set({ agent: (await res.json()) as AgentConfig });
    } catch {
      /* the launcher appears once consent starts the session */
    }
  }

  set(given: boolean): void {
    if (given) {
      this.#granted = true;
      this.#removeNotice();
      this.#start();
      return;
    }
    this.#granted = false;
    this.#removeNotice();
    this.#forget();
    // A widget already running keeps this page's state in memory only from now on.
    const store = this.w.store;
    const set = Object.getPrototypeOf(store).set as typeof store.set;
    store.set = (patch) => {
      set.call(store, patch);
      if (!this.#granted) this.#forget();
      else store.set = set.bind(store);
    };
  }

  #forget(): void {
    try {
      window.localStorage.removeItem(this.#key);
    } catch {
      /* storage blocked: nothing was kept */
    }
  }

  #ask(w: Widget, open: () => void): void {
    if (document.getElementById('concierge-consent')) return;
    const launcher = w.state.agent?.launcher as { consentNotice?: string | null } | undefined;
    const box = document.createElement('div');
    box.id = 'concierge-consent';
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-label', 'Chat consent');
    const shadow = box.attachShadow({ mode: 'open' });
    const wrap = document.createElement('div');
    wrap.setAttribute(
      'style',
      'position:fixed;right:16px;bottom:84px;z-index:2147483647;max-width:340px;padding:12px;border-radius:8px;background:#fff;color:#111;box-shadow:0 4px 16px rgba(0,0,0,.2);font:14px/1.4 system-ui,sans-serif',
    );
    const text = document.createElement('p');
    text.setAttribute('style', 'margin:0 0 8px');
    text.textContent = launcher?.consentNotice || DEFAULT_NOTICE;
    const accept = document.createElement('button');
    accept.type = 'button';
    accept.textContent = 'Accept and chat';
    accept.addEventListener('click', () => {
      this.set(true);
      open();
    });
    const decline = document.createElement('button');
    decline.type = 'button';
    decline.textContent = 'No thanks';
    decline.setAttribute('style', 'margin-left:8px');
    decline.addEventListener('click', () => this.#removeNotice());
    wrap.append(text, accept, decline);
    shadow.append(wrap);
    document.body.appendChild(box);
    accept.focus();
  }

  #removeNotice(): void {
    document.getElementById('concierge-consent')?.remove();
  }
}
