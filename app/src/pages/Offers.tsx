/** Offers: the list, create and edit (copy, CTA, deploy gates), retire and bring back. */
import { useState } from 'preact/hooks';
import { api, idem, message, type Schemas } from '../components/b/api.js';
import { Outcome, Section, splitList, when } from '../components/ui.js';
import { useAsync } from '../lib/hooks.js';
import { type Column, ListTable, NewAndEdit, RowAction, Titled } from '../components/table.js';
import { unwrapping } from '../lib/api.js';

type Offer = Schemas['Offer'];
type Deploy = Schemas['OfferDeploy'];
type CtaType = Schemas['OfferCtaAction']['type'];

interface Form {
  name: string;
  format: Offer['format'];
  goal: Offer['goal'];
  headline: string;
  message: string;
  chips: string;
  ctaLabel: string;
  ctaType: CtaType;
  ctaTarget: string;
  agentPersonalize: boolean;
  audienceIds: string[];
  gates: boolean;
  live: boolean;
  presentation: Deploy['presentation'];
  hosts: string;
  includePages: string;
  excludePages: string;
  referrerHosts: string;
  visitorType: '' | 'new' | 'returning';
  desktop: boolean;
  mobile: boolean;
  afterSeconds: string;
  startsAt: string;
  endsAt: string;
}

/** The field a CTA needs besides its type, and what it is called. */
const CTA_TARGET: Partial<Record<CtaType, { key: 'url' | 'contentRefId' | 'experienceId'; label: string }>> = {
  navigate: { key: 'url', label: 'Page address (https://…)' },
  open_content: { key: 'contentRefId', label: 'Content id' },
  open_experience: { key: 'experienceId', label: 'Experience id' },
};

// <input type="datetime-local"> speaks local time without a zone; the API wants ISO 8601 with one.
const toLocalInput = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : undefined);

function toForm(o: Offer | null): Form {
  const d = o?.deploy;
  const target = o ? CTA_TARGET[o.ctaAction.type] : undefined;
  return {
    name: o?.name ?? '',
    format: o?.format ?? 'toaster',
    goal: o?.goal ?? 'meeting_booked',
    headline: o?.headline ?? '',
    message: o?.message ?? '',
    chips: o?.chips.join('\n') ?? '',
    ctaLabel: o?.ctaLabel ?? '',
    ctaType: o?.ctaAction.type ?? 'book_meeting',
    ctaTarget: (target && o ? o.ctaAction[target.key] : '') ?? '',
    agentPersonalize: o?.agentPersonalize ?? false,
    audienceIds: o?.audienceIds ?? [],
    gates: !!d,
    live: d?.live ?? false,
    presentation: d?.presentation ?? 'toast',
    hosts: d?.hosts?.join('\n') ?? '',
    includePages: d?.includePages?.join('\n') ?? '',
    excludePages: d?.excludePages?.join('\n') ?? '',
    referrerHosts: d?.referrerHosts?.join('\n') ?? '',
    visitorType: d?.visitorType ?? '',
    desktop: d?.devices?.includes('desktop') ?? false,
    mobile: d?.devices?.includes('mobile') ?? false,
    afterSeconds: d?.afterSeconds === undefined ? '' : String(d.afterSeconds),
    startsAt: toLocalInput(d?.startsAt),
    endsAt: toLocalInput(d?.endsAt),
  };
}

