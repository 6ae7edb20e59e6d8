-- One Slack message per tenant and event: Kafka may deliver an event again (a rebalance, a
-- restart before the commit), and the channel must not see the same response twice.
CREATE TABLE slack_messages (
  tenant_id uuid NOT NULL,
  event_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, event_id)
);

ALTER TABLE slack_messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE slack_messages FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON slack_messages
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
CREATE POLICY service_all_tenants ON slack_messages TO CURRENT_USER USING (true) WITH CHECK (true);
