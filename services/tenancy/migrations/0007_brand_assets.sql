-- Uploaded logos and favicons (Brand & Legal, docs/product.md §2). Small images (at most 512 KB) kept
-- in the database beside the tenant they brand, addressed by the SHA-256 of their bytes: the
-- public URL names tenant and hash, so a new upload is a new URL and browsers may cache one
-- forever. The content type is the one sniffed from the bytes when stored, never the
-- uploader's claim. Rows no longer named by the tenant's logo or favicon URL are removed.
CREATE TABLE brand_assets (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content_type text NOT NULL
    CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/x-icon')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 524288),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, sha256)
);

ALTER TABLE brand_assets ENABLE ROW LEVEL SECURITY;
ALTER TABLE brand_assets FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON brand_assets
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