function toBody(f: Form) {
  const target = CTA_TARGET[f.ctaType];
  const list = (s: string) => {
    const l = splitList(s);
    return l.length ? l : undefined;
  };
  const devices = [...(f.desktop ? ['desktop' as const] : []), ...(f.mobile ? ['mobile' as const] : [])];
  const deploy: Deploy | null = f.gates
    ? {
        live: f.live,
        presentation: f.presentation,
        ...(list(f.hosts) ? { hosts: list(f.hosts) } : {}),
        ...(list(f.includePages) ? { includePages: list(f.includePages) } : {}),
        ...(list(f.excludePages) ? { excludePages: list(f.excludePages) } : {}),
        ...(list(f.referrerHosts) ? { referrerHosts: list(f.referrerHosts) } : {}),
        ...(f.visitorType ? { visitorType: f.visitorType } : {}),
        ...(devices.length ? { devices } : {}),
        ...(f.afterSeconds.trim() ? { afterSeconds: Number(f.afterSeconds) } : {}),
        ...(f.startsAt ? { startsAt: fromLocalInput(f.startsAt) } : {}),
        ...(f.endsAt ? { endsAt: fromLocalInput(f.endsAt) } : {}),
      }
    : null;
  return {
    name: f.name.trim(),
    format: f.format,
    goal: f.goal,
    headline: f.headline.trim() || null,
    message: f.message,
    chips: splitList(f.chips),
    ctaLabel: f.ctaLabel.trim() || null,
    ctaAction: { type: f.ctaType, ...(target ? { [target.key]: f.ctaTarget.trim() } : {}) },
    agentPersonalize: f.agentPersonalize,
    audienceIds: f.audienceIds,
    deploy,
  };
}

function Text(props: {
  id: string;
  label: string;
  value: string;
  onInput: (v: string) => void;
  max?: number;
  area?: boolean;
  required?: boolean;
  help?: string;
}) {
  const help = props.help ? `${props.id}-help` : undefined;
  return (
    <p>
      <label for={props.id}>{props.label}</label>
      {props.area ? (
        <textarea
          id={props.id}
          rows={3}
          maxLength={props.max}
          required={props.required}
          value={props.value}
          aria-describedby={help}
          onInput={(e) => props.onInput(e.currentTarget.value)}
        />
      ) : (
        <input
          id={props.id}
          maxLength={props.max}
          required={props.required}
          value={props.value}
          aria-describedby={help}
          onInput={(e) => props.onInput(e.currentTarget.value)}
        />
      )}
      {props.help ? <small id={help}>{props.help}</small> : null}
    </p>
  );
}

/** Where an offer shows: the one-a-line lists of the form, in the order they are asked. */
const WHERE_LISTS: [keyof Form & ('hosts' | 'includePages' | 'excludePages' | 'referrerHosts'), string, string][] = [
  ['hosts', 'of-hosts', 'Sites (hosts, one a line)'],
  ['includePages', 'of-include', 'Only on pages (path patterns, one a line)'],
  ['excludePages', 'of-exclude', 'Never on pages (path patterns, one a line)'],
  ['referrerHosts', 'of-referrers', 'Arrived from (hosts, one a line)'],
];

