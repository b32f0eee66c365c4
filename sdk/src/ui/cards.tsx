import { useState } from 'preact/hooks';
import { type CtaAction, type Offer, RuntimeError } from '../api.js';
import type { DataPart } from '../chunks.js';
import { safeHref } from '../links.js';
import type { Widget } from '../widget.js';
import { External } from './md.js';

type CardProps = { w: Widget; part: DataPart };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

const LABELS: Record<string, string> = { email: 'Email', name: 'Name', company: 'Company', phone: 'Phone' };
const TYPES: Record<string, 'email' | 'tel'> = { email: 'email', phone: 'tel' };
const AUTOCOMPLETE: Record<string, string> = { email: 'email', name: 'name', company: 'organization', phone: 'tel' };

let fieldIds = 0;

const Alert = ({ text }: { text: string | null }) =>
  text ? (
    <p class="err" role="alert">
      {text}
    </p>
  ) : null;

function Field(p: { name: string; value: string; onInput: (v: string) => void; required?: boolean }) {
  const [id] = useState(() => `f${++fieldIds}`);
  return (
    <div class="field">
      <label for={id}>
        {LABELS[p.name] ?? p.name}
        {p.required ? '' : ' (optional)'}
      </label>
      <input
        id={id}
        name={p.name}
        type={(TYPES[p.name] ?? 'text') as 'text'}
        autocomplete={AUTOCOMPLETE[p.name] ?? 'off'}
        required={p.required}
        maxLength={p.name === 'email' ? 254 : 200}
        value={p.value}
        onInput={(e) => p.onInput((e.currentTarget as HTMLInputElement).value)}
      />
    </div>
  );
}

const failure = (err: unknown) =>
  err instanceof RuntimeError && err.status === 409
    ? 'That time was just taken; please pick another.'
    : err instanceof RuntimeError && err.status === 400
      ? err.message
      : 'That did not work; please try again.';

