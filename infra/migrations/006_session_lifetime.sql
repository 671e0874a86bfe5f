-- Sessions with an end: a sign-in lasts at most BONUS_SESSION_MAX_AGE_S (12 hours by default),
-- however often its refresh token is rotated; refresh and access tokens never outlive it.
-- Sessions from before this migration get 12 hours from their start.
ALTER TABLE public.auth_sessions ADD COLUMN expires_at timestamptz;
UPDATE public.auth_sessions SET expires_at = created_at + interval '12 hours';
ALTER TABLE public.auth_sessions ALTER COLUMN expires_at SET NOT NULL;
-- 'ended_by_admin': the account's holder ended it from the session list.
ALTER TABLE public.auth_sessions DROP CONSTRAINT auth_sessions_revoked_reason_check;
ALTER TABLE public.auth_sessions ADD CONSTRAINT auth_sessions_revoked_reason_check
  CHECK (revoked_reason IN ('logout', 'reuse', 'password_set', 'admin_removed', 'ended_by_admin'));
-- Ended and expired sessions and tokens are purged a day later (at each sign-in).
CREATE INDEX auth_sessions_expires_idx ON public.auth_sessions (expires_at);
CREATE INDEX refresh_tokens_expires_idx ON public.refresh_tokens (expires_at);
