import { useEffect, useLayoutEffect, useReducer, useRef } from 'preact/hooks';
import type { Widget } from '../widget.js';
import { ArrivalOffer } from './offer.js';
import { ChatIcon, Panel } from './panel.js';
import { Player } from './player.js';
import { textOn } from './styles.js';

/** Everything the widget draws, inside its shadow root. */
export function App({ w }: { w: Widget }) {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const root = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => w.onRedraw(() => bump(0)), []);
  const s = w.state;

  // Closing the panel gives focus back to the launcher. A layout effect runs in the same commit that shows the
  // launcher again, so there is no frame in which the launcher is visible and focus is nowhere.
  useLayoutEffect(() => {
    if (wasOpen.current && !s.open && !s.tour) launcher.current?.focus();
    wasOpen.current = s.open;
  }, [s.open]);

  // Theme values go through the CSSOM (allowed under a strict CSP), never a style attribute.
  const theme = s.agent?.theme ?? {};
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    if (theme.accentColor) {
      el.style.setProperty('--accent', theme.accentColor);
      el.style.setProperty('--on-accent', textOn(theme.accentColor));
    }
    if (theme.fontFamily) el.style.setProperty('--font', theme.fontFamily);
    if (typeof theme.radius === 'number') el.style.setProperty('--radius', `${theme.radius}px`);
  }, [s.agent]);

  if (!s.agent) return null;
  const label = s.agent.launcher.label === null ? null : (s.agent.launcher.label ?? 'Chat with us');
  const classes = [
    'r',
    theme.colorScheme === 'dark' ? 'dark' : theme.colorScheme === 'auto' ? 'auto' : '',
    s.agent.launcher.position === 'bottom-left' ? 'left' : '',
    s.tour ? 'touring' : '',
    s.open ? 'open' : '',
  ];
  return (
    <div class={classes.filter(Boolean).join(' ')} ref={root}>
      <button
        ref={launcher}
        type="button"
        class={`launcher${label ? '' : ' icon'}`}
        aria-label={label ? undefined : 'Chat with us'}
        aria-expanded={s.open}
        aria-controls="concierge-panel"
        onClick={() => (s.open ? w.close() : w.open())}
      >
        <ChatIcon />
        {label && <span>{label}</span>}
        {s.unread && !s.open && (
          <>
            <span class="dot" aria-hidden="true" />
            <span class="sr">(new message)</span>
          </>
        )}
      </button>
      <Panel w={w} />
      {s.offer && !s.tour && <ArrivalOffer w={w} offer={s.offer} />}
      {s.tour && <Player w={w} t={s.tour} key={s.tour.doc.tourId} />}
    </div>
  );
}
