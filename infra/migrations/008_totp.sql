-- Two-step sign-in (TOTP, RFC 6238) for admin accounts, optional per account. Plain tables
-- written by the api, never events, like the rest of the identity data: the secret and the
-- recovery codes do not belong in a log that is kept forever.
--
-- A row with enabled_at NULL is a setup waiting for its first code (a new setup replaces it);
-- only a confirmed row is asked for at sign-in. Deleting the row turns TOTP off.
CREATE TABLE public.totp_factors (
  user_id        uuid        PRIMARY KEY REFERENCES public.users (id) ON DELETE CASCADE,
  -- 'aes256gcm:<base64url of nonce, ciphertext, tag>' sealed with BONUS_TOTP_KEY (the account id
  -- as associated data), or 'plain:<base32>' when no key is set. Never returned after setup.
  secret         text        NOT NULL CHECK (secret LIKE 'aes256gcm:%' OR secret LIKE 'plain:%'),
  -- The newest 30-second step whose code was accepted: a code of that step or an older one is
  -- refused, so no code works twice.
  last_used_step bigint,
  last_used_at   timestamptz,
  enabled_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- Ten one-time codes per account, made when TOTP is turned on (and again on request). Only the
-- SHA-256 of each (80 random bits, upper case without dashes) is stored.
CREATE TABLE public.totp_recovery_codes (
  id         bigserial   PRIMARY KEY,
  user_id    uuid        NOT NULL REFERENCES public.users (id) ON DELETE CASCADE,
  code_hash  text        NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, code_hash)
);
