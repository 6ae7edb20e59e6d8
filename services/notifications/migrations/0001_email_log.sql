-- One row per email the platform sends: who it went to, which template, how it went. The
-- job that sends it (pg-boss, schema pgboss) carries only the row's id, so a retry sends
-- exactly what was logged. Platform-wide like the accounts it mails, hence no row-level
-- security; tenant_id is kept for the tenant's own view of its mail later.
CREATE TABLE email_log (
  id uuid PRIMARY KEY,
  -- The event that asked for it: a redelivered event finds its row and queues nothing.
  event_id text NOT NULL,
  tenant_id uuid,
  to_address text NOT NULL,
  template text NOT NULL,
  -- What the template is rendered from (links, names, branding).
  data jsonb NOT NULL,
  -- queued, sending, sent, retrying, failed, or skipped (synthetic traffic).
  status text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  provider_id text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (event_id, template, to_address)
);
CREATE INDEX email_log_created ON email_log (created_at DESC);
CREATE INDEX email_log_to ON email_log (lower(to_address), created_at DESC);
