-- Global integrations of the super console (slack, sendgrid, google, microsoft, cloudflare,
-- automation): one credential each, sealed with AES-256-GCM (12-byte iv, 16-byte tag, then the
-- ciphertext) under a key from configuration, so a copy of the database alone reveals none.
-- Platform-wide, hence no row-level security.
CREATE TABLE global_integrations (
  key text PRIMARY KEY,
  sealed bytea NOT NULL,
  last_used_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid
);
