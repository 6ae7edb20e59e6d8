-- Tasks and file requests (issue 28 items 1-2): what staff ask clients to do.

-- A task is given to people (one client, several, or everyone of some roles when it was
-- made: `roles` remembers which); each assignee ticks it off on their own row. A task may point
-- at the thing it is about (a form to fill, a file request, an approval, a file); those are done
-- for the assignee when the thing is, not by hand. due_on is a day, not an instant: "due
-- Friday" means Friday wherever the client is.
CREATE TABLE tasks (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
  due_on date,
  link_kind text NOT NULL DEFAULT '' CHECK (link_kind IN ('', 'form', 'file_request', 'approval', 'file')),
  link_id uuid,
  roles text[] NOT NULL DEFAULT '{}',
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((link_kind = '') = (link_id IS NULL))
);
-- The admin list by due day (the dashboard's "Due this week") without a sort.
CREATE INDEX tasks_due ON tasks (tenant_id, due_on, created_at, id);
CREATE INDEX tasks_link ON tasks (tenant_id, link_kind, link_id) WHERE link_id IS NOT NULL;

CREATE TABLE task_assignees (
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  done_at timestamptz,
  PRIMARY KEY (task_id, user_id)
);
-- One member's list, open ones first.
CREATE INDEX task_assignees_user ON task_assignees (tenant_id, user_id, done_at);

-- A file request asks one client for a number of files of some types by a day; uploads into
-- it are files of that client (files.request_id), and it closes once it holds file_count.
CREATE TABLE file_requests (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
  file_count integer NOT NULL CHECK (file_count BETWEEN 1 AND 20),
  -- Lower-case extensions without the dot; empty: any type uploads accept.
  accepted_types text[] NOT NULL DEFAULT '{}',
  due_on date,
  requested_by uuid NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'fulfilled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
ALTER TABLE files ADD COLUMN request_id uuid REFERENCES file_requests (id) ON DELETE SET NULL;
CREATE INDEX files_request ON files (request_id) WHERE request_id IS NOT NULL;

ALTER TABLE tasks ENABLE ROW LEVEL SECURITY;
ALTER TABLE tasks FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON tasks
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
ALTER TABLE task_assignees ENABLE ROW LEVEL SECURITY;
ALTER TABLE task_assignees FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON task_assignees
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
ALTER TABLE file_requests ENABLE ROW LEVEL SECURITY;
ALTER TABLE file_requests FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON file_requests
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
