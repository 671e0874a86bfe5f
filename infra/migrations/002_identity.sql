-- Identity: accounts, admin rights, sessions (refresh token families), refresh tokens and login
-- attempts. Plain tables written by the api, never events: password hashes and tokens do not
-- belong in a log that is kept forever. They exist nowhere else, so back them up (pg_dump).
--
-- An account (users) can sign in; only an account with a row in admin_users may use the admin
-- API. An account without that row gets 403 at login, the shape of the original, where any
-- account of the hosted auth service could authenticate but only admin_users were let in.

CREATE TABLE public.users (
  id            uuid        PRIMARY KEY,
  -- validated as ASCII and lower-cased by the api, so the unique index is case-insensitive
  email         text        NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash text        NOT NULL,  -- Argon2id encoded string ($argon2id$v=19$m=...,t=...,p=...$salt$hash)
  -- Part of every access token ("ver"); raising it ends every session of the account at once
  -- (password reset, admin right removed).
  token_version integer     NOT NULL DEFAULT 1,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE public.admin_users (
  id         uuid        PRIMARY KEY REFERENCES public.users (id) ON DELETE CASCADE,
  role       text        NOT NULL CHECK (role IN ('admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per sign-in: the family of every refresh token rotated from it. Access tokens carry
-- the session id ("sid"), so revoking the session also ends its access tokens at once.
CREATE TABLE public.auth_sessions (
  id             uuid        PRIMARY KEY,
  user_id        uuid        NOT NULL REFERENCES public.users (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  last_used_at   timestamptz NOT NULL DEFAULT now(),
  revoked_at     timestamptz,
  revoked_reason text        CHECK (revoked_reason IN ('logout', 'reuse', 'password_set', 'admin_removed'))
);
CREATE INDEX auth_sessions_user_idx ON public.auth_sessions (user_id);

CREATE TABLE public.refresh_tokens (
  id         uuid        PRIMARY KEY,
  user_id    uuid        NOT NULL REFERENCES public.users (id) ON DELETE CASCADE,
  family_id  uuid        NOT NULL REFERENCES public.auth_sessions (id) ON DELETE CASCADE,
  token_hash text        NOT NULL UNIQUE,  -- SHA-256 of the token, hex; the token itself is never stored
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,                  -- set when rotated; presenting it again is reuse
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON public.refresh_tokens (family_id);

-- Password sign-in attempts, for throttling: failures per email since its last success, and
-- failures per client address. Rows are kept one day.
CREATE TABLE public.login_attempts (
  id        bigserial   PRIMARY KEY,
  email     text        NOT NULL,
  address   text        NOT NULL,
  succeeded boolean     NOT NULL,
  at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_email_idx ON public.login_attempts (email, at);
CREATE INDEX login_attempts_address_idx ON public.login_attempts (address, at);
CREATE INDEX login_attempts_at_idx ON public.login_attempts (at);
