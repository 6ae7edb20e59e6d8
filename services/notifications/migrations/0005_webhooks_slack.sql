-- Tenant webhook endpoints (Integrations page): where a tenant's events are POSTed, signed
-- per Standard Webhooks. Secrets are stored sealed (AES-256-GCM, webhooks/sealed.ts); while a
-- secret is rotated the previous one keeps signing until previous_secret_until.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  events text[] NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  secret_sealed text NOT NULL,
  previous_secret_sealed text,
  previous_secret_until timestamptz,
  -- The first failure since the last success: 5 days of that disables the endpoint.
  failing_since timestamptz,
  disabled_reason text NOT NULL DEFAULT '',
  -- Told when the platform disables the endpoint.
  created_by uuid NOT NULL,
  created_by_email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_tenant ON webhook_endpoints (tenant_id, created_at);

-- One row per event and endpoint (and per replay): the delivery log. event_id is the
-- webhook-id every attempt and replay carries.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  event text NOT NULL,
  payload jsonb NOT NULL,
  occurred_at timestamptz NOT NULL,
  -- pending, retrying, delivered, failed.
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  response_status integer NOT NULL DEFAULT 0,
  duration_ms integer NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT '',
  response_excerpt text NOT NULL DEFAULT '',
  replay_of uuid,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A redelivered event queues nothing twice; replays are rows of their own.
CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (endpoint_id, event_id)
  WHERE replay_of IS NULL;
CREATE INDEX webhook_deliveries_tenant ON webhook_deliveries (tenant_id, created_at DESC);

-- A tenant's Slack incoming webhook (sealed like the secrets). next_slot_at spaces messages
-- one second apart per channel, whichever replica posts them.
CREATE TABLE slack_integrations (
  tenant_id uuid PRIMARY KEY,
  url_sealed text NOT NULL,
  masked_url text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  next_slot_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE webhook_endpoints ENABLE ROW LEVEL SECURITY;
ALTER TABLE webhook_endpoints FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON webhook_endpoints
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE webhook_deliveries ENABLE ROW LEVEL SECURITY;
ALTER TABLE webhook_deliveries FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON webhook_deliveries
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE slack_integrations ENABLE ROW LEVEL SECURITY;
ALTER TABLE slack_integrations FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON slack_integrations
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
-- The super console's Webhook Debugger reads deliveries of any tenant.
CREATE POLICY service_all_tenants ON webhook_deliveries TO CURRENT_USER USING (true) WITH CHECK (true);
-- The delivery worker and the event fan-out run for every tenant (each statement names its
-- tenant), queuing their pg-boss job in the same transaction as the row it serves.
CREATE POLICY service_all_tenants ON webhook_endpoints TO CURRENT_USER USING (true) WITH CHECK (true);
CREATE POLICY service_all_tenants ON slack_integrations TO CURRENT_USER USING (true) WITH CHECK (true);
