import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { TourGuide } from '../api.js';
import { safeHref } from '../links.js';
import type { TourState } from '../tours.js';
import type { Widget } from '../widget.js';
import { trapTab } from './focus.js';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The page element an `{element}` step points at, when the page has it. */
function pageElement(g: TourGuide): Element | null {
  if (typeof g.anchor !== 'object' || !('element' in g.anchor)) return null;
  try {
    return document.querySelector(g.anchor.element);
  } catch {
    return null;
  }
}

/** Where the step card goes next to a highlighted page element: below it, else above, kept on screen. */
function cardPlace(r: DOMRect): { top: string; left: string; position: string } {
  const width = Math.min(360, innerWidth - 24);
  const below = r.bottom + 12 + 200 < innerHeight;
  const top = below ? r.bottom + 12 : Math.max(12, r.top - 12 - 200);
  const left = Math.min(Math.max(12, r.left), innerWidth - width - 12);
  return { position: 'fixed', top: `${Math.round(top)}px`, left: `${Math.round(left)}px` };
}

/**
 * The tour player: a lightbox over the page showing the tour's screens (image
 * or video) with each step's card, centred, next to a region of the screen, or
 * next to an element of the page itself. Steps advance by click, by timer
 * (auto, with a pause button) or wait for a question (ask). Narration plays
 * when the step has a recording. Keys: → next, ← back, Esc closes.
 */
