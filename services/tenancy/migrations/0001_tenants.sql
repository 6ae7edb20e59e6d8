-- Tenants, memberships, tenant roles, invitations and onboarding state.
-- Tenant-owned rows carry tenant_id and are guarded by row-level security: a transaction
-- sees a tenant's rows only when app.tenant_id names that tenant. Two narrower policies
-- cover the lookups that start from a person rather than a tenant: a user's own
-- memberships (app.user_id) and an invitation by its token hash (app.invitation_token).
CREATE TABLE tenants (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  tier text NOT NULL DEFAULT 'starter',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'trial')),
  seats integer NOT NULL DEFAULT 3 CHECK (seats >= 1),
  support_email text,
  logo_url text,
  favicon_url text,
  brand_color text,
  custom_domain text UNIQUE,
  features jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  tenant_role text NOT NULL CHECK (tenant_role IN ('owner', 'admin', 'member')),
  role_key text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);
CREATE INDEX memberships_user ON memberships (user_id);

CREATE TABLE tenant_roles (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  role_key text NOT NULL,
  role_label text NOT NULL,
  role_color text NOT NULL CHECK (role_color IN ('blue', 'purple', 'green', 'gray', 'orange', 'red')),
  role_description text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, role_key)
);

CREATE TABLE invitations (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  email text NOT NULL,
  tenant_role text NOT NULL CHECK (tenant_role IN ('owner', 'admin', 'member')),
  role_key text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid
);
CREATE INDEX invitations_tenant ON invitations (tenant_id);

-- One onboarding per user creating a workspace; not tenant-owned until provisioned.
CREATE TABLE onboarding (
  user_id uuid PRIMARY KEY,
  step text NOT NULL,
  company_name text NOT NULL,
  signup jsonb NOT NULL DEFAULT '{}'::jsonb,
  plan jsonb,
  branding jsonb,
  capabilities jsonb,
  tenant_id uuid REFERENCES tenants (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;
ALTER TABLE memberships FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON memberships
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
CREATE POLICY own_memberships ON memberships FOR SELECT
  USING (user_id::text = current_setting('app.user_id', true));

ALTER TABLE tenant_roles ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_roles FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON tenant_roles
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE invitations ENABLE ROW LEVEL SECURITY;
ALTER TABLE invitations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON invitations
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
CREATE POLICY invitation_by_token ON invitations FOR SELECT
  USING (token_hash = current_setting('app.invitation_token', true));
