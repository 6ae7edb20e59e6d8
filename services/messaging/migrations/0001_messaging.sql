-- Conversations of one tenant, who takes part in each, their messages (Markdown source, a
-- full-text vector, attachments that are content files), every reader's position, and what
-- email about unread messages needs: preferences, waiting batches and digests, and single-use
-- reply tokens (stored as their SHA-256 only). Tenant-owned tables force row-level security.
CREATE TABLE conversations (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  subject text NOT NULL,
  started_by uuid NOT NULL,
  started_by_side text NOT NULL CHECK (started_by_side IN ('team', 'client')),
  -- The role key the conversation was started with; empty otherwise.
  audience_role text NOT NULL DEFAULT '',
  assignee_id uuid,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  closed_at timestamptz,
  closed_by uuid,
  -- The newest message's seq: messages are numbered 1, 2, 3 … per conversation.
  last_seq integer NOT NULL DEFAULT 0,
  last_message_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX conversations_inbox ON conversations (tenant_id, last_message_at DESC, id DESC);
CREATE INDEX conversations_assignee ON conversations (tenant_id, assignee_id, last_message_at DESC);

CREATE TABLE participants (
  tenant_id uuid NOT NULL,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  side text NOT NULL CHECK (side IN ('team', 'client')),
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX participants_user ON participants (tenant_id, user_id);

CREATE TABLE messages (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  sender_id uuid NOT NULL,
  sender_side text NOT NULL CHECK (sender_side IN ('team', 'client')),
  -- Markdown source, validated on every write; empty once deleted.
  body text NOT NULL,
  via text NOT NULL DEFAULT 'portal' CHECK (via IN ('portal', 'email')),
  -- The sender's own id for one attempt: a retried post finds the stored message.
  client_message_id text,
  -- Posted by synthetic traffic (load tests): never emailed.
  synthetic boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  edited_at timestamptz,
  deleted_at timestamptz,
  search tsvector GENERATED ALWAYS AS (to_tsvector('english', body)) STORED,
  UNIQUE (conversation_id, seq),
  UNIQUE (conversation_id, sender_id, client_message_id)
);
CREATE INDEX messages_search ON messages USING gin (search);
CREATE INDEX messages_created ON messages (created_at);

CREATE TABLE attachments (
  tenant_id uuid NOT NULL,
  message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  conversation_id uuid NOT NULL,
  file_id uuid NOT NULL,
  position integer NOT NULL,
  -- As content described the file when it was attached, for participants who cannot list it.
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  PRIMARY KEY (message_id, file_id)
);
CREATE INDEX attachments_file ON attachments (tenant_id, file_id);

CREATE TABLE read_positions (
  tenant_id uuid NOT NULL,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  last_read_seq integer NOT NULL DEFAULT 0,
  read_at timestamptz,
  -- The newest message already in an email to this person: the next email starts after it.
  emailed_seq integer NOT NULL DEFAULT 0,
  PRIMARY KEY (conversation_id, user_id)
);

CREATE TABLE email_preferences (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  cadence text NOT NULL CHECK (cadence IN ('batched', 'digest', 'off')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);

-- A conversation whose new messages wait to be considered for email: one row while its batch
-- waits; the job queued with the row fires once, after the delay.
CREATE TABLE email_batches (
  conversation_id uuid PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL,
  due_at timestamptz NOT NULL
);

-- People who chose a daily digest: the conversations waiting for their next one, and when it
-- goes out (one row, one job per person and tenant).
CREATE TABLE digest_entries (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  PRIMARY KEY (tenant_id, user_id, conversation_id)
);
CREATE TABLE digest_runs (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  due_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, user_id)
);

CREATE TABLE reply_tokens (
  -- SHA-256 (hex) of the token in the Reply-To address; the token itself is never stored.
  token_hash text PRIMARY KEY,
  tenant_id uuid NOT NULL,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX reply_tokens_expiry ON reply_tokens (expires_at);

-- Data & Retention: the message days from Super Settings (0: kept until deleted).
CREATE TABLE retention_policy (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  message_days integer NOT NULL CHECK (message_days >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['conversations', 'participants', 'messages', 'attachments',
    'read_positions', 'email_preferences', 'email_batches', 'digest_entries', 'digest_runs',
    'reply_tokens'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I
         USING (tenant_id::text = current_setting(''app.tenant_id'', true))
         WITH CHECK (tenant_id::text = current_setting(''app.tenant_id'', true))', t);
  END LOOP;
END
$$;

-- An inbound reply names no tenant: its token's row (and only it) is found by the hash, in a
-- transaction scoped to `app.reply_token`.
CREATE POLICY reply_token_lookup ON reply_tokens FOR SELECT
  USING (token_hash = current_setting('app.reply_token', true));

-- The hourly retention pass removes old conversations and messages of every tenant as the
-- service's own database user (tenant-scoped transactions still see one tenant: they run as
-- the tenant role).
CREATE POLICY retention_all_tenants ON conversations TO CURRENT_USER USING (true) WITH CHECK (true);
CREATE POLICY retention_all_tenants ON messages TO CURRENT_USER USING (true) WITH CHECK (true);
CREATE POLICY retention_all_tenants ON reply_tokens TO CURRENT_USER USING (true) WITH CHECK (true);
