-- Checkout sessions, provider events and invoices.
-- provider_events is the ledger that makes webhooks (and the reconcile that replays missed
-- ones) apply each provider event once: the event id is the key. It is not tenant-owned (an
-- event names its tenant inside), so it has no row-level security.
CREATE TABLE provider_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  created_at timestamptz NOT NULL,
  tenant_id uuid,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Checkout sessions this service opened: the sandbox provider keeps its sessions here, and
-- the landing page's checkout (before a tenant exists) is verified from here.
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  tenant_id uuid,
  purpose text NOT NULL CHECK (purpose IN ('upgrade_plan', 'add_seats', 'signup')),
  plan text,
  billing_interval text NOT NULL DEFAULT 'monthly',
  seats integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete')),
  customer_email text NOT NULL DEFAULT '',
  success_url text NOT NULL DEFAULT '',
  cancel_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE invoices (
  id text PRIMARY KEY,
  tenant_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  amount_cents integer NOT NULL,
  status text NOT NULL,
  hosted_invoice_url text NOT NULL DEFAULT '',
  provider_event_created timestamptz NOT NULL
);
CREATE INDEX invoices_tenant_created ON invoices (tenant_id, created_at DESC);

ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
ALTER TABLE invoices FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON invoices
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

-- The provider's time of the newest subscription event applied: an older event arriving late
-- (webhooks are not ordered) must not undo a newer one.
ALTER TABLE subscriptions ADD COLUMN provider_event_created timestamptz;

-- Platform revenue and the super admin's lists read every tenant's subscription and invoices:
-- the service's own user may read them all, never write outside a tenant's scope.
CREATE POLICY service_reads_all_tenants ON subscriptions FOR SELECT TO CURRENT_USER USING (true);
CREATE POLICY service_reads_all_tenants ON invoices FOR SELECT TO CURRENT_USER USING (true);