export function Player({ w, t }: { w: Widget; t: TourState }) {
  const { doc, step } = t;
  const guide = doc.guides[step]!;
  const screen = doc.screens.find((s) => s.id === guide.screen) ?? null;
  const total = doc.guides.length;
  const last = step === total - 1;
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const [paused, setPaused] = useState(false);
  const [narration, setNarration] = useState(true);
  const [rect, setRect] = useState<DOMRect | null>(null);
  // The screen's aspect ratio (16:9 until its picture says otherwise): the stage is sized to the picture, so regions line up.
  const [ratio, setRatio] = useState(16 / 9);
  const target = pageElement(guide);
  const region = typeof guide.anchor === 'object' && 'region' in guide.anchor ? guide.anchor.region : null;
  const hasNarration = doc.guides.some((g) => g.narrate && g.narrationUrl);

  const next = () => (last ? w.tours.close() : w.tours.step(step + 1));
  const back = () => w.tours.step(step - 1);

  // Focus moves into the player and back to where it was when the player closes.
  useEffect(() => {
    const root = box.current?.getRootNode() as ShadowRoot | undefined;
    const before = (root?.activeElement ?? document.activeElement) as HTMLElement | null;
    return () => before?.focus?.();
  }, []);
  useEffect(() => {
    primary.current?.focus();
    setPaused(false);
  }, [step]);

  // auto: the step moves on by itself after advanceAfterSecs, unless paused.
  useEffect(() => {
    if (guide.advance !== 'auto' || paused || !guide.advanceAfterSecs) return;
    const timer = setTimeout(next, guide.advanceAfterSecs * 1000);
    return () => clearTimeout(timer);
  }, [step, paused]);

  // A video screen seeks to the step's moment.
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    if (typeof guide.at === 'number') v.currentTime = guide.at;
    v.play().catch(() => undefined);
  }, [step]);

  // Narration: the step's recording, when there is one and the visitor has not muted it.
  useEffect(() => {
    const src = guide.narrate && guide.narrationUrl ? safeHref(guide.narrationUrl) : null;
    if (!src || !narration) return;
    const audio = new Audio(src);
    audio.play().catch(() => undefined);
    return () => audio.pause();
  }, [step, narration]);

  // An element step scrolls the page element into view and follows it.
  useLayoutEffect(() => {
    if (!target) {
      setRect(null);
      return;
    }
    target.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    const measure = () => setRect(target.getBoundingClientRect());
    measure();
    addEventListener('scroll', measure, { passive: true, capture: true });
    addEventListener('resize', measure, { passive: true });
    return () => {
      removeEventListener('scroll', measure, { capture: true });
      removeEventListener('resize', measure);
    };
  }, [step, target]);

  const spot = Boolean(target && rect);
  const media = screen?.mediaUrl ? safeHref(screen.mediaUrl) : null;
  const card = (
    <div
      class={`step${!spot && !region && media ? ' center' : ''}`}
      style={spot ? cardPlace(rect!) : undefined}
      aria-live="polite"
    >
      <p class="count">
        Step {step + 1} of {total}
      </p>
      {guide.title && <h3>{guide.title}</h3>}
      <p>{guide.body}</p>
      <div class="row">
        <button type="button" class="btn ghost" onClick={back} disabled={step === 0}>
          Back
        </button>
        {guide.advance === 'auto' && !last && (
          <button type="button" class="btn ghost" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? 'Resume' : 'Pause'}
          </button>
        )}
        {(guide.advance === 'ask' || last) && (
          <button type="button" class="btn ghost" onClick={() => (last ? w.tours.cta() : w.open())}>
            {last ? 'Talk to us' : 'Ask a question'}
          </button>
        )}
        <button type="button" class="btn" ref={primary} onClick={next}>
          {last ? 'Finish' : 'Next'}
        </button>
      </div>
    </div>
  );
  const chatting = w.state.open;
  return (
    <div
      ref={box}
      class={`player${spot ? ' spot' : ''}`}
      role="dialog"
      aria-modal={chatting ? 'false' : 'true'}
      aria-label={`Tour: ${doc.name}`}
      onKeyDown={(e) => {
        const el = e.target as HTMLElement;
        if (el.tagName === 'VIDEO' || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') return;
        if (e.key === 'Escape') w.tours.close();
        else if (e.key === 'ArrowRight') next();
        else if (e.key === 'ArrowLeft') back();
        else if (!chatting) trapTab(e, box.current);
      }}
    >
      {spot && (
        <div
          class="ring"
          style={{
            top: `${rect!.top - 6}px`,
            left: `${rect!.left - 6}px`,
            width: `${rect!.width + 12}px`,
            height: `${rect!.height + 12}px`,
          }}
        />
      )}
      <div class="ptop">
        <h2>{doc.name}</h2>
        {hasNarration && (
          <button type="button" class="btn ghost" aria-pressed={narration} onClick={() => setNarration(!narration)}>
            Narration
          </button>
        )}
        <button type="button" class="x" aria-label="Close tour" onClick={() => w.tours.close()}>
          ×
        </button>
      </div>
      {!spot && media && (
        <div class="stage" style={{ width: `min(960px, 100%, calc((100vh - 330px) * ${ratio.toFixed(4)}))` }}>
          {screen?.type === 'video' ? (
            <video
              ref={video}
              src={media}
              poster={screen.posterUrl ? (safeHref(screen.posterUrl) ?? undefined) : undefined}
              playsInline
              muted={hasNarration}
              controls
              onLoadedMetadata={(e) => {
                const v = e.currentTarget as HTMLVideoElement;
                if (v.videoWidth && v.videoHeight) setRatio(v.videoWidth / v.videoHeight);
              }}
            />
          ) : (
            <img
              src={media}
              alt={screen?.name ?? `Screen of step ${step + 1}`}
              onLoad={(e) => {
                const img = e.currentTarget as HTMLImageElement;
                if (img.naturalWidth && img.naturalHeight) setRatio(img.naturalWidth / img.naturalHeight);
              }}
            />
          )}
          {region && (
            <div
              class="region"
              style={{
                left: `${region[0] * 100}%`,
                top: `${region[1] * 100}%`,
                width: `${region[2] * 100}%`,
                height: `${region[3] * 100}%`,
              }}
            />
          )}
          {!region && card}
        </div>
      )}
      {(spot || region || !media) && card}
    </div>
  );
}
