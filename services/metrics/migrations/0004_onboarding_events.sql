-- The onboarding event log (docs/product.md §7 GET /api/_debug/onboarding-events): each saved
-- onboarding step and each provisioned workspace, from tenancy's tenant events. The event id
-- is the row id, so a redelivered event is kept once. Before provisioning there is no tenant
-- yet: tenant_id is then empty and user_id says whose onboarding it was.
CREATE TABLE onboarding_events (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL DEFAULT '',
  user_id uuid,
  step text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);

CREATE INDEX onboarding_events_created_at ON onboarding_events (created_at DESC);
