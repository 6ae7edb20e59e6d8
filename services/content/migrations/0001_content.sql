-- Files (metadata; bytes in blob storage) and embeds. Both are tenant-owned and guarded by
-- row-level security: a transaction sees a tenant's rows only when app.tenant_id names it.
CREATE TABLE files (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  -- The owner or recipient.
  user_id uuid NOT NULL,
  uploaded_by uuid NOT NULL,
  title text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  sha256 text NOT NULL,
  -- Made by the server ({tenantId}/{userId}/{uuid}-{safe name}), never taken from a client.
  storage_key text NOT NULL UNIQUE,
  assigned_roles text[] NOT NULL DEFAULT '{}',
  tags text[] NOT NULL DEFAULT '{}',
  message text NOT NULL DEFAULT '',
  scan_status text NOT NULL CHECK (scan_status IN ('clean', 'not_scanned')),
  opened_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_tenant_created ON files (tenant_id, created_at DESC);
CREATE INDEX files_tenant_user ON files (tenant_id, user_id);
CREATE INDEX files_assigned_roles ON files USING gin (assigned_roles);

CREATE TABLE embeds (
  id uuid PRIMARY KEY,
  -- For a super-admin embed, the target tenant: it is that tenant's row.
  tenant_id uuid NOT NULL,
  title text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('notion', 'calendly', 'monday', 'airtable', 'hirepilot', 'custom')),
  url text NOT NULL CHECK (url LIKE 'https://%'),
  embed_type text NOT NULL CHECK (embed_type IN ('user', 'role')),
  user_id uuid,
  role text,
  is_active boolean NOT NULL DEFAULT true,
  is_super_admin_embed boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  framing text NOT NULL DEFAULT 'unknown' CHECK (framing IN ('frameable', 'refused', 'unknown')),
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((embed_type = 'user' AND user_id IS NOT NULL) OR (embed_type = 'role' AND role IS NOT NULL))
);
CREATE INDEX embeds_tenant_order ON embeds (tenant_id, sort_order, created_at);

ALTER TABLE files ENABLE ROW LEVEL SECURITY;
ALTER TABLE files FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON files
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE embeds ENABLE ROW LEVEL SECURITY;
ALTER TABLE embeds FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON embeds
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
-- The super console lists super-admin embeds across tenants: the service's own user only,
-- and only those rows (tenant-scoped transactions run as the tenant role, not this user).
CREATE POLICY super_embeds_all_tenants ON embeds FOR SELECT TO CURRENT_USER
  USING (is_super_admin_embed);
