-- Tenant-owned tables protected the way services did before the kit's 0004 migration: the
-- column cast to text, which hides it from the (tenant_id, ...) index.
CREATE TABLE tasks (
  id serial PRIMARY KEY,
  tenant_id uuid NOT NULL,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_by_tenant ON tasks (tenant_id, created_at DESC);
ALTER TABLE tasks ENABLE ROW LEVEL SECURITY;
ALTER TABLE tasks FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON tasks
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
-- A read-only policy of the old form, and one that is no tenant comparison at all.
CREATE POLICY tenant_reads ON tasks FOR SELECT
  USING (tenant_id::text = current_setting('app.tenant_id', true));
CREATE POLICY old_task_pruning ON tasks FOR DELETE
  USING (coalesce(current_setting('app.tenant_id', true), '') = ''
         AND created_at < now() - interval '31 days');
