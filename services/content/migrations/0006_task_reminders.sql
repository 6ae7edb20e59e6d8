-- Task reminders and overdue (issue 28 item 1): content's hourly run tells each assignee of an
-- open task the day before it is due and on the day, and says once that it is overdue.
-- `reminded` is the last of those told, so each goes once whatever the number of replicas
-- or runs: '' (nothing yet), 'tomorrow', 'today', 'overdue'.
ALTER TABLE task_assignees
  ADD COLUMN reminded text NOT NULL DEFAULT ''
    CHECK (reminded IN ('', 'tomorrow', 'today', 'overdue'));
-- The run's scan: open assignments not yet told they are overdue.
CREATE INDEX task_assignees_to_remind ON task_assignees (tenant_id, task_id)
  WHERE done_at IS NULL AND reminded <> 'overdue';

-- The run finds which tenants have something to tell across all of them (reading only); each
-- tenant's changes are then made in its own tenant-scoped transaction.
CREATE POLICY service_reads_all_tenants ON tasks FOR SELECT TO CURRENT_USER USING (true);
CREATE POLICY service_reads_all_tenants ON task_assignees FOR SELECT TO CURRENT_USER USING (true);
