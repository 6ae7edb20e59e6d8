-- Sign-in with Google, Microsoft, Slack and GitHub (Super Settings → Auth → providers).
-- The OAuth client an operator registered at each provider. The secret is sealed like the
-- signing keys (the kit's sealer under SIGNING_KEY_ENCRYPTION_KEY) and never answered back.
CREATE TABLE sign_in_provider_clients (
  provider text PRIMARY KEY CHECK (provider IN ('google', 'microsoft', 'slack', 'github')),
  client_id text NOT NULL,
  client_secret_sealed text NOT NULL,
  secret_set_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid
);

-- One trip to a provider and back: only the SHA-256 of the state travels in the browser's URL
-- and comes back; the PKCE verifier is sealed; consumed_at makes the callback single use.
CREATE TABLE sign_in_provider_attempts (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier_sealed text NOT NULL,
  nonce text NOT NULL,
  return_to text NOT NULL,
  tenant_host text NOT NULL DEFAULT '',
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX sign_in_provider_attempts_expiry ON sign_in_provider_attempts (expires_at);

-- Who a provider's account is here: (provider, subject) stays the same when the person changes
-- their email at the provider, so a link is found by subject, never by email.
CREATE TABLE user_sign_in_providers (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (user_id, provider)
);
