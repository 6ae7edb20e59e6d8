-- API keys for the public API (docs/product.md §3 API key): the key itself is shown once and never
-- stored; a row keeps its public prefix (how a request names its key and how the list shows
-- it) and the SHA-256 of the whole key. A key is high-entropy random, so a fast hash suffices:
-- there is no dictionary to try. Revoked keys stay listed for the record, with revoked_at.
CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  prefix text NOT NULL UNIQUE,
  key_hash text NOT NULL,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_tenant ON api_keys (tenant_id, created_at);

ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE api_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON api_keys
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
