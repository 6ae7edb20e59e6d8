-- Two-factor sign-in with TOTP (RFC 6238). The secret is stored sealed with the signing keys'
-- mechanism (AES-256-GCM under SIGNING_KEY_ENCRYPTION_KEY). enabled_at stays empty while the
-- user has started setup but not yet confirmed a code. last_used_step is the time step of the
-- last code accepted: a code is accepted only for a later step, so none can be replayed.
CREATE TABLE two_factor (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  enabled_at timestamptz,
  last_used_step bigint NOT NULL DEFAULT 0
);

-- Ten single-use recovery codes per enrolment, only their SHA-256 kept (about 50 random bits
-- each, and every wrong try counts against the sign-in failure limit).
CREATE TABLE two_factor_recovery_codes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- The short-lived step between a correct password and the code: no session exists until the
-- code is checked. Only the SHA-256 of the challenge token is kept; it is single use.
CREATE TABLE two_factor_challenges (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  device_hash text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX two_factor_challenges_user ON two_factor_challenges (user_id);
