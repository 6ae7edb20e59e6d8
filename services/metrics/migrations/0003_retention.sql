-- Data & Retention (Super Settings): audit rows older than the platform's auditDays are pruned
-- on a schedule. A chain is pruned from its start only, and its head remembers the last pruned
-- link (seq and hash), so the chain check starts from there and still finds any later edit.
ALTER TABLE audit_chain_head ADD COLUMN pruned_seq bigint NOT NULL DEFAULT 0;
ALTER TABLE audit_chain_head ADD COLUMN pruned_hash text NOT NULL DEFAULT '';

-- The retention days as last announced by tenancy (portico.tenancy.platform.v1); absent: the
-- spec's default applies.
CREATE TABLE retention_policy (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  audit_days integer NOT NULL CHECK (audit_days > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
