-- Forms (schema and theme as JSONB, validated by the service on every write), their responses
-- and the members' unsent answer drafts. Tenant-owned and guarded by row-level security.
CREATE TABLE forms (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
  questions jsonb NOT NULL DEFAULT '[]',
  theme jsonb NOT NULL,
  assigned_roles text[] NOT NULL DEFAULT '{}',
  assigned_user_id uuid,
  assignee_count integer NOT NULL DEFAULT 0,
  field_mapping jsonb NOT NULL DEFAULT '{}',
  -- Bumped by every save; an autosave naming an older one is refused.
  version integer NOT NULL DEFAULT 1,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forms_tenant_updated ON forms (tenant_id, updated_at DESC);

CREATE TABLE form_responses (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  form_id uuid NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  user_email text NOT NULL DEFAULT '',
  answers jsonb NOT NULL,
  -- The fill page's id for one attempt: a retried submit finds the stored response.
  submission_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (form_id, user_id, submission_id)
);
CREATE INDEX form_responses_form_created ON form_responses (form_id, created_at DESC);

CREATE TABLE form_answer_drafts (
  tenant_id uuid NOT NULL,
  form_id uuid NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  answers jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (form_id, user_id)
);

ALTER TABLE forms ENABLE ROW LEVEL SECURITY;
ALTER TABLE forms FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON forms
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE form_responses ENABLE ROW LEVEL SECURITY;
ALTER TABLE form_responses FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON form_responses
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));

ALTER TABLE form_answer_drafts ENABLE ROW LEVEL SECURITY;
ALTER TABLE form_answer_drafts FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON form_answer_drafts
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
