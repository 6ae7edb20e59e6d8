-- The transactional outbox (services/kit/src/events/outbox.ts). A service writes each event
-- here in the same transaction as the state change it announces; the relay publishes rows
-- in id order and stamps sent_at. Applied to every service's database before the service's
-- own migrations; the kit_ prefix keeps its name apart from theirs in schema_migrations.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  topic text NOT NULL,
  event_key text NOT NULL,
  event_type text NOT NULL,
  tenant_id text,
  payload bytea NOT NULL,
  -- Extra message headers, notably the traceparent captured when the event was written.
  headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- The relay's only question: what is still unsent, oldest first.
CREATE INDEX outbox_unsent_idx ON outbox (id) WHERE sent_at IS NULL;
-- Pruning of rows published long ago.
CREATE INDEX outbox_sent_at_idx ON outbox (sent_at) WHERE sent_at IS NOT NULL;

-- Tenant-scoped transactions (the non-owner tenant role) may add events for their own tenant
-- or platform events, and may read none: payloads of every tenant pass through this table.
-- The relay runs as the table owner, which row-level security does not restrict.
ALTER TABLE outbox ENABLE ROW LEVEL SECURITY;
CREATE POLICY outbox_append_own_tenant ON outbox FOR INSERT
  WITH CHECK (tenant_id IS NULL OR tenant_id = current_setting('app.tenant_id', true));
