-- Sign-in hardening (docs/security.md, V2 and V3):
--
-- Known devices (OWASP's device cookies): an attempt that brings a valid device cookie for its
-- account is counted under that device's nonce, and only its own failures slow it down; attempts
-- from unknown devices (device NULL) share the account's budget. A re-authentication in the back
-- office is counted under 'session:<session id>'.
ALTER TABLE public.login_attempts ADD COLUMN device text;
CREATE INDEX login_attempts_device_idx ON public.login_attempts (email, device, at);

-- What the session list shows of each session: the browser family (from User-Agent) and a
-- coarse address (the /24 of IPv4, the /48 of IPv6), never the full address.
ALTER TABLE public.auth_sessions ADD COLUMN browser text NOT NULL DEFAULT '';
ALTER TABLE public.auth_sessions ADD COLUMN address_prefix text NOT NULL DEFAULT '';
-- 'password_changed', 'totp_enabled': the holder changed the password or turned TOTP on, and
-- every other session of the account ended.
ALTER TABLE public.auth_sessions DROP CONSTRAINT auth_sessions_revoked_reason_check;
ALTER TABLE public.auth_sessions ADD CONSTRAINT auth_sessions_revoked_reason_check
  CHECK (revoked_reason IN ('logout', 'reuse', 'password_set', 'admin_removed', 'ended_by_admin',
                            'password_changed', 'totp_enabled'));
