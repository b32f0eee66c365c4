import type { TourDocument } from './api.js';
import type { Widget } from './widget.js';

export interface TourState {
  doc: TourDocument;
  step: number;
  source: 'lightbox' | 'chat' | 'embed' | 'share';
  completed: boolean;
}

/**
 * Tours in the lightbox: which tour and step are showing, and the facts the
 * runtime records about them (played, each step viewed, CTA, completed).
 */
export class Tours {
  #docs = new Map<string, Promise<TourDocument>>();
  /** The panel was open when the tour started: it gave way to the tour and comes back when the tour ends. */
  #yielded = false;

  constructor(private readonly w: Widget) {}

  /** The agent moved a tour that is playing to another step. */
  follow(chunk: Record<string, unknown>): void {
    const data = chunk.data as { tourId?: string; publicId?: string; stepIndex?: number } | undefined;
    const t = this.w.state.tour;
    if (chunk.type !== 'data-tour' || !t || !data || (data.tourId !== t.doc.tourId && data.publicId !== t.doc.publicId))
      return;
    if (typeof data.stepIndex === 'number') this.step(data.stepIndex);
  }

  async play(publicId: string, opts: { source?: TourState['source']; step?: number } = {}): Promise<void> {
    let doc = this.#docs.get(publicId);
    if (!doc) {
      doc = this.w.client.tour(publicId);
      this.#docs.set(publicId, doc);
      doc.catch(() => this.#docs.delete(publicId));
    }
    const d = await doc;
    if (d.guides.length === 0) throw new Error('the tour has no steps');
    const step = Math.min(Math.max(0, Math.floor(opts.step ?? 0)), d.guides.length - 1);
    const source = opts.source ?? 'lightbox';
    // The panel never sits over the player: it gives way (and is remembered closed, so the next page's tour is not covered either).
    if (this.w.state.open && !this.w.state.tour) {
      this.#yielded = true;
      this.w.close();
    }
    this.w.set({ tour: { doc: d, step, source, completed: false } });
    void this.w.report({ type: 'tour.played', tourId: d.tourId, source });
    this.w.emit('tour.played', { tourId: d.tourId, publicId: d.publicId });
    this.#viewed();
  }

  step(index: number): void {
    const t = this.w.state.tour;
    if (!t || index < 0 || index >= t.doc.guides.length || index === t.step) return;
    this.w.set({ tour: { ...t, step: index } });
    this.#viewed();
  }

  #viewed(): void {
    const t = this.w.state.tour!;
    const tourId = t.doc.tourId;
    const completes = t.step === t.doc.guides.length - 1 && !t.completed;
    if (completes) this.w.set({ tour: { ...t, completed: true } });
    void this.w.report({ type: 'tour.step_viewed', tourId, stepIndex: t.step });
    this.w.emit('tour.step_viewed', { tourId, stepIndex: t.step });
    if (completes) {
      void this.w.report({ type: 'tour.completed', tourId });
      this.w.emit('tour.completed', { tourId });
    }
  }

  cta(): void {
    const t = this.w.state.tour;
    if (!t) return;
    void this.w.report({ type: 'tour.cta_clicked', tourId: t.doc.tourId, stepIndex: t.step });
    this.w.emit('tour.cta_clicked', { tourId: t.doc.tourId, stepIndex: t.step });
    this.close();
    this.w.open();
  }

  close(): void {
    this.w.set({ tour: null });
    if (this.#yielded) this.w.open();
    this.#yielded = false;
  }
}
