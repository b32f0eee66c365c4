import { useEffect, useRef } from 'preact/hooks';
import type { Offer } from '../api.js';
import type { Widget } from '../widget.js';
import { OfferBody } from './cards.js';
import { trapTab } from './focus.js';

/**
 * An offer on arrival, drawn as its `deploy.presentation` says: a toast beside
 * the launcher, a banner across the top, or an interstitial (a modal dialog).
 * Closing it declines it; its chips and button accept it.
 */
export function ArrivalOffer({ w, offer }: { w: Widget; offer: Offer }) {
  const box = useRef<HTMLDivElement>(null);
  const kind = offer.presentation ?? 'toast';
  const modal = kind === 'interstitial';
  useEffect(() => {
    if (!modal) return;
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('.btn, .chip, .x')?.focus();
    return () => before?.focus?.();
  }, [modal]);
  const label = offer.headline ?? 'Offer';
  const close = (
    <button type="button" class="x" aria-label="Dismiss" onClick={() => w.arrivals.decline(offer)}>
      ×
    </button>
  );
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keys have Esc and the Dismiss button */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      {modal && <div class="backdrop" onClick={() => w.arrivals.decline(offer)} />}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is dialog or region (chosen at run time); Esc dismisses */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal is set only when the role is dialog */}
      <div
        ref={box}
        class={`offer ${kind}`}
        role={kind === 'banner' ? 'region' : 'dialog'}
        aria-modal={modal ? 'true' : undefined}
        aria-labelledby={offer.headline ? 'concierge-offer-title' : undefined}
        aria-label={offer.headline ? undefined : label}
        onKeyDown={(e) => {
          if (e.key === 'Escape') w.arrivals.decline(offer);
          else if (modal) trapTab(e, box.current);
        }}
      >
        <OfferBody w={w} offer={offer} heading="h2" titleId="concierge-offer-title" />
        {close}
      </div>
    </>
  );
}
