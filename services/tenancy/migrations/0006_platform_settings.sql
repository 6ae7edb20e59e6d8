-- Platform settings and feature flags (docs/product.md §3): the super console's Super Settings.
-- Platform-wide, not tenant data, so not row-level-secured; only super admins write them and
-- every write is audited. One row per settings section (absent: the defaults apply).
CREATE TABLE platform_settings (
  section text PRIMARY KEY CHECK (section IN ('brand', 'auth', 'security', 'retention', 'rate')),
  value jsonb NOT NULL,
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feature_flags (
  key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  enabled boolean NOT NULL,
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);
