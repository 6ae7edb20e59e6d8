-- SSL status is measured, not assumed: tenancy probes each verified domain over TLS (SNI = the
-- domain, chain and host name verified) after verification and on a schedule. ssl_checked_at
-- says when, ssl_expires_at is the certificate's expiry when it was valid, ssl_reason the short
-- reason a probe failed. A domain never probed stays 'pending'.
ALTER TABLE domains
  ADD COLUMN ssl_checked_at timestamptz,
  ADD COLUMN ssl_expires_at timestamptz,
  ADD COLUMN ssl_reason text NOT NULL DEFAULT '';
CREATE INDEX domains_ssl_due ON domains (ssl_checked_at) WHERE status = 'verified';

-- A sign-in is recorded in a tenant's activity when the session first opens that tenant (the
-- first request naming it): one row per session and tenant makes the audit entry happen once,
-- whichever gateway replica sees the request first.
CREATE TABLE tenant_sign_ins (
  session_id text NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, session_id)
);
CREATE INDEX tenant_sign_ins_opened ON tenant_sign_ins (opened_at);

ALTER TABLE tenant_sign_ins ENABLE ROW LEVEL SECURITY;
ALTER TABLE tenant_sign_ins FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON tenant_sign_ins
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
-- Tenancy's own clean-up (outside any tenant) removes rows of sessions long ended; a tenant's
-- scoped transaction always names its tenant, so it never matches this policy.
CREATE POLICY session_pruning ON tenant_sign_ins FOR DELETE
  USING (coalesce(current_setting('app.tenant_id', true), '') = ''
         AND opened_at < now() - interval '31 days');
