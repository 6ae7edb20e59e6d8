-- How many tasks each tenant has, kept as tasks come and go. The admin's task list answers
-- with its total, and counting a tenant's 100,000 tasks on every page cost 10-30 ms of
-- PostgreSQL a request (bench/README.md, "Tenant policies compare uuids"). Statement triggers
-- with transition tables: one change a statement and tenant, however many rows it writes.
-- Tasks never move between tenants, so updates need none.
CREATE TABLE task_totals (
  tenant_id uuid PRIMARY KEY,
  tasks bigint NOT NULL CHECK (tasks >= 0)
);
ALTER TABLE task_totals ENABLE ROW LEVEL SECURITY;
ALTER TABLE task_totals FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON task_totals
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
-- Tasks written or removed outside a tenant's scope (a tenant's erasure, the bench's seed)
-- are counted too: the triggers run as whoever wrote them.
CREATE POLICY service_all_tenants ON task_totals TO CURRENT_USER USING (true) WITH CHECK (true);

CREATE FUNCTION count_tasks_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO task_totals (tenant_id, tasks)
  SELECT tenant_id, count(*) FROM added GROUP BY tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET tasks = task_totals.tasks + excluded.tasks;
  RETURN NULL;
END
$$;

CREATE FUNCTION count_tasks_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE task_totals t SET tasks = t.tasks - r.n
    FROM (SELECT tenant_id, count(*) AS n FROM removed GROUP BY tenant_id) r
   WHERE t.tenant_id = r.tenant_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER tasks_counted_in AFTER INSERT ON tasks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_tasks_added();
CREATE TRIGGER tasks_counted_out AFTER DELETE ON tasks
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_tasks_removed();

INSERT INTO task_totals (tenant_id, tasks) SELECT tenant_id, count(*) FROM tasks GROUP BY tenant_id;
