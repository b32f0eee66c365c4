import { useState } from 'preact/hooks';
import { api, unwrap } from '../lib/api';
import { ErrorNote, Field, type FormEvent, useSubmit } from './ui';

/**
 * The signed-in operator's own password (changeOwnPassword). Someone who came in by a one-time
 * sign-in link (the first owner, an invited colleague) has none, and without one could not sign
 * in again once the session ends; changing an existing one needs the current one too.
 */
export function OwnPassword() {
  const [password, setPassword] = useState('');
  const [current, setCurrent] = useState('');
  const [saved, setSaved] = useState(false);
  const form = useSubmit(async () => {
    setSaved(false);
    await unwrap(
      api.PUT('/v1/sessions/current/password', {
        body: { password, ...(current ? { currentPassword: current } : {}) },
      }),
    );
    setPassword('');
    setCurrent('');
    setSaved(true);
  });
  return (
    <section aria-labelledby="own-password-heading">
      <h2 id="own-password-heading">Your password</h2>
      <p class="muted">
        Signed in with a one-time link? Set a password here to sign in with your email next time. To change it, give the
        current one too.
      </p>
      <form
        class="row"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <Field label="New password" hint="At least 12 characters.">
          <input
            type="password"
            autocomplete="new-password"
            required
            minLength={12}
            maxLength={1024}
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
          />
        </Field>
        <Field label="Current password (if you have one)">
          <input
            type="password"
            autocomplete="current-password"
            maxLength={1024}
            value={current}
            onInput={(e) => setCurrent(e.currentTarget.value)}
          />
        </Field>
        <button type="submit" disabled={form.busy}>
          Save password
        </button>
      </form>
      <ErrorNote error={form.error} />
      {saved ? <p role="status">Saved: sign in with your email and this password from now on.</p> : null}
    </section>
  );
}
