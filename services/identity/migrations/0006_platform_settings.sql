-- The platform settings as last announced by tenancy (portico.tenancy.platform.v1
-- settings_changed, which carries the whole document). Identity holds sessions to the Auth
-- section's limits from this copy; absent, the spec's defaults apply.
CREATE TABLE platform_settings_copy (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
