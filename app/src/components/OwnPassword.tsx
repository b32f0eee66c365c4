import { useState } from 'preact/hooks';
import { api, unwrap } from '../lib/api';
import { ErrorNote, Form, InputField, useSubmit } from './ui';

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
      <Form class="row" onSubmit={form.submit}>
        <InputField
          label="New password"
          hint="At least 12 characters."
          type="password"
          autocomplete="new-password"
          required
          minLength={12}
          maxLength={1024}
          value={password}
          onValue={setPassword}
        />
        <InputField
          label="Current password (if you have one)"
          type="password"
          autocomplete="current-password"
          maxLength={1024}
          value={current}
          onValue={setCurrent}
        />
        <button type="submit" disabled={form.busy}>
          Save password
        </button>
      </Form>
      <ErrorNote error={form.error} />
      {saved ? <p role="status">Saved: sign in with your email and this password from now on.</p> : null}
    </section>
  );
}
