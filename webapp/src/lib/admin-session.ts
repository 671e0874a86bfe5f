// The back office's session. The access token lives in this module's memory only; the refresh
// token is an HttpOnly cookie the api sets (scoped to /api/auth), so no script can read it.
// Tabs share one session: a refresh runs under a Web Lock (one tab at a time, the others take
// its result), and every change is broadcast, so two tabs never present the same refresh token
// twice and a logout in one tab signs every tab out.
import type { KeyAssertion } from './webauthn';

export interface AdminUser {
  id: string;
  email: string;
  role: string;
}

export interface AdminSession {
  accessToken: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  user: AdminUser;
  /** Two-step sign-in is required and the account has none yet: only its setup is open. */
  mustEnrol: boolean;
  /** The password is still the initial one an operator set: only its change is open. */
  mustChangePassword?: boolean;
}

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The api's error code: `totp_required` asks for the second factor before anything is said about the password. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * The api's answer to a password alone whenever a code could be needed (right or wrong: the
 * password is judged only together with the code).
 */
export const TOTP_REQUIRED = 'totp_required';

/**
 * What an account with two-step sign-in adds to its password: a current code, a recovery code,
 * or a security key's answer (lib/webauthn.ts).
 */
export type SecondFactor = { totp_code: string } | { recovery_code: string } | { security_key: KeyAssertion };

/** Sent with every cookie-authenticated call: a cross-site page cannot set it. */
export const WEB_CLIENT_HEADERS = { 'X-Bonus-Client': 'web' } as const;
const CHANNEL = 'bonus-admin-session';
const LOCK = 'bonus-admin-refresh';
/** The spec's auto-refresh: a 30 s tick that refreshes when fewer than three ticks remain. */
export const REFRESH_MARGIN_MS = 90_000;

type Message = { kind: 'session'; session: AdminSession } | { kind: 'logout' };

let session: AdminSession | null = null;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function scheduleRefresh() {
  clearTimeout(refreshTimer);
  if (!session) return;
  const wait = Math.max(1_000, session.expiresAt - Date.now() - REFRESH_MARGIN_MS);
  refreshTimer = setTimeout(() => void refreshSession(), wait);
}

function adopt(next: AdminSession | null) {
  session = next;
  scheduleRefresh();
  notify();
}

function openChannel() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Message>) => {
    if (event.data.kind === 'session') adopt(event.data.session);
    else adopt(null);
  };
}

function publish(message: Message) {
  openChannel();
  channel?.postMessage(message);
}

export function getSession(): AdminSession | null {
  return session;
}

/** What every back-office request carries: the web client header and the access token. */
export function adminHeaders(): Record<string, string> {
  return { ...WEB_CLIENT_HEADERS, ...(session ? { Authorization: `Bearer ${session.accessToken}` } : {}) };
}

export function subscribeSession(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface TokenAnswer {
  access_token: string;
  expires_in: number;
  user: AdminUser;
  totp_enrolment_required?: boolean;
  password_change_required?: boolean;
  error?: { code?: string; message?: string };
}

const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

async function tokenCall(body: Record<string, string | KeyAssertion>): Promise<AdminSession> {
  const response = await fetch(`${origin()}/api/auth/token`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', ...WEB_CLIENT_HEADERS },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as Partial<TokenAnswer>;
  if (!response.ok || !data.access_token || !data.user) {
    throw new AuthError(data.error?.message ?? `HTTP ${response.status}`, response.status, data.error?.code);
  }
  return {
    accessToken: data.access_token,
    expiresAt: Date.now() + (data.expires_in ?? 0) * 1000,
    user: data.user,
    mustEnrol: data.totp_enrolment_required === true,
    mustChangePassword: data.password_change_required === true,
  };
}

/**
 * grant_type=password, with the second factor when the account has one. Throws AuthError with
 * the api's Turkish message (and code) on failure.
 */
export async function signIn(email: string, password: string, factor?: SecondFactor): Promise<AdminSession> {
  const next = await tokenCall({ grant_type: 'password', email, password, ...factor });
  adopt(next);
  publish({ kind: 'session', session: next });
  return next;
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(LOCK, work) as Promise<T>;
  return work();
}

/**
 * A fresh access token from the refresh cookie, or null when there is no session any more.
 * Whoever holds the lock refreshes; a tab that waited finds the result already broadcast.
 */
export function refreshSession(): Promise<AdminSession | null> {
  const asked = Date.now();
  return withLock(async () => {
    if (session && session.expiresAt - REFRESH_MARGIN_MS > asked) return session;
    try {
      const next = await tokenCall({ grant_type: 'refresh_token' });
      adopt(next);
      publish({ kind: 'session', session: next });
      return next;
    } catch (error) {
      if (error instanceof AuthError && error.status < 500) {
        adopt(null);
        return null;
      }
      throw error;
    }
  });
}

/** Two-step sign-in was just turned on: the rest of the back office opens. */
export function markEnrolled(): void {
  if (!session?.mustEnrol) return;
  const next = { ...session, mustEnrol: false };
  adopt(next);
  publish({ kind: 'session', session: next });
}

/** The initial password was just changed: the rest of the back office opens (after enrolment, when required). */
export function markPasswordChanged(): void {
  if (!session?.mustChangePassword) return;
  const next = { ...session, mustChangePassword: false };
  adopt(next);
  publish({ kind: 'session', session: next });
}

/** Ends the session on the server (access and refresh token) and in every open tab. */
export async function signOut(): Promise<void> {
  const current = session;
  adopt(null);
  publish({ kind: 'logout' });
  await fetch(`${origin()}/api/auth/logout`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...WEB_CLIENT_HEADERS, ...(current ? { Authorization: `Bearer ${current.accessToken}` } : {}) },
  }).catch(() => undefined);
}

/** For tests: forget everything this module holds. */
export function resetSessionForTests() {
  clearTimeout(refreshTimer);
  session = null;
  listeners.clear();
  channel?.close();
  channel = null;
}
