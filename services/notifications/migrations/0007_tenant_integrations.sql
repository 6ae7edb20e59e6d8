-- Per-tenant integration switches of the super console (slack, sendgrid, google, microsoft,
-- webhooks): a row only where a super admin chose; no row means on. Kept here, beside the
-- global credentials and the deliveries they govern; written by super admins across tenants,
-- hence no row-level security.
CREATE TABLE tenant_integrations (
  tenant_id uuid NOT NULL,
  key text NOT NULL CHECK (key IN ('slack', 'sendgrid', 'google', 'microsoft', 'webhooks')),
  enabled boolean NOT NULL,
  updated_by uuid NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);
