-- Client payments (issue 29): each agency's own Stripe account through Connect, the invoices it
-- writes its clients on that account, retainers (subscriptions), and the sandbox that plays
-- Stripe when no keys are configured.

-- The tenant's connected account, kept current from account.updated events. The service's own
-- user reads every row to find which tenant a Connect event's `account` belongs to.
CREATE TABLE connected_accounts (
  tenant_id uuid PRIMARY KEY,
  account_id text NOT NULL UNIQUE,
  account_type text NOT NULL CHECK (account_type IN ('standard', 'express')),
  country text NOT NULL DEFAULT '',
  business_name text NOT NULL DEFAULT '',
  details_submitted boolean NOT NULL DEFAULT false,
  charges_enabled boolean NOT NULL DEFAULT false,
  payouts_enabled boolean NOT NULL DEFAULT false,
  requirements_due text[] NOT NULL DEFAULT '{}',
  default_currency text NOT NULL DEFAULT '',
  currencies text[] NOT NULL DEFAULT '{}',
  provider_event_created timestamptz,
  connected_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- INV-0001, INV-0002, ... per tenant: the row is locked while a number is taken, so two sends
-- never share one and a failed send gives its number back with its rollback.
CREATE TABLE invoice_numbers (
  tenant_id uuid PRIMARY KEY,
  last_number integer NOT NULL DEFAULT 0
);

-- The clients' Stripe customers on each connected account.
CREATE TABLE client_customers (
  tenant_id uuid NOT NULL,
  account_id text NOT NULL,
  user_id uuid NOT NULL,
  customer_id text NOT NULL,
  PRIMARY KEY (tenant_id, account_id, user_id)
);

CREATE TABLE retainers (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  client_id uuid NOT NULL,
  client jsonb NOT NULL DEFAULT '{}',
  currency text NOT NULL,
  description text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  billing_interval text NOT NULL CHECK (billing_interval IN ('month', 'year')),
  start_date date NOT NULL,
  days_until_due integer NOT NULL,
  status text NOT NULL DEFAULT 'incomplete',
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end timestamptz,
  account_id text NOT NULL,
  provider_subscription_id text UNIQUE,
  provider_event_created timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retainers_tenant_created ON retainers (tenant_id, created_at DESC);

CREATE TABLE client_invoices (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  number text,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'open', 'paid', 'void', 'uncollectible')),
  currency text NOT NULL,
  lines jsonb NOT NULL DEFAULT '[]',
  tax_rate_bps integer NOT NULL DEFAULT 0,
  discount_amount bigint NOT NULL DEFAULT 0,
  subtotal bigint NOT NULL DEFAULT 0,
  tax_amount bigint NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  amount_due bigint NOT NULL DEFAULT 0,
  amount_paid bigint NOT NULL DEFAULT 0,
  amount_refunded bigint NOT NULL DEFAULT 0,
  platform_fee bigint NOT NULL DEFAULT 0,
  due_date date,
  notes text NOT NULL DEFAULT '',
  client_ids uuid[] NOT NULL,
  clients jsonb NOT NULL DEFAULT '[]',
  account_id text,
  provider_invoice_id text UNIQUE,
  provider_customer_id text,
  hosted_invoice_url text NOT NULL DEFAULT '',
  payment_intent_id text,
  dispute_status text NOT NULL DEFAULT '',
  retainer_id uuid REFERENCES retainers (id),
  provider_event_created timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  paid_at timestamptz,
  UNIQUE (tenant_id, number)
);
-- The agency's list, newest first (keyset), by status, and the figures over it.
CREATE INDEX client_invoices_tenant_created ON client_invoices (tenant_id, created_at DESC, id DESC);
CREATE INDEX client_invoices_tenant_status ON client_invoices (tenant_id, status, created_at DESC, id DESC);
CREATE INDEX client_invoices_open_due ON client_invoices (tenant_id, due_date) WHERE status = 'open';
CREATE INDEX client_invoices_paid_at ON client_invoices (tenant_id, paid_at) WHERE status = 'paid';
CREATE INDEX client_invoices_payment_intent ON client_invoices (payment_intent_id)
  WHERE payment_intent_id IS NOT NULL;

-- Whom each sent invoice is addressed to: a client's own list, newest first.
CREATE TABLE client_invoice_recipients (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  invoice_id uuid NOT NULL REFERENCES client_invoices (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, user_id, invoice_id)
);
CREATE INDEX client_invoice_recipients_list
  ON client_invoice_recipients (tenant_id, user_id, created_at DESC, invoice_id DESC);

ALTER TABLE connected_accounts ENABLE ROW LEVEL SECURITY;
ALTER TABLE connected_accounts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON connected_accounts
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE invoice_numbers ENABLE ROW LEVEL SECURITY;
ALTER TABLE invoice_numbers FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON invoice_numbers
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE client_customers ENABLE ROW LEVEL SECURITY;
ALTER TABLE client_customers FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON client_customers
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE retainers ENABLE ROW LEVEL SECURITY;
ALTER TABLE retainers FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON retainers
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE client_invoices ENABLE ROW LEVEL SECURITY;
ALTER TABLE client_invoices FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON client_invoices
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE client_invoice_recipients ENABLE ROW LEVEL SECURITY;
ALTER TABLE client_invoice_recipients FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON client_invoice_recipients
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

-- A Connect event names an account, not a tenant: the service finds the tenant first, then
-- applies the event in that tenant's scope. The console's volume and fees read every tenant.
CREATE POLICY service_reads_all_tenants ON connected_accounts FOR SELECT TO CURRENT_USER USING (true);
CREATE POLICY service_reads_all_tenants ON client_invoices FOR SELECT TO CURRENT_USER USING (true);

-- The sandbox's Stripe (no keys configured): its objects and the events it sends, in order.
-- Stripe's data, not a tenant's, so no row-level security; only the sandbox reads them.
CREATE TABLE stripe_sandbox_objects (
  id text PRIMARY KEY,
  account text NOT NULL DEFAULT '',
  object text NOT NULL,
  data jsonb NOT NULL,
  -- The secret of a hosted page (an account link, a hosted invoice), its address's token.
  page_token text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stripe_sandbox_objects_kind ON stripe_sandbox_objects (account, object);

CREATE TABLE stripe_sandbox_events (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  account text NOT NULL,
  payload jsonb NOT NULL,
  delivered_at timestamptz
);
CREATE INDEX stripe_sandbox_events_pending ON stripe_sandbox_events (seq) WHERE delivered_at IS NULL;
