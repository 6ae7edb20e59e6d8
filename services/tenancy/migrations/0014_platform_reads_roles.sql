-- The console's search for a person across tenants names each of their workspaces and the role
-- they hold there by the tenant's own label (domain/platformTenants.ts, listUsersWorkspaces), so
-- the platform reader of 0005 may read the tenants' role labels too; it may read, never write.
CREATE POLICY platform_reader ON tenant_roles FOR SELECT
  USING (current_setting('app.platform_reader', true) = 'super_admin');
