-- A member's file list reads two ranges newest first, each from its own index within the
-- tenant (store/files.ts listFiles): the files they own, and the files shared with a role. Until
-- now the list could use no index at all (the policies' tenant OR platform reader hides the
-- tenant from the planner), so a member of any tenant read and sorted every file of every
-- tenant: 10,000 files in one workspace cost each member's list about 1.5 ms of PostgreSQL
-- (bench/README.md, "Run 4"). The owner index covers what files_tenant_user did.
CREATE INDEX files_tenant_owner_created ON files (tenant_id, user_id, created_at DESC, id);
DROP INDEX files_tenant_user;
CREATE INDEX files_tenant_shared_created ON files (tenant_id, created_at DESC, id)
  WHERE cardinality(assigned_roles) > 0;
