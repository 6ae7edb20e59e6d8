-- The platform console (super admins) counts and lists members and open invitations across
-- tenants. Those reads run in a scoped transaction with app.platform_reader set, which only
-- the super-admin calls of tenancy set (domain/platformTenants.ts); they may read, never write.
CREATE POLICY platform_reader ON memberships FOR SELECT
  USING (current_setting('app.platform_reader', true) = 'super_admin');
CREATE POLICY platform_reader ON invitations FOR SELECT
  USING (current_setting('app.platform_reader', true) = 'super_admin');
CREATE POLICY platform_reader ON domains FOR SELECT
  USING (current_setting('app.platform_reader', true) = 'super_admin');
CREATE INDEX IF NOT EXISTS tenants_created ON tenants (created_at DESC, id);
