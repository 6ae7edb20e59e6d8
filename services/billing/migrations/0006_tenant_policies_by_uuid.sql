-- Tenant policies compare tenant_id as a uuid, so lists use the (tenant_id, ...) indexes
-- instead of reading every tenant's rows (services/kit/migrations/0004_kit_tenant_policies_by_uuid.sql).
SELECT kit_tenant_policies_by_uuid();
