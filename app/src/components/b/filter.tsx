/** The segment filter as form fields: Visitors searches with it, Segments saves it. */
import { api, type Schemas } from './api.js';
import { splitList } from '../ui.js';
import { useAsync } from '../../lib/hooks.js';
import { unwrapping } from '../../lib/api.js';

export type Filter = Schemas['SegmentFilter'];

export interface FilterForm {
  asked: string;
  identified: '' | 'true' | 'false';
  hasCrm: '' | 'true' | 'false';
  minIntent: string;
  lastSeenWithinDays: string;
  domain: string;
  industry: string;
  labels: string;
  qualified: string;
  toursWatched: string[];
}

export const emptyForm = (): FilterForm => ({
  asked: '',
  identified: '',
  hasCrm: '',
  minIntent: '',
  lastSeenWithinDays: '',
  domain: '',
  industry: '',
  labels: '',
  qualified: '',
  toursWatched: [],
});

/** `key=value` lines → equalities; true/false and numbers keep their type, as the API compares them typed. */
function equalities(text: string): Record<string, string | number | boolean> | undefined {
  const out: Record<string, string | number | boolean> = {};
  for (const line of splitList(text)) {
    const i = line.indexOf('=');
    if (i <= 0) continue;
    const key = line.slice(0, i).trim();
    const raw = line.slice(i + 1).trim();
    out[key] =
      raw === 'true' ? true : raw === 'false' ? false : raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
  }
  return Object.keys(out).length ? out : undefined;
}

const unequalities = (o: Record<string, unknown> | undefined) =>
  o
    ? Object.entries(o)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join('\n')
    : '';

/** The form as a filter; only what was filled in (an empty form is an empty object). */
export function toFilter(f: FilterForm): Filter {
  const out: Filter = {};
  if (f.asked.trim()) out.asked = f.asked.trim();
  if (f.identified) out.identified = f.identified === 'true';
  if (f.hasCrm) out.hasCrm = f.hasCrm === 'true';
  if (f.minIntent.trim()) out.minIntent = Number(f.minIntent);
  if (f.lastSeenWithinDays.trim()) out.lastSeenWithinDays = Number(f.lastSeenWithinDays);
  if (f.domain.trim() || f.industry.trim())
    out.account = {
      ...(f.domain.trim() ? { domain: f.domain.trim() } : {}),
      ...(f.industry.trim() ? { industry: f.industry.trim() } : {}),
    };
  const labels = equalities(f.labels);
  if (labels) out.labels = labels;
  const qualified = equalities(f.qualified);
  if (qualified) out.qualified = qualified;
  if (f.toursWatched.length) out.toursWatched = f.toursWatched;
  return out;
}

export function fromFilter(filter: Filter): FilterForm {
  const tri = (b: boolean | undefined) => (b === undefined ? '' : b ? 'true' : 'false');
  return {
    asked: filter.asked ?? '',
    identified: tri(filter.identified),
    hasCrm: tri(filter.hasCrm),
    minIntent: filter.minIntent === undefined ? '' : String(filter.minIntent),
    lastSeenWithinDays: filter.lastSeenWithinDays === undefined ? '' : String(filter.lastSeenWithinDays),
    domain: filter.account?.domain ?? '',
    industry: filter.account?.industry ?? '',
    labels: unequalities(filter.labels),
    qualified: unequalities(filter.qualified),
    toursWatched: filter.toursWatched ?? [],
  };
}

export const isEmptyFilter = (f: Filter) => Object.keys(f).length === 0;

/** The fields; `idPrefix` keeps ids unique when two editors share a page. */
export function FilterFields(props: { value: FilterForm; onChange: (f: FilterForm) => void; idPrefix: string }) {
  const { value: f, onChange, idPrefix: p } = props;
  const set = (patch: Partial<FilterForm>) => onChange({ ...f, ...patch });
  const tours = useAsync(
    unwrapping(() => api.GET('/v1/tours', { params: { query: { limit: 100 } } })),
    [],
  );
  return (
    <div class="b-filter">
      <p>
        <label for={`${p}-asked`}>Asked about</label>
        <input
          id={`${p}-asked`}
          type="search"
          maxLength={500}
          value={f.asked}
          onInput={(e) => set({ asked: e.currentTarget.value })}
          aria-describedby={`${p}-asked-help`}
        />
        <small id={`${p}-asked-help`}>
          Words they asked or said; OR between alternatives, "quoted phrases", a leading minus excludes.
        </small>
      </p>
      <p>
        <label for={`${p}-identified`}>Identified</label>
        <select
          id={`${p}-identified`}
          value={f.identified}
          onChange={(e) => set({ identified: e.currentTarget.value as FilterForm['identified'] })}
        >
          <option value="">Any</option>
          <option value="true">With an email or CRM contact</option>
          <option value="false">Anonymous</option>
        </select>
      </p>
      <p>
        <label for={`${p}-crm`}>CRM contact</label>
        <select
          id={`${p}-crm`}
          value={f.hasCrm}
          onChange={(e) => set({ hasCrm: e.currentTarget.value as FilterForm['hasCrm'] })}
        >
          <option value="">Any</option>
          <option value="true">Linked</option>
          <option value="false">Not linked</option>
        </select>
      </p>
      <p>
        <label for={`${p}-intent`}>Intent score at least (0–100)</label>
        <input
          id={`${p}-intent`}
          type="number"
          min={0}
          max={100}
          value={f.minIntent}
          onInput={(e) => set({ minIntent: e.currentTarget.value })}
        />
      </p>
      <p>
        <label for={`${p}-days`}>Seen in the last N days</label>
        <input
          id={`${p}-days`}
          type="number"
          min={1}
          max={3650}
          value={f.lastSeenWithinDays}
          onInput={(e) => set({ lastSeenWithinDays: e.currentTarget.value })}
        />
      </p>
      <p>
        <label for={`${p}-domain`}>Account domain</label>
        <input
          id={`${p}-domain`}
          maxLength={253}
          value={f.domain}
          onInput={(e) => set({ domain: e.currentTarget.value })}
        />
      </p>
      <p>
        <label for={`${p}-industry`}>Account industry</label>
        <input
          id={`${p}-industry`}
          maxLength={200}
          value={f.industry}
          onInput={(e) => set({ industry: e.currentTarget.value })}
        />
      </p>
      <p>
        <label for={`${p}-labels`}>Labels (key=value, one a line)</label>
        <textarea
          id={`${p}-labels`}
          rows={2}
          value={f.labels}
          onInput={(e) => set({ labels: e.currentTarget.value })}
        />
      </p>
      <p>
        <label for={`${p}-qualified`}>Qualifying answers (key=value, one a line)</label>
        <textarea
          id={`${p}-qualified`}
          rows={2}
          value={f.qualified}
          onInput={(e) => set({ qualified: e.currentTarget.value })}
        />
      </p>
      {tours.data?.items.length ? (
        <fieldset>
          <legend>Watched any of these tours</legend>
          {tours.data.items.map((t) => (
            <label key={t.id} class="b-check">
              <input
                type="checkbox"
                checked={f.toursWatched.includes(t.id)}
                onChange={(e) =>
                  set({
                    toursWatched: e.currentTarget.checked
                      ? [...f.toursWatched, t.id]
                      : f.toursWatched.filter((x) => x !== t.id),
                  })
                }
              />{' '}
              {t.name}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
