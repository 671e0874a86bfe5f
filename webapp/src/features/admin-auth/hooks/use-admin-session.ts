// The signed-in admin, and whether the first check (a refresh from the HttpOnly cookie after a
// reload) is still running. The check runs once per page load, whoever asks first.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getSession, refreshSession, subscribeSession, type AdminSession } from '@/lib/admin-session';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

let firstCheck: Promise<unknown> | null = null;
let checked = false;
let checkFailed = false;

function ensureChecked(): Promise<unknown> {
  firstCheck ??= (
    getSession()
      ? Promise.resolve()
      : refreshSession().catch(() => {
          // The api did not answer, or answered 5xx: the session could not be checked (until
          // a sign-in succeeds; a later logout is an ordinary signed-out state).
          checkFailed = true;
          const stop = subscribeSession(() => {
            if (!getSession()) return;
            checkFailed = false;
            stop();
          });
          return null;
        })
  ).finally(() => {
    checked = true;
  });
  return firstCheck;
}

/** Whether the first check failed (no answer or a server error) rather than finding no session. */
export function sessionCheckFailed(): boolean {
  return checkFailed;
}

/** For tests: the next hook asks the api again. */
export function resetSessionCheckForTests() {
  firstCheck = null;
  checked = false;
  checkFailed = false;
}

export function useAdminSession(): { status: SessionStatus; session: AdminSession | null } {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const [done, setDone] = useState(checked);
  useEffect(() => {
    let live = true;
    void ensureChecked().then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  if (session) return { status: 'signed-in', session };
  return { status: done ? 'signed-out' : 'checking', session: null };
}
