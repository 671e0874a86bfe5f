-- The back office's own security settings and what it tells an admin (docs/security.md, V2).
--
-- One row: whether every admin must use TOTP. BONUS_REQUIRE_TOTP=1 (every deployment) forces it
-- on whatever the row says; on the loopback demo the row decides. Turning it off needs a
-- re-authentication (handlers/admin_security.cpp).
CREATE TABLE public.security_settings (
  id           boolean     PRIMARY KEY DEFAULT true CHECK (id),
  require_totp boolean     NOT NULL DEFAULT false,
  changed_at   timestamptz NOT NULL DEFAULT now(),
  changed_by   uuid        REFERENCES public.users (id) ON DELETE SET NULL
);
INSERT INTO public.security_settings (id) VALUES (true);

-- An initial password (made by `bonus-api admin set-password` without --chosen): it must be
-- changed at the first sign-in and does not sign in at all after this time. NULL: chosen by
-- the account's holder.
ALTER TABLE public.users ADD COLUMN initial_password_expires_at timestamptz;

-- Notices to an admin about their own account (ASVS 2.2.3, 2.5.5, 2.8.5): a changed password, a
-- second factor turned on, off or reset, new recovery codes, a sign-in from a new device, a TOTP
-- code presented twice. Never a secret: the kind, the time, the browser family and the coarse
-- address. read_at: marked read on the security screen.
CREATE TABLE public.security_notices (
  id             bigserial   PRIMARY KEY,
  user_id        uuid        NOT NULL REFERENCES public.users (id) ON DELETE CASCADE,
  kind           text        NOT NULL CHECK (kind IN ('password_changed', 'totp_enabled', 'totp_disabled',
                                                      'totp_reset', 'recovery_codes_renewed', 'new_device',
                                                      'totp_code_reused')),
  browser        text        NOT NULL DEFAULT '',
  address_prefix text        NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  read_at        timestamptz
);
CREATE INDEX security_notices_user_idx ON public.security_notices (user_id, created_at DESC);
