-- Security keys and passkeys (WebAuthn) as an admin's second factor, beside TOTP (ASVS 2.3.2).
-- Plain tables written by the api, never events, like the rest of the identity data.
--
-- One row per registered credential: the credential id and COSE public key as the
-- authenticator gave them at registration (base64url text), the algorithm (-7 ES256, -8 EdDSA,
-- -257 RS256) and the newest signature counter seen: an assertion whose counter does not grow
-- (when either is non-zero) is refused as a possible clone.
CREATE TABLE public.security_keys (
  id            uuid        PRIMARY KEY,
  user_id       uuid        NOT NULL REFERENCES public.users (id) ON DELETE CASCADE,
  credential_id text        NOT NULL UNIQUE,
  public_key    text        NOT NULL,
  algorithm     integer     NOT NULL CHECK (algorithm IN (-7, -8, -257)),
  sign_count    bigint      NOT NULL DEFAULT 0,
  name          text        NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz
);
CREATE INDEX security_keys_user_idx ON public.security_keys (user_id);

-- Challenges handed out and not yet answered: 32 random bytes (base64url), what they were given
-- for, to whom, and until when (5 minutes). Each is deleted when it is answered, right or wrong.
CREATE TABLE public.webauthn_challenges (
  challenge  text        PRIMARY KEY,
  purpose    text        NOT NULL CHECK (purpose IN ('register', 'sign_in', 'reauth')),
  user_id    uuid        NOT NULL REFERENCES public.users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX webauthn_challenges_user_idx ON public.webauthn_challenges (user_id, purpose);
