-- The CRM list's read of a tenant's members, in the order it shows them (store/memberships.ts
-- listMembershipsOfTenant: created_at, then user_id): an index in that order lets PostgreSQL
-- walk one tenant's rows already sorted instead of sorting them (bench/README.md, "The CRM
-- list's reads").
CREATE INDEX IF NOT EXISTS memberships_tenant_created ON memberships (tenant_id, created_at, user_id);
