/** Settings: the sandbox's seed counts and its reset, behind a confirmation. */
import { useState } from 'preact/hooks';
import { modeStore } from '../../lib/session.js';
import { useStore } from '../../lib/store.js';
import { api, idem, message } from './api.js';
import { Outcome, Section, when } from '../ui.js';
import { useAsync } from '../../lib/hooks.js';
import { unwrapping } from '../../lib/api.js';

/** The reset is a sandbox operation: in Live the section offers the switch instead. */
export function SandboxReset() {
  const mode = useStore(modeStore);
  return mode === 'test' ? (
    <Reset />
  ) : (
    <Section title="Sandbox">
      <p>
        The sandbox holds example data for trying things out. Switch to Sandbox to see or reset it; live data is never
        touched by a reset.
      </p>
      <button type="button" onClick={() => modeStore.set('test')}>
        Switch to Sandbox
      </button>
    </Section>
  );
}

function Reset() {
  const info = useAsync(
    unwrapping(() => api.GET('/v1/sandbox')),
    [],
  );
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const reset = async () => {
    setBusy(true);
    setOutcome({});
    const r = await api.POST('/v1/sandbox/reset', { params: { header: idem() } });
    setBusy(false);
    setConfirming(false);
    if (r.data) {
      setOutcome({ ok: 'The sandbox is reset to its example data.' });
      info.reload();
    } else setOutcome({ error: message(r.error) });
  };
  const fixtures = info.data ? Object.entries(info.data.fixtures) : [];
  return (
    <Section title="Sandbox">
      <p>
        The sandbox holds example data for trying things out; live data is never touched by a reset. Resetting deletes
        everything in the sandbox and seeds the examples again.
      </p>
      {info.error ? <p role="alert">Could not read the sandbox: {info.error.message}</p> : null}
      {info.data ? (
        <p>
          Seeded {when(info.data.seededAt)}:{' '}
          {fixtures.length ? fixtures.map(([k, n]) => `${n} ${k}`).join(', ') : 'nothing yet'}.
        </p>
      ) : null}
      {confirming ? (
        <div role="alertdialog" aria-labelledby="reset-q" class="b-confirm">
          <p id="reset-q">Delete everything in the sandbox and seed the examples again?</p>
          <button type="button" disabled={busy} onClick={() => void reset()}>
            Yes, reset the sandbox
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          Reset the sandbox
        </button>
      )}
      <Outcome error={outcome.error ?? null} ok={outcome.ok ?? null} />
    </Section>
  );
}