function Editor(props: { offer: Offer | null; onSaved: (o: Offer) => void; onCancel: () => void }) {
  const [f, setF] = useState<Form>(() => toForm(props.offer));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const segments = useAsync(
    unwrapping(() => api.GET('/v1/segments')),
    [],
  );
  const set = (p: Partial<Form>) => setF({ ...f, ...p });
  const target = CTA_TARGET[f.ctaType];
  const save = async () => {
    setBusy(true);
    setError(null);
    const body = toBody(f);
    const o = props.offer;
    const r = o
      ? await api.PATCH('/v1/offers/{id}', { params: { path: { id: o.id }, header: idem() }, body })
      : await api.POST('/v1/offers', { params: { header: idem() }, body });
    setBusy(false);
    if (r.data) props.onSaved(r.data);
    else setError(message(r.error));
  };
  return (
    <Section title={props.offer ? `Edit ${props.offer.name}` : 'New offer'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Text
          id="of-name"
          label="Name (internal)"
          max={200}
          required
          value={f.name}
          onInput={(v) => set({ name: v })}
        />
        <p>
          <label for="of-format">Format</label>
          <select
            id="of-format"
            value={f.format}
            onChange={(e) => set({ format: e.currentTarget.value as Form['format'] })}
          >
            <option value="toaster">Toaster on the page</option>
            <option value="in_chat">In the chat</option>
          </select>
        </p>
        <p>
          <label for="of-goal">Goal</label>
          <select id="of-goal" value={f.goal} onChange={(e) => set({ goal: e.currentTarget.value as Form['goal'] })}>
            <option value="meeting_booked">Meeting booked</option>
            <option value="lead_captured">Lead captured</option>
            <option value="content_viewed">Content viewed</option>
            <option value="engaged">Engaged</option>
          </select>
        </p>
        <fieldset>
          <legend>Copy</legend>
          <Text id="of-headline" label="Headline" max={200} value={f.headline} onInput={(v) => set({ headline: v })} />
          <Text
            id="of-message"
            label="Message"
            area
            required
            max={2000}
            value={f.message}
            onInput={(v) => set({ message: v })}
          />
          <Text
            id="of-chips"
            label="Quick replies (one a line)"
            area
            value={f.chips}
            onInput={(v) => set({ chips: v })}
          />
          <p>
            <label class="b-check">
              <input
                type="checkbox"
                checked={f.agentPersonalize}
                onChange={(e) => set({ agentPersonalize: e.currentTarget.checked })}
              />{' '}
              Let the agent rewrite the copy for the visitor
            </label>
          </p>
        </fieldset>
        <fieldset>
          <legend>Call to action</legend>
          <Text
            id="of-cta-label"
            label="Button label (empty: no button)"
            max={60}
            value={f.ctaLabel}
            onInput={(v) => set({ ctaLabel: v })}
          />
          <p>
            <label for="of-cta-type">What the button does</label>
            <select
              id="of-cta-type"
              value={f.ctaType}
              onChange={(e) => set({ ctaType: e.currentTarget.value as CtaType, ctaTarget: '' })}
            >
              <option value="none">Nothing (quick replies only)</option>
              <option value="book_meeting">Book a meeting</option>
              <option value="capture_lead">Capture a lead</option>
              <option value="navigate">Open a page</option>
              <option value="open_content">Open content</option>
              <option value="open_experience">Open an experience</option>
            </select>
          </p>
          {target ? (
            <Text
              id="of-cta-target"
              label={target.label}
              max={2048}
              required
              value={f.ctaTarget}
              onInput={(v) => set({ ctaTarget: v })}
            />
          ) : null}
        </fieldset>
        {segments.data?.items.length ? (
          <fieldset>
            <legend>Audiences (none: anyone the gates let through)</legend>
            {segments.data.items.map((s) => (
              <label key={s.id} class="b-check">
                <input
                  type="checkbox"
                  checked={f.audienceIds.includes(s.id)}
                  onChange={(e) =>
                    set({
                      audienceIds: e.currentTarget.checked
                        ? [...f.audienceIds, s.id]
                        : f.audienceIds.filter((x) => x !== s.id),
                    })
                  }
                />{' '}
                {s.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset>
          <legend>Deploy gates</legend>
          <p>
            <label class="b-check">
              <input type="checkbox" checked={f.gates} onChange={(e) => set({ gates: e.currentTarget.checked })} /> Show
              this offer on arrival (without gates the agent only offers it in conversation)
            </label>
          </p>
          {f.gates ? (
            <>
              <p>
                <label class="b-check">
                  <input type="checkbox" checked={f.live} onChange={(e) => set({ live: e.currentTarget.checked })} />{' '}
                  Live (off keeps the gates and shows nothing)
                </label>
              </p>
              <p>
                <label for="of-presentation">Presentation</label>
                <select
                  id="of-presentation"
                  value={f.presentation}
                  onChange={(e) => set({ presentation: e.currentTarget.value as Form['presentation'] })}
                >
                  <option value="toast">Toast</option>
                  <option value="banner">Banner</option>
                  <option value="interstitial">Interstitial</option>
                </select>
              </p>
              {WHERE_LISTS.map(([key, id, label]) => (
                <Text key={id} id={id} label={label} area value={f[key]} onInput={(v) => set({ [key]: v })} />
              ))}
              <p>
                <label for="of-visitor-type">Visitors</label>
                <select
                  id="of-visitor-type"
                  value={f.visitorType}
                  onChange={(e) => set({ visitorType: e.currentTarget.value as Form['visitorType'] })}
                >
                  <option value="">New and returning</option>
                  <option value="new">New only</option>
                  <option value="returning">Returning only</option>
                </select>
              </p>
              <fieldset>
                <legend>Devices (none ticked: all)</legend>
                <label class="b-check">
                  <input
                    type="checkbox"
                    checked={f.desktop}
                    onChange={(e) => set({ desktop: e.currentTarget.checked })}
                  />{' '}
                  Desktop
                </label>
                <label class="b-check">
                  <input
                    type="checkbox"
                    checked={f.mobile}
                    onChange={(e) => set({ mobile: e.currentTarget.checked })}
                  />{' '}
                  Mobile
                </label>
              </fieldset>
              <p>
                <label for="of-after">Seconds after the page loads</label>
                <input
                  id="of-after"
                  type="number"
                  min={0}
                  max={86400}
                  value={f.afterSeconds}
                  onInput={(e) => set({ afterSeconds: e.currentTarget.value })}
                />
              </p>
              <p>
                <label for="of-starts">Campaign starts</label>
                <input
                  id="of-starts"
                  type="datetime-local"
                  value={f.startsAt}
                  onInput={(e) => set({ startsAt: e.currentTarget.value })}
                />
              </p>
              <p>
                <label for="of-ends">Campaign ends</label>
                <input
                  id="of-ends"
                  type="datetime-local"
                  value={f.endsAt}
                  onInput={(e) => set({ endsAt: e.currentTarget.value })}
                />
              </p>
            </>
          ) : null}
        </fieldset>
        <Outcome error={error} />
        <button type="submit" disabled={busy}>
          {props.offer ? 'Save offer' : 'Create offer'}
        </button>{' '}
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </form>
    </Section>
  );
}

export default function Offers() {
  const list = useAsync(
    unwrapping(() => api.GET('/v1/offers')),
    [],
  );
  const [editing, setEditing] = useState<Offer | 'new' | null>(null);
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const items = list.data?.items ?? [];
  const setActive = async (o: Offer, isActive: boolean) => {
    if (!isActive && !window.confirm(`Retire ${o.name}? Visitors stop seeing it; its history is kept.`)) return;
    const r = await api.PATCH('/v1/offers/{id}', {
      params: { path: { id: o.id }, header: idem() },
      body: { isActive },
    });
    if (r.data) {
      setOutcome({ ok: isActive ? `${o.name} is active again.` : `${o.name} is retired.` });
      list.reload();
    } else setOutcome({ error: message(r.error) });
  };
  const offerColumns: Column<Offer>[] = [
    { head: 'Offer', cell: (o) => <Titled title={o.name} detail={o.headline ?? o.message} /> },
    { head: 'Status', cell: (o) => (!o.isActive ? 'Retired' : o.deploy?.live ? 'Live' : 'Active') },
    { head: 'Shown', cell: (o) => o.stats.shown },
    { head: 'Accepted', cell: (o) => o.stats.accepted },
    { head: 'Declined', cell: (o) => o.stats.declined },
    { head: 'Updated', cell: (o) => when(o.updatedAt) },
    {
      head: 'Actions',
      cell: (o) => (
        <>
          <RowAction label="Edit" name={o.name} onClick={() => setEditing(o)} />{' '}
          {o.isActive ? (
            <RowAction label="Retire" name={o.name} onClick={() => void setActive(o, false)} />
          ) : (
            <RowAction label="Bring back" name={o.name} onClick={() => void setActive(o, true)} />
          )}
        </>
      ),
    },
  ];
  return (
    <div>
      <NewAndEdit
        what="offer"
        editing={editing}
        onNew={() => setEditing('new')}
        outcome={<Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />}
        editor={(offer) => (
          <Editor
            offer={offer}
            onCancel={() => setEditing(null)}
            onSaved={(o) => {
              setOutcome({ ok: `Saved ${o.name}.` });
              setEditing(null);
              list.reload();
            }}
          />
        )}
      />
      <Section title="All offers">
        <ListTable list={list} rows={items} columns={offerColumns} what="offers" />
      </Section>
    </div>
  );
}
