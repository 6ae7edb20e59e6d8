-- Working with clients on files (issue 28): folders, versions and approvals.

-- Folders nest; the audience (one client, or members of some roles; neither: staff only) is
-- chosen on a top-level folder and copied to every folder below it, so one row answers "who
-- may see this folder" without walking up the tree. Names never hold '/' (breadcrumbs join
-- with it) and are unique among siblings whatever their case.
CREATE TABLE folders (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  parent_id uuid REFERENCES folders (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120 AND strpos(name, '/') = 0),
  owner_user_id uuid,
  roles text[] NOT NULL DEFAULT '{}',
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS DISTINCT FROM id)
);
CREATE UNIQUE INDEX folders_sibling_name
  ON folders (tenant_id, COALESCE(parent_id, '00000000-0000-0000-0000-000000000000'), lower(name));
CREATE INDEX folders_parent ON folders (tenant_id, parent_id);

ALTER TABLE files ADD COLUMN folder_id uuid REFERENCES folders (id) ON DELETE SET NULL;
-- A folder's listing, newest first, without a sort: the bench lists one of 10,000 files.
CREATE INDEX files_folder_created ON files (tenant_id, folder_id, created_at DESC, id);

-- Every version of a file, the newest included; the files row repeats the newest one's bytes
-- (storage key, size, hash, type) so that listing and downloading a file stay one read.
ALTER TABLE files ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TABLE file_versions (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  uploaded_by uuid NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  sha256 text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  scan_status text NOT NULL CHECK (scan_status IN ('clean', 'not_scanned')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (file_id, number)
);

-- Every existing file is its own version 1. The read crosses tenants, so it runs as the
-- platform reader (0003's policy) for this transaction only; the new table's policy comes after.
SELECT set_config('app.platform_reader', 'super_admin', true);
INSERT INTO file_versions (id, tenant_id, file_id, number, uploaded_by, file_name, content_type,
                           size_bytes, sha256, storage_key, scan_status, created_at)
  SELECT gen_random_uuid(), tenant_id, id, 1, uploaded_by, file_name, content_type, size_bytes,
         sha256, storage_key, scan_status, created_at
    FROM files;
SELECT set_config('app.platform_reader', '', true);

-- A round of approval of one version: pinned to that version's SHA-256 when it was asked
-- for. A newer version supersedes every open round of the file.
CREATE TABLE approvals (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE CASCADE,
  version_id uuid NOT NULL REFERENCES file_versions (id) ON DELETE CASCADE,
  sha256 text NOT NULL,
  requested_by uuid NOT NULL,
  message text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'approved', 'changes_requested', 'superseded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz
);
CREATE INDEX approvals_file ON approvals (tenant_id, file_id, created_at DESC);

-- One row per approver; decision empty until they answer, once.
CREATE TABLE approval_decisions (
  approval_id uuid NOT NULL REFERENCES approvals (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL,
  approver_id uuid NOT NULL,
  decision text CHECK (decision IN ('approved', 'changes_requested')),
  comment text NOT NULL DEFAULT '',
  -- The hash the approver's decision is about: the version's, checked when they decide.
  sha256 text,
  decided_at timestamptz,
  PRIMARY KEY (approval_id, approver_id)
);
CREATE INDEX approval_decisions_approver ON approval_decisions (tenant_id, approver_id);

ALTER TABLE folders ENABLE ROW LEVEL SECURITY;
ALTER TABLE folders FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON folders
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
ALTER TABLE file_versions ENABLE ROW LEVEL SECURITY;
ALTER TABLE file_versions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON file_versions
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
ALTER TABLE approvals ENABLE ROW LEVEL SECURITY;
ALTER TABLE approvals FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON approvals
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
ALTER TABLE approval_decisions ENABLE ROW LEVEL SECURITY;
ALTER TABLE approval_decisions FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON approval_decisions
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
-- Storage used counts every version's bytes, so Mission Control's read needs them too.
CREATE POLICY platform_reader ON file_versions FOR SELECT
  USING (current_setting('app.platform_reader', true) = 'super_admin');
