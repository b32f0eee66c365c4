import { type Mode, onUnauthorized, rawJson, setCsrfToken, setMode } from './api';
import { createStore } from './store';

/** The signed-in operator, as POST /v1/sessions and GET /v1/sessions/current answer. */
export interface Operator {
  id: string;
  email: string;
  name?: string | null;
  role: 'owner' | 'admin' | 'member';
  transcripts: boolean;
  workspaceId: string;
}

export interface SessionBody {
  operator: Operator;
  csrfToken: string;
  expiresAt: string;
}

/** undefined while the first check runs, null when signed out. */
export const sessionStore = createStore<SessionBody | null | undefined>(undefined);

const MODE_KEY = 'concierge.mode';
function storedMode(): Mode {
  try {
    return localStorage.getItem(MODE_KEY) === 'test' ? 'test' : 'live';
  } catch {
    return 'live';
  }
}

/** Live or Sandbox; kept per browser so a reload stays where the operator was. */
export const modeStore = createStore<Mode>(storedMode());
setMode(modeStore.get());
modeStore.subscribe((mode) => {
  setMode(mode);
  try {
    localStorage.setItem(MODE_KEY, mode);
  } catch {
    // Storage refused (private mode): the choice lasts until the tab closes.
  }
});

function accept(body: SessionBody | null): SessionBody | null {
  setCsrfToken(body?.csrfToken ?? null);
  sessionStore.set(body);
  return body;
}

onUnauthorized(() => {
  if (sessionStore.get()) accept(null);
});

/** Reads the current session (the cookie); null when there is none. */
export async function loadSession(): Promise<SessionBody | null> {
  try {
    return accept(await rawJson<SessionBody>('GET', '/v1/sessions/current'));
  } catch (e) {
    if ((e as { status?: number }).status === 401) return accept(null);
    throw e;
  }
}

export async function signIn(email: string, password: string): Promise<SessionBody> {
  return accept(await rawJson<SessionBody>('POST', '/v1/sessions', { email, password })) as SessionBody;
}

/** Signs in with the one-time token of a link the CLI printed (`/app/sign-in#token=…`). */
export async function signInWithLink(token: string): Promise<SessionBody> {
  return accept(await rawJson<SessionBody>('POST', '/v1/sessions/link', { token })) as SessionBody;
}

export async function signOut(): Promise<void> {
  try {
    await rawJson<void>('DELETE', '/v1/sessions/current');
  } finally {
    accept(null);
  }
}

/** Whether the operator's role manages keys, webhooks, operators and agent settings. */
export function isManager(op: Operator | undefined | null): boolean {
  return op?.role === 'owner' || op?.role === 'admin';
}
