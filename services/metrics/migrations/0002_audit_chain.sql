-- Tamper evidence for the audit log: each row carries a SHA-256 hash over its own content and
-- the hash of the previous row of the same chain (one chain per tenant, one for platform rows
-- without a tenant), so editing or deleting a stored row breaks every later link and the chain
-- check finds the first bad row. Rows logged before this migration form no chain (hash NULL).
ALTER TABLE audit_log ADD COLUMN chain_key text;
ALTER TABLE audit_log ADD COLUMN chain_seq bigint;
ALTER TABLE audit_log ADD COLUMN prev_hash text;
ALTER TABLE audit_log ADD COLUMN hash text;

CREATE UNIQUE INDEX audit_log_chain ON audit_log (chain_key, chain_seq);

-- The head of each chain, locked (SELECT ... FOR UPDATE) while a row is appended so two
-- consumers never link to the same predecessor.
CREATE TABLE audit_chain_head (
  chain_key text PRIMARY KEY,
  seq bigint NOT NULL DEFAULT 0,
  hash text NOT NULL DEFAULT ''
);
