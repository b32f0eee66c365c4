import type { Offer, SessionAction } from './api.js';
import { safeHref } from './links.js';
import type { Widget } from './widget.js';

/**
 * What a visitor arrives through: offers whose deploy gates matched (shown
 * after their delay, once per visit) and Actions (buttons and `#action=`
 * links that open the agent on a task).
 */
export class Arrivals {
  constructor(private readonly w: Widget) {}

  /** The first offer not yet shown in this visit, after its `afterSeconds` (one at a time, never twice a visit). */
  schedule(offers: Offer[]): void {
    const seen = new Set(this.w.store.get().seenOffers ?? []);
    const offer = offers.find((o) => !seen.has(o.id));
    if (!offer) return;
    setTimeout(() => this.show(offer), Math.max(0, offer.afterSeconds ?? 0) * 1000);
  }

  /** Shows an arrival offer as its presentation says; inside the conversation when the visitor is already chatting. */
  show(offer: Offer): void {
    if (this.w.state.offer) return;
    this.w.store.set({ seenOffers: [...(this.w.store.get().seenOffers ?? []), offer.id] });
    if (this.w.state.open) this.w.addLocal({ type: 'data-offer', data: { offerId: offer.id, ...offer } });
    else this.w.set({ offer });
    void this.w.report({ type: 'offer.shown', offerId: offer.id });
    this.w.emit('offer.shown', { offerId: offer.id });
  }

  /** The visitor took the offer (its button or a chip): reported, then the CTA does what it says. */
  accept(offer: Offer, chip?: string): void {
    if (this.w.state.offer?.id === offer.id) this.w.set({ offer: null });
    void this.w.report({ type: 'offer.accepted', offerId: offer.id });
    this.w.emit('offer.accepted', { offerId: offer.id });
    if (chip) {
      this.w.open();
      void this.w.send(chip);
      return;
    }
    const cta = offer.ctaAction;
    if (cta.type === 'book_meeting') void this.w.openBooking();
    else if (cta.type === 'capture_lead') {
      this.w.open();
      this.w.addLocal({
        type: 'data-form',
        data: { formId: `offer-${offer.id}`, fields: offer.collect?.length ? offer.collect : ['email', 'name'] },
      });
    } else if (cta.type === 'navigate' && cta.url && safeHref(cta.url)) location.assign(safeHref(cta.url)!);
    else if (cta.type === 'open_experience' && cta.experiencePublicId)
      this.w.tours.play(cta.experiencePublicId).catch(() => this.w.open());
    else this.w.open();
  }

  decline(offer: Offer): void {
    if (this.w.state.offer?.id === offer.id) this.w.set({ offer: null });
    void this.w.report({ type: 'offer.declined', offerId: offer.id });
    this.w.emit('offer.declined', { offerId: offer.id });
  }

  /** An Action fired (a `data-showpilot-action` click or a `#action=` link, `label` its text): its session start carries it. */
  async fire(id: string, label?: string): Promise<void> {
    await this.w.ready().catch(() => null);
    const session = await this.w.start(id, label).catch(() => null);
    if (!session?.action) this.w.open();
    this.w.emit('action', { actionId: id, matched: Boolean(session?.action) });
  }

  /**
   * What the Action opens. A conversation opens on the agent's first move: the
   * visitor's click is their opening line (the button's text, else the
   * Action's name), and the agent's reply on the Action's task streams in, so
   * the panel never opens on a bare greeting that waits for the visitor.
   */
  run(action: SessionAction, label?: string): void {
    const o = action.opens;
    if (o.kind === 'conversation') {
      this.w.open();
      void this.w.send(label || action.name);
      return;
    }
    if (o.kind === 'meeting') void this.w.openBooking();
    else if (o.kind === 'tour' && o.tourPublicId) this.w.tours.play(o.tourPublicId).catch(() => this.w.open());
    else if (o.kind === 'experience' && o.experiencePublicId)
      this.w.tours.play(o.experiencePublicId).catch(() => this.w.open());
    else if (o.kind === 'form') {
      this.w.open();
      this.w.addLocal({
        type: 'data-form',
        data: { formId: o.formId ?? action.id, fields: ['email', 'name', 'company'] },
      });
    } else if (o.kind === 'link' && o.url && safeHref(o.url)) location.assign(safeHref(o.url)!);
    else if (o.kind === 'content' && o.url && safeHref(o.url)) {
      this.w.open();
      this.w.addLocal({ type: 'data-link', data: { url: o.url, title: action.name } });
    } else this.w.open();
  }
}
