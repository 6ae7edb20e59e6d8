-- Proven addresses. Accounts made before confirmation links existed signed up under the old
-- rules and have been mailed (reset links) at that address since; they are taken as proven
-- rather than locked out of invitations overnight. Every new account starts unproven.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at;

-- Single-use links that prove an address: the sign-up confirmation (purpose verify) and the
-- email-change confirmation (purpose change, to the new address). Only the token's SHA-256 is
-- kept; `email` is the address the link was sent to, which is what it proves.
CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify', 'change')),
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_tokens_user ON email_tokens (user_id);
