-- Whether a person wants the reminder emails of their tasks in a workspace (issue 28 item 1):
-- no row is the default, yes. The reminder run still marks what it would have told them, so
-- turning emails back on sends nothing for days already past.
CREATE TABLE task_reminder_settings (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  email boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);

ALTER TABLE task_reminder_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE task_reminder_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON task_reminder_settings
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
