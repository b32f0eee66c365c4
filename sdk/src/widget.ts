import {
  type AgentConfig,
  type Offer,
  type PageEvent,
  RuntimeClient,
  RuntimeError,
  type Session,
  type VisitorContact,
} from './api.js';
import { applyChunk, type ChatMessage, type DataPart, fromStored, localId } from './chunks.js';
import { Store } from './storage.js';
import { type TourState, Tours } from './tours.js';
import { Arrivals } from './arrivals.js';

export const MAX_MESSAGE = 4000;
/** How long after a page ended its visit the next page still shows that conversation (the service's idle time). */
const CARRY_MS = 30 * 60_000;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,253}\.[^\s@]{2,}$/;

export interface State {
  agent: AgentConfig | null;
  open: boolean;
  messages: ChatMessage[];
  sending: boolean;
  notice: string | null;
  offer: Offer | null;
  tour: TourState | null;
  unread: boolean;
}

type Listener = (detail: unknown) => void;

/**
 * The widget's state, the session and the chat, and the calls it makes to the
 * runtime API (offers and Actions in arrivals.ts, tours in tours.ts). The UI
 * (ui/*.tsx) draws `state` and calls these methods; nothing here touches the
 * DOM beyond reading the page's address.
 */
export class Widget {
  state: State = {
    agent: null,
    open: false,
    messages: [],
    sending: false,
    notice: null,
    offer: null,
    tour: null,
    unread: false,
  };
  session: Session | null = null;
  readonly client: RuntimeClient;
  readonly store: Store;
  readonly tours = new Tours(this);
  readonly arrivals = new Arrivals(this);
  #ready: Promise<Session | null> | null = null;
  #listeners = new Map<string, Set<Listener>>();
  #redraw: () => void = () => undefined;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(origin: string, publicId: string) {
    this.client = new RuntimeClient(origin, publicId);
    this.store = new Store(`concierge:${publicId}`);
    this.client.token = this.store.get().token ?? null;
  }

  onRedraw(fn: () => void): void {
    this.#redraw = fn;
  }

  set(patch: Partial<State>): void {
    this.state = { ...this.state, ...patch };
    this.#redraw();
  }

  on(event: string, fn: Listener): () => void {
    if (!this.#listeners.has(event)) this.#listeners.set(event, new Set());
    this.#listeners.get(event)!.add(fn);
    return () => this.#listeners.get(event)?.delete(fn);
  }

  emit(event: string, detail: unknown = {}): void {
    for (const fn of this.#listeners.get(event) ?? []) {
      try {
        fn(detail);
      } catch (err) {
        // A host handler's bug is the host's: report it as an uncaught error, keep the widget going.
        setTimeout(() => {
          throw err;
        });
      }
    }
  }

  /** Starts the page's session once (a returning visitor's token resumes their visit); `action` from a `#action=` link. */
  boot(action?: string): Promise<Session | null> {
    return (this.#ready ??= this.start(action).catch(async (err: Error) => {
      console.warn(await this.#whyNot(err));
      return null;
    }));
  }

  /**
   * Why the session could not start, in words a site owner can act on. A
   * refused origin reaches the page only as a network error (the refusal
   * carries no CORS header), so the SDK asks the service for its own script,
   * which every origin may read: when that answers, the service is up and
   * the refusal was this page's origin.
   */
  async #whyNot(err: Error): Promise<string> {
    if (err instanceof RuntimeError) {
      return err.code === 'origin-not-allowed'
        ? this.#originMessage()
        : `Concierge: the widget could not start (${err.message}).`;
    }
    const up = await fetch(`${this.client.origin}/sdk.js`, { method: 'HEAD', credentials: 'omit' }).then(
      (r) => r.ok,
      () => false,
    );
    return up
      ? this.#originMessage()
      : `Concierge: the widget could not start: the service at ${this.client.origin} could not be reached (${err.message}).`;
  }

  #originMessage(): string {
    return `Concierge: this page's origin ${location.origin} is not in the allowedOrigins of agent ${this.client.publicId}, so the service refused it. Add it with: svc agents update ${this.client.publicId} --origin ${location.origin}`;
  }

  /** The page's session (null when it could not start). */
  ready(): Promise<Session | null> {
    return this.#ready ?? this.boot();
  }

  async start(action?: string, label?: string): Promise<Session | null> {
    const page = {
      url: location.href.slice(0, 2048),
      title: document.title.slice(0, 500),
      referrer: document.referrer.slice(0, 2048) || null,
    };
    const body = {
      page,
      device: matchMedia('(max-width: 640px), (pointer: coarse)').matches ? 'mobile' : 'desktop',
      ...(action ? { action } : {}),
    };
    let session: Session;
    try {
      session = await this.client.startSession(body);
    } catch (err) {
      if (!(err instanceof RuntimeError) || err.code !== 'invalid-token' || !this.client.token) throw err;
      // An expired or foreign token: start over as a new visitor.
      this.client.token = null;
      session = await this.client.startSession(body);
    }
    const before = this.store.get();
    const same = before.sessionId === session.sessionId;
    // The page before this one ended the visit with its beacon and this page
    // came after the service's grace (a reload within it resumes the same
    // session): the visitor is still in the same conversation as far as they
    // can see, so it carries over.
    const carried =
      !same && before.sessionId && before.endedAt && Date.now() - before.endedAt < CARRY_MS ? before.sessionId : null;
    // Earlier sessions whose conversation the visitor still sees (a few reloads' worth).
    const chain = same ? (before.chain ?? []) : carried ? [...(before.chain ?? []), carried].slice(-5) : [];
    this.client.token = session.visitorToken;
    this.store.set({
      token: session.visitorToken,
      sessionId: session.sessionId,
      visitorId: session.visitorId,
      endedAt: undefined,
      chain,
      ...(same || carried ? {} : { seenOffers: [], done: {}, booked: undefined, stale: [] }),
    });
    this.#learn(session.visitor);
    const first = this.session === null;
    this.session = session;
    this.set({ agent: session.agent });
    if (first) {
      await this.loadHistory(session.resumed ? [...chain, session.sessionId] : chain);
      // A visitor who was chatting when they moved to this page finds the panel open.
      if ((same || carried) && before.open) this.open();
      this.#deliver(session);
      this.arrivals.schedule(session.offers);
      this.emit('ready', { visitorId: session.visitorId, sessionId: session.sessionId });
    }
    if (session.action) this.arrivals.run(session.action, label);
    return session;
  }

  /** What the visitor told the agent (the runtime's record is the latest word): fills in booking and contact forms. */
  #learn(who: VisitorContact | undefined): void {
    const known = { ...(who?.name ? { name: who.name } : {}), ...(who?.email ? { email: who.email } : {}) };
    if (Object.keys(known).length > 0) this.store.set({ prefill: { ...this.prefill(), ...known } });
  }

  /** After a reply that asks for details (meeting times, a form): what the visitor said in the chat, so the form is filled in. */
  async #refreshContact(sessionId: string): Promise<void> {
    const list = await this.client.messages(sessionId).catch(() => null);
    this.#learn(list?.visitor);
  }

  /** The conversation so far, from the sessions it spans (oldest first). */
  async loadHistory(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const lists = await Promise.all(
      sessionIds.map((id) =>
        this.client.messages(id).then(
          (r) => r.items,
          () => [],
        ),
      ),
    );
    this.set({ messages: [...lists.flat().map(fromStored), ...this.state.messages] });
  }

  #deliver(session: Session): void {
    if (session.deliveries.length === 0) return;
    const delivered: ChatMessage[] = session.deliveries.map((d) => ({
      id: `delivery_${d.followUpId}`,
      role: 'assistant',
      parts: [{ type: 'text', text: `You asked: “${d.question}”\n\nThe team answered: ${d.answer}` }],
    }));
    this.set({ messages: [...this.state.messages, ...delivered], unread: true });
  }

  open(): void {
    if (this.state.open) return;
    this.store.set({ open: true });
    this.set({ open: true, unread: false });
    this.emit('open');
  }

  close(): void {
    if (!this.state.open) return;
    this.store.set({ open: false });
    this.set({ open: false });
    this.emit('close');
  }

  /** Adds a message the widget itself shows (a booking or form widget opened from an offer or Action). */
  addLocal(part: Omit<DataPart, 'id'>): void {
    this.set({
      messages: [
        ...this.state.messages,
        { id: localId('w'), role: 'assistant', parts: [{ ...part, id: localId('w') }] },
      ],
    });
  }

  #replace(id: string, fn: (m: ChatMessage) => ChatMessage): void {
    this.set({ messages: this.state.messages.map((m) => (m.id === id ? fn(m) : m)) });
  }

  async send(raw: string): Promise<void> {
    const text = raw.trim().slice(0, MAX_MESSAGE);
    if (!text || this.state.sending) return;
    const session = await this.ready();
    if (!session) return;
    const user: ChatMessage = { id: localId('u'), role: 'user', parts: [{ type: 'text', text }] };
    let replyId = localId('a');
    this.set({
      sending: true,
      notice: null,
      messages: [...this.state.messages, user, { id: replyId, role: 'assistant', parts: [], pending: true }],
    });
    this.emit('message', { role: 'user', text });
    try {
      await this.client.send(session.sessionId, text, user.id, (chunk) => {
        const id = replyId;
        this.#replace(id, (m) => {
          const next = applyChunk(m, chunk);
          replyId = next.id;
          return next;
        });
        if (chunk.type === 'data-tour') this.tours.follow(chunk);
      });
      this.#replace(replyId, (m) => ({ ...m, pending: false }));
      const reply = this.state.messages.find((m) => m.id === replyId);
      if (reply?.parts.some((p) => p.type === 'data-slots' || p.type === 'data-form'))
        await this.#refreshContact(session.sessionId);
      this.emit('reply', { parts: reply?.parts ?? [] });
      if (!this.state.open) this.set({ unread: true });
    } catch (err) {
      const e = err instanceof RuntimeError ? err : null;
      const notice =
        e?.status === 429
          ? `You are sending messages quickly; please wait ${e.retryAfter ?? 10} seconds and try again.`
          : e?.status === 401 || e?.status === 404
            ? 'Your chat session expired; please send your message again.'
            : e?.status === 400 || e?.status === 413
              ? e.message
              : 'The message could not be sent. Check your connection and try again.';
      // A session the service no longer knows (or a token it refuses): the next message goes to a fresh one.
      if (e?.status === 401 || e?.status === 404) {
        if (e.status === 401) this.client.token = null;
        this.#ready = this.start().catch(() => null);
      }
      // Drop an empty reply; keep whatever did arrive.
      this.set({
        notice,
        messages: this.state.messages
          .filter((m) => m.id !== replyId || m.parts.length > 0)
          .map((m) => (m.id === replyId ? { ...m, pending: false } : m)),
      });
    } finally {
      this.set({ sending: false });
    }
  }

  /**
   * A page-side fact, sent in order (a completion never lands before the step
   * that completed it). Failures are not the visitor's problem: the widget goes on.
   */
  report(event: PageEvent): Promise<boolean> {
    const run = async () => {
      const session = await this.ready().catch(() => null);
      if (!session) return false;
      return this.client.event(session.sessionId, event).then(
        () => true,
        () => false,
      );
    };
    const next = this.#queue.then(run);
    this.#queue = next;
    return next;
  }

  /** The meeting booked in this visit, when a card shown before it is one it made stale (other times, an offer to book). */
  bookedBefore(partId: string): string | undefined {
    const m = this.store.get();
    return m.stale?.includes(partId) ? m.booked : undefined;
  }

  isDone(partId: string): string | undefined {
    return this.store.get().done?.[partId];
  }

  markDone(partId: string, outcome: string): void {
    this.store.set({ done: { ...(this.store.get().done ?? {}), [partId]: outcome } });
    this.#redraw();
  }

  prefill() {
    return this.store.get().prefill ?? {};
  }

  async identify(who: { email?: string; name?: string; company?: string }): Promise<boolean> {
    const email = typeof who?.email === 'string' ? who.email.trim().slice(0, 254) : '';
    const name = typeof who?.name === 'string' ? who.name.trim().slice(0, 200) : '';
    const company = typeof who?.company === 'string' ? who.company.trim().slice(0, 200) : '';
    if (email && !EMAIL.test(email)) return false;
    this.store.set({
      prefill: {
        ...this.prefill(),
        ...(email ? { email } : {}),
        ...(name ? { name } : {}),
        ...(company ? { company } : {}),
      },
    });
    if (!email || this.store.get().identified === email.toLowerCase()) return true;
    const fields: Record<string, string> = { email, ...(name ? { name } : {}), ...(company ? { company } : {}) };
    const ok = await this.report({ type: 'form.submitted', formId: 'identify', fields });
    if (ok) this.store.set({ identified: email.toLowerCase() });
    return ok;
  }

  async submitForm(partId: string, formId: string, fields: Record<string, string>): Promise<void> {
    const session = await this.ready();
    if (!session) throw new Error('no session');
    await this.client.event(session.sessionId, { type: 'form.submitted', formId: formId.slice(0, 100), fields });
    if (fields.email)
      this.store.set({
        prefill: { ...this.prefill(), email: fields.email, ...(fields.name ? { name: fields.name } : {}) },
        identified: fields.email.toLowerCase(),
      });
    this.markDone(partId, 'sent');
    this.emit('form.submitted', { formId, fields });
  }

  async book(partId: string, body: { startAt: string; email: string; name: string; company?: string }): Promise<void> {
    const session = await this.ready();
    if (!session) throw new Error('no session');
    const meeting = await this.client.book(session.sessionId, body);
    this.store.set({
      prefill: {
        ...this.prefill(),
        email: body.email,
        name: body.name,
        ...(body.company ? { company: body.company } : {}),
      },
      identified: body.email.toLowerCase(),
    });
    // Meeting times and offers to book that were on screen are done with (times asked for later are a new request).
    const stale = this.state.messages
      .flatMap((m) => m.parts)
      .filter((p): p is DataPart => p.type === 'data-slots' || p.type === 'data-offer');
    this.store.set({
      booked: meeting.startAt ?? body.startAt,
      stale: [...(this.store.get().stale ?? []), ...stale.map((p) => p.id)].slice(-50),
    });
    // The card says a confirmation is on its way only when the service will send one.
    this.markDone(partId, `${meeting.confirmationEmail ? 'booked+mail' : 'booked'}:${meeting.startAt ?? body.startAt}`);
    this.emit('meeting.booked', { meetingId: meeting.id, startAt: meeting.startAt ?? body.startAt });
  }

  /** Opens the panel on open meeting times (from an offer, an Action or the page). */
  async openBooking(): Promise<void> {
    this.open();
    const session = await this.ready();
    if (!session) return;
    try {
      const slots = await this.client.slots(session.sessionId);
      if (slots.slots.length > 0)
        this.addLocal({ type: 'data-slots', data: { ...slots, slots: slots.slots.slice(0, 12) } });
      else
        this.set({ notice: 'There is no open time to book right now; leave a message and the team will reach out.' });
    } catch {
      this.set({ notice: 'Meeting times could not be loaded; please try again.' });
    }
  }
}
