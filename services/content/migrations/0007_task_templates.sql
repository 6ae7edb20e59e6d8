-- Task templates (issue 28 item 1): a checklist ("Client onboarding") applied to a person when
-- they accept an invitation for the template's role. Its items are one JSON array (title,
-- description, kind todo | form | file_request, due_in_days or null, form_id, file_count,
-- accepted_types), read and written whole; content's domain checks them.
CREATE TABLE task_templates (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  role_key text NOT NULL CHECK (length(role_key) BETWEEN 1 AND 60),
  items jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array'),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The templates of a role, when someone accepts an invitation for it.
CREATE INDEX task_templates_role ON task_templates (tenant_id, role_key);

ALTER TABLE task_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE task_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON task_templates
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
