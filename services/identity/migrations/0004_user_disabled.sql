-- A super admin may disable an account (the platform console): it cannot sign in or refresh,
-- and its sessions are ended when it is disabled. Enabling it again clears both columns.
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
ALTER TABLE users ADD COLUMN disabled_by uuid;