export function formatSlot(iso: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** Open meeting times; picking one asks for a name and an email (filled in with what the visitor already gave), then books it. */
export function SlotsCard({ w, part }: CardProps) {
  const [slots, setSlots] = useState(() => strings(part.data.slots));
  const [picked, setPicked] = useState<string | null>(null);
  const [fields, setFields] = useState({ name: '', email: '', company: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = w.isDone(part.id);
  if (done?.startsWith('booked')) {
    const at = done.slice(done.indexOf(':') + 1);
    return (
      <div class="card" role="status">
        <p class="ok">Booked: {formatSlot(at)}.</p>
        {done.startsWith('booked+mail:') && <p class="muted">A confirmation goes to your email.</p>}
      </div>
    );
  }
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const minutes = Number(part.data.durationMinutes) || null;
  // A meeting booked from another card while this one was on screen: these times are done with.
  const booked = w.bookedBefore(part.id);
  const pick = (slot: string) => {
    // Read when a time is picked: by then the visitor's name and email from the chat have arrived.
    const pre = w.prefill();
    setFields({
      name: fields.name || pre.name || '',
      email: fields.email || pre.email || '',
      company: fields.company || pre.company || '',
    });
    setPicked(slot);
  };
  if (!picked || booked) {
    return (
      <div class="card">
        <h3>Pick a time</h3>
        <p class="muted">
          {booked
            ? `Your meeting is booked for ${formatSlot(booked)}.`
            : `${minutes ? `${minutes}-minute meeting · ` : ''}times in your time zone (${zone})`}
        </p>
        <div class="slots">
          {slots.map((s) => (
            <button type="button" class="chip" disabled={Boolean(booked)} onClick={() => pick(s)}>
              {formatSlot(s)}
            </button>
          ))}
        </div>
        {error && <p class="err">{error}</p>}
      </div>
    );
  }
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await w.book(part.id, {
        startAt: picked,
        email: fields.email.trim(),
        name: fields.name.trim(),
        ...(fields.company.trim() ? { company: fields.company.trim() } : {}),
      });
    } catch (err) {
      setError(failure(err));
      if (err instanceof RuntimeError && err.status === 409 && w.session) {
        const fresh = await w.client.slots(w.session.sessionId).catch(() => null);
        if (fresh) setSlots(fresh.slots.slice(0, 12));
        setPicked(null);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="card" onSubmit={submit} aria-label="Book a meeting">
      <h3>{formatSlot(picked)}</h3>
      <Field name="name" required value={fields.name} onInput={(name) => setFields({ ...fields, name })} />
      <Field name="email" required value={fields.email} onInput={(email) => setFields({ ...fields, email })} />
      <Field name="company" value={fields.company} onInput={(company) => setFields({ ...fields, company })} />
      <Alert text={error} />
      <div class="row">
        <button type="submit" class="btn" disabled={busy}>
          Book this time
        </button>
        <button type="button" class="btn ghost" onClick={() => setPicked(null)}>
          Other times
        </button>
      </div>
    </form>
  );
}

/** A form the agent (or an offer) asked for: reported as form.submitted; an email makes a lead. */
export function FormCard({ w, part }: CardProps) {
  const names = strings(part.data.fields).filter((f) => f in LABELS);
  const list = names.length ? names : ['email'];
  const pre = w.prefill() as Record<string, string | undefined>;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(list.map((f) => [f, pre[f] ?? ''])),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (w.isDone(part.id)) {
    return (
      <div class="card" role="status">
        <p class="ok">Thanks, we have your details.</p>
      </div>
    );
  }
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const fields = Object.fromEntries(
      Object.entries(values)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v),
    );
    try {
      await w.submitForm(part.id, str(part.data.formId) || 'contact', fields);
    } catch (err) {
      setError(failure(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="card" onSubmit={submit} aria-label="Your details">
      <h3>Your details</h3>
      {list.map((f) => (
        <Field
          name={f}
          required={f === 'email'}
          value={values[f] ?? ''}
          onInput={(v) => setValues({ ...values, [f]: v })}
        />
      ))}
      <Alert text={error} />
      <div class="row">
        <button type="submit" class="btn" disabled={busy}>
          Send
        </button>
      </div>
    </form>
  );
}

export function offerOf(data: Record<string, unknown>): Offer {
  return {
    id: str(data.offerId),
    headline: str(data.headline) || null,
    message: str(data.message),
    chips: strings(data.chips),
    ctaLabel: str(data.ctaLabel) || null,
    ctaAction: (data.ctaAction as CtaAction) ?? { type: 'none' },
    imageUrl: str(data.imageUrl) || null,
    collect: strings(data.collect),
  };
}

/** An offer's copy, picture, chips and button (shared by in-chat cards and arrival offers). */
export function OfferBody(p: {
  w: Widget;
  offer: Offer;
  onDone?: () => void;
  heading?: 'h2' | 'h3';
  titleId?: string;
  stale?: boolean;
}) {
  const { w, offer } = p;
  const H = p.heading ?? 'h3';
  const img = offer.imageUrl ? safeHref(offer.imageUrl) : null;
  const stale = Boolean(p.stale);
  const act = (chip?: string) => {
    p.onDone?.();
    w.arrivals.accept(offer, chip);
  };
  return (
    <>
      {img && <img src={img} alt="" />}
      {offer.headline && <H id={p.titleId}>{offer.headline}</H>}
      <p>{offer.message}</p>
      {stale && <p class="muted">Your meeting is booked.</p>}
      {(offer.chips.length > 0 || offer.ctaLabel) && (
        <div class="row">
          {offer.chips.slice(0, 2).map((c) => (
            <button type="button" class="chip" onClick={() => act(c)}>
              {c}
            </button>
          ))}
          {offer.ctaLabel && offer.ctaAction.type !== 'none' && (
            <button type="button" class="btn" disabled={stale} onClick={() => act()}>
              {offer.ctaLabel}
            </button>
          )}
        </div>
      )}
    </>
  );
}

export function OfferCard({ w, part }: CardProps) {
  const offer = offerOf(part.data);
  const done = w.isDone(part.id);
  if (done)
    return (
      <div class="card muted">
        {done === 'accepted' ? `${offer.headline ?? 'Offer'}: accepted.` : `${offer.headline ?? 'Offer'}: dismissed.`}
      </div>
    );
  return (
    <div class="card">
      {/* An offer to book a meeting that was on screen when one was booked: its button has nothing left to do. */}
      <OfferBody
        w={w}
        offer={offer}
        onDone={() => w.markDone(part.id, 'accepted')}
        stale={offer.ctaAction.type === 'book_meeting' && Boolean(w.bookedBefore(part.id))}
      />
      <div class="row">
        <button
          type="button"
          class="btn ghost"
          onClick={() => {
            w.markDone(part.id, 'declined');
            w.arrivals.decline(offer);
          }}
        >
          No thanks
        </button>
      </div>
    </div>
  );
}

export function TourCard({ w, part }: CardProps) {
  const ref = str(part.data.publicId) || str(part.data.tourId);
  const [error, setError] = useState(false);
  const play = () => {
    setError(false);
    w.tours.play(ref, { source: 'chat', step: Number(part.data.stepIndex ?? 0) || 0 }).catch(() => setError(true));
  };
  return (
    <div class="card">
      <h3>{str(part.data.name) || 'Tour'}</h3>
      <div class="row">
        <button type="button" class="btn" onClick={play}>
          Play the tour
        </button>
      </div>
      {error && <p class="err">The tour could not be opened.</p>}
    </div>
  );
}

export function LinkCard({ part }: CardProps) {
  const href = safeHref(str(part.data.url));
  if (!href) return null;
  return (
    <div class="card">
      <External href={href}>{str(part.data.title) || new URL(href).host}</External>
    </div>
  );
}

export const CARDS: Record<string, (p: CardProps) => preact.JSX.Element | null> = {
  'data-offer': OfferCard,
  'data-tour': TourCard,
  'data-slots': SlotsCard,
  'data-form': FormCard,
  'data-link': LinkCard,
};
