-- The platform audit log: what people (and the system) did, fed by the portico.audit.entry.v1
-- topic from every service. Platform-wide by nature (super admins read across tenants), so
-- it is not row-level-secured by tenant; the gRPC handler admits super admins only.
CREATE TABLE audit_log (
  id uuid PRIMARY KEY,
  actor_user_id uuid,
  impersonator_user_id uuid,
  action text NOT NULL,
  entity_type text NOT NULL DEFAULT '',
  entity_id text NOT NULL DEFAULT '',
  tenant_id uuid,
  reason text NOT NULL DEFAULT '',
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);

CREATE INDEX audit_log_created_at ON audit_log (created_at DESC);
CREATE INDEX audit_log_tenant_created_at ON audit_log (tenant_id, created_at DESC);
