-- Subscriptions: one per tenant. The plan catalog itself is code (src/domain/plan-catalog.ts),
-- so prices change by deploy, reviewed, never by a stray row.
CREATE TABLE subscriptions (
  tenant_id uuid PRIMARY KEY,
  plan text NOT NULL CHECK (plan IN ('starter', 'pro', 'advanced', 'custom')),
  billing_interval text NOT NULL DEFAULT 'monthly' CHECK (billing_interval IN ('monthly', 'annual')),
  seats_purchased integer NOT NULL DEFAULT 1 CHECK (seats_purchased >= 1),
  status text NOT NULL DEFAULT 'active',
  provider_customer_id text,
  provider_subscription_id text,
  current_period_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE subscriptions ENABLE ROW LEVEL SECURITY;
ALTER TABLE subscriptions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON subscriptions
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
