-- What each tenant's plan allows of the integrations notifications delivers, followed from
-- tenancy's tenant events (created, plan_changed). The fan-out reads it per event, so a
-- downgraded tenant stops receiving webhooks and Slack messages at once without a call to
-- tenancy per event. No row: allowed, so tenants from before the first event keep working.
-- Written and read only by this service's consumers for every tenant, hence no row-level
-- security (like tenant_integrations).
CREATE TABLE tenant_entitlements (
  tenant_id uuid PRIMARY KEY,
  webhooks boolean NOT NULL,
  slack boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
