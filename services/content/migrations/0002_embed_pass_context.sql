-- An admin may let an embed's page append a signed client-context token (tenant, user, role)
-- for tools that read it. Off by default: a third party learns who is looking only when the
-- agency chose so.
ALTER TABLE embeds ADD COLUMN pass_context boolean NOT NULL DEFAULT false;
