/** Settings: the sandbox's seed counts and its reset, behind a confirmation. */
import { useState } from 'preact/hooks';
import { api, idem, message } from './api.js';
import { Outcome, Section, useLoad, when } from './ui.js';

const SANDBOX = { 'X-Service-Mode': 'test' };

export function SandboxReset() {
  const info = useLoad(() => api.GET('/v1/sandbox', { headers: SANDBOX }), []);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; ok?: string }>({});
  const reset = async () => {
    setBusy(true);
    setOutcome({});
    const r = await api.POST('/v1/sandbox/reset', { params: { header: idem() }, headers: SANDBOX });
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
      {info.error ? <p role="alert">Could not read the sandbox: {info.error}</p> : null}
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
