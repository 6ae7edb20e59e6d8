-- The live stream's log (the gateway's GET /api/stream): every message and conversation event
-- of a tenant, numbered 1, 2, 3 … in commit order, so a stream that reconnects with its
-- Last-Event-ID replays exactly what it missed, even across a gateway restart. The head row is
-- updated by each event's transaction and stays locked until it commits: a tenant's positions
-- (and its outbox rows, written after) follow commit order. Entries are kept for a few days
-- (STREAM_LOG_HOURS); a stream older than that reloads instead.
CREATE TABLE stream_heads (
  tenant_id uuid PRIMARY KEY,
  position bigint NOT NULL DEFAULT 0,
  -- Entries up to here were pruned: a stream resuming before it must reload.
  pruned_through bigint NOT NULL DEFAULT 0
);

CREATE TABLE stream_events (
  tenant_id uuid NOT NULL,
  position bigint NOT NULL,
  -- A conversation removed (retention) takes its entries with it.
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  -- The message an entry is about, so a deleted message's earlier entries can go with its text.
  message_id uuid,
  -- Who took part when it happened (staff see every entry of their tenant).
  participant_ids uuid[] NOT NULL,
  topic text NOT NULL,
  payload bytea NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, position)
);
CREATE INDEX stream_events_created ON stream_events (created_at);
CREATE INDEX stream_events_message ON stream_events (tenant_id, message_id) WHERE message_id IS NOT NULL;

ALTER TABLE stream_heads ENABLE ROW LEVEL SECURITY;
ALTER TABLE stream_heads FORCE ROW LEVEL SECURITY;
ALTER TABLE stream_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE stream_events FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON stream_heads
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
CREATE POLICY tenant_isolation ON stream_events
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
-- The hourly pass prunes every tenant's old entries as the service's own user.
CREATE POLICY retention_all_tenants ON stream_heads TO CURRENT_USER USING (true) WITH CHECK (true);
CREATE POLICY retention_all_tenants ON stream_events TO CURRENT_USER USING (true) WITH CHECK (true);
