import { useEffect, useState } from 'preact/hooks';
import { ErrorNote, Form, InputField, Loading, useSubmit } from '../components/ui';
import { navigate, type PageProps } from '../lib/router';
import { signIn, signInWithLink } from '../lib/session';

/**
 * Sign-in: email and password, or the one-time link the CLI prints
 * (`/app/sign-in#token=…`; the token is in the fragment, so it never reaches a log).
 */
export default function SignIn({ query }: PageProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [linkState, setLinkState] = useState<'none' | 'busy' | Error>('none');
  const after = () => {
    const next = query.get('next');
    const here = location.pathname.replace(/^\/app/, '') || '/';
    navigate(next?.startsWith('/') ? next : here === '/sign-in' ? '/' : here, { replace: true });
  };
  const form = useSubmit(async () => {
    await signIn(email.trim(), password);
    after();
  });

  useEffect(() => {
    const token = new URLSearchParams(location.hash.slice(1)).get('token');
    if (!token) return;
    // The token is spent once: take it out of the address bar before using it.
    history.replaceState(null, '', location.pathname + location.search);
    setLinkState('busy');
    signInWithLink(token).then(after, (e: Error) => setLinkState(e));
  }, []);

  useEffect(() => {
    document.title = 'Sign in · Concierge';
  }, []);

  return (
    <div class="sign-in">
      <h1>Sign in to Concierge</h1>
      {linkState === 'busy' ? <Loading label="Signing you in with your link…" /> : null}
      {linkState instanceof Error ? (
        <ErrorNote
          error={
            new Error(
              `${linkState.message} A sign-in link works once and for 24 hours; ask an owner for a new one, or sign in with your password.`,
            )
          }
        />
      ) : null}
      <Form onSubmit={form.submit}>
        <InputField
          label="Email"
          type="email"
          name="email"
          autocomplete="username"
          required
          maxLength={320}
          value={email}
          onValue={setEmail}
        />
        <InputField
          label="Password"
          type="password"
          name="password"
          autocomplete="current-password"
          required
          maxLength={1024}
          value={password}
          onValue={setPassword}
        />
        <ErrorNote error={form.error} />
        <button type="submit" class="primary" disabled={form.busy}>
          {form.busy ? 'Signing in…' : 'Sign in'}
        </button>
      </Form>
      <p class="hint">
        No account yet? The first owner is created on the server with{' '}
        <code>npx svc operators create --email you@example.com --role owner</code>, which prints a one-time sign-in
        link.
      </p>
    </div>
  );
}
