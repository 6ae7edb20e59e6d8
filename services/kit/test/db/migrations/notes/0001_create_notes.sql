-- A tenant-owned table protected the way every service protects its tables (see
-- services/kit/src/db/README.md).
CREATE TABLE notes (
  id serial PRIMARY KEY,
  tenant_id uuid NOT NULL,
  body text NOT NULL
);

ALTER TABLE notes ENABLE ROW LEVEL SECURITY;
ALTER TABLE notes FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON notes
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
