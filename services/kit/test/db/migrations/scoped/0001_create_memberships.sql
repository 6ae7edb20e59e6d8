-- Tenant-owned rows that are also looked up from a person (their memberships) and from a
-- secret (the invitation a link opens), protected the way tenancy protects its tables.
CREATE TABLE memberships (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, user_id)
);
ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;
ALTER TABLE memberships FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON memberships
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
CREATE POLICY own_memberships ON memberships FOR SELECT
  USING (user_id::text = current_setting('app.user_id', true));

CREATE TABLE invitations (
  tenant_id uuid NOT NULL,
  token_hash text PRIMARY KEY
);
ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
ALTER TABLE invitations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON invitations
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
CREATE POLICY invitation_by_token ON invitations FOR SELECT
  USING (token_hash = current_setting('app.invitation_token', true));
