import { useEffect, useRef } from 'preact/hooks';
import { LazyPage } from './components/LazyPage';
import { ModeSwitch } from './components/ModeSwitch';
import { ErrorNote, Loading } from './components/ui';
import { useAsync } from './lib/hooks';
import { Link, navigate, useLocation } from './lib/router';
import { loadSession, modeStore, sessionStore, signOut } from './lib/session';
import { useStore } from './lib/store';
import { match, NAV } from './routes';

/** The dashboard: sign-in when there is no session, else the navigation, the header and the open page. */
export function App() {
  const loc = useLocation();
  const session = useStore(sessionStore);
  const first = useAsync(() => loadSession(), []);

  // The OAuth consent page (an assistant signing in to /mcp) stands alone, without the navigation.
  if (loc.path === '/oauth/authorize' && session) {
    return (
      <main id="main" class="sign-in-main">
        <LazyPage file="Authorize" props={{ rest: [], query: loc.query }} />
      </main>
    );
  }
  if (loc.path === '/oauth/authorize' && session === null) {
    // Signed out: sign in first, then back here with the same interaction.
    const next = new URLSearchParams({ next: `/oauth/authorize?${loc.query.toString()}` });
    return (
      <main id="main" class="sign-in-main">
        <LazyPage file="SignIn" props={{ rest: [], query: next }} />
      </main>
    );
  }
  if (loc.path === '/sign-in' || session === null) {
    if (session && loc.path === '/sign-in' && !loc.hash.includes('token=')) {
      navigate(loc.query.get('next') ?? '/', { replace: true });
      return null;
    }
    return (
      <main id="main" class="sign-in-main">
        <LazyPage file="SignIn" props={{ rest: [], query: loc.query }} />
      </main>
    );
  }
  if (session === undefined) {
    if (first.error) return <ErrorNote error={first.error} retry={first.reload} />;
    return <Loading label="Opening the dashboard…" />;
  }
  return <Shell />;
}

function Shell() {
  const loc = useLocation();
  const mode = useStore(modeStore);
  const session = useStore(sessionStore);
  const found = match(loc.path);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = found?.entry.label ?? 'Not found';

  useEffect(() => {
    document.title = `${title}${mode === 'test' ? ' (Sandbox)' : ''} · Concierge`;
  }, [title, mode]);
  // After a navigation, focus moves to the new page's heading (screen readers announce it).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [found?.entry.path]);

  return (
    <div class={`layout ${mode === 'test' ? 'sandbox' : 'live'}`}>
      <a class="skip" href="#main">
        Skip to content
      </a>
      <header class="top">
        <span class="brand">Concierge</span>
        <ModeSwitch />
        {mode === 'test' ? (
          <span class="badge badge-sandbox" aria-hidden="true">
            Sandbox
          </span>
        ) : null}
        <span class="who">
          <span class="who-email">{session?.operator.email}</span>
          <button
            type="button"
            onClick={async () => {
              await signOut().catch(() => undefined);
              navigate('/sign-in', { replace: true });
            }}
          >
            Sign out
          </button>
        </span>
      </header>
      <nav aria-label="Dashboard" class="side">
        <ul>
          {NAV.map((n) => (
            <li key={n.path}>
              <Link to={n.path} aria-current={found?.entry.path === n.path ? 'page' : undefined}>
                {n.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" class="content">
        <div class="page-head">
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {mode === 'test' ? <span class="badge badge-sandbox">Sandbox</span> : null}
        </div>
        {found ? (
          <LazyPage
            key={`${mode}:${found.entry.path}`}
            file={found.entry.file}
            props={{ rest: found.rest, query: loc.query }}
          />
        ) : (
          <p>
            There is no page at this address. <Link to="/">Go to Home</Link>.
          </p>
        )}
      </main>
    </div>
  );
}
