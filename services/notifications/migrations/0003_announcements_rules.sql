-- Platform announcements (super console Notifications): shown as banners to the tenants of
-- their audience between starts_at and ends_at. Platform-wide rows, hence no row-level
-- security: the read for a tenant filters by audience in the query.
CREATE TABLE announcements (
  id uuid PRIMARY KEY,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  audience text NOT NULL CHECK (audience IN ('all', 'plan', 'tenants')),
  plan text,
  tenant_ids uuid[] NOT NULL DEFAULT '{}',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_window ON announcements (starts_at, ends_at);

-- Alert rules: a metric compared with a value over a window. breaching remembers the last
-- verdict, so a rule fires when a breach begins and again only after a recovery.
CREATE TABLE alert_rules (
  id uuid PRIMARY KEY,
  metric text NOT NULL CHECK (metric IN ('errorRate', 'queueDepth', 'webhookFailures')),
  op text NOT NULL CHECK (op IN ('>', '>=', '<', '<=')),
  value double precision NOT NULL,
  time_window text NOT NULL CHECK (time_window IN ('5m', '15m', '1h')),
  actions text[] NOT NULL DEFAULT '{email}',
  enabled boolean NOT NULL DEFAULT true,
  breaching boolean NOT NULL DEFAULT false,
  last_triggered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
