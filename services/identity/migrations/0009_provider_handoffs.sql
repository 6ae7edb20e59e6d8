-- A provider sign-in that started on a tenant's own host (subdomain or verified domain) ends
-- at the callback on the public host, where the tenant's cookies cannot be set. The callback
-- leaves a handoff instead of a session: a single-use code, stored only as its SHA-256, good
-- for about a minute, that only the attempt's tenant host may redeem and only in the browser
-- holding the trip cookie (the SHA-256 of the state, compared with state_hash).
CREATE TABLE sign_in_provider_handoffs (
  code_hash text PRIMARY KEY,
  state_hash text NOT NULL,
  provider text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_host text NOT NULL,
  return_to text NOT NULL,
  -- The account was made by this sign-in (the gateway starts its onboarding after redeeming).
  created boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX sign_in_provider_handoffs_expiry ON sign_in_provider_handoffs (expires_at);
