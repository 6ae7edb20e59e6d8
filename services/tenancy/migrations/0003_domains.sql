-- Custom domains are proven, never taken on trust: a domain is pending until its TXT record is
-- found in DNS, and only a verified domain serves a tenant's portal or branding. A domain
-- verified by one tenant can never be claimed by another (the partial unique index), while
-- several tenants may have the same domain pending (the real owner proves it first).
CREATE TABLE domains (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  domain text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified')),
  verification_token text NOT NULL,
  verified_at timestamptz,
  ssl_status text NOT NULL DEFAULT 'pending' CHECK (ssl_status IN ('pending', 'ready', 'failed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, domain)
);
CREATE UNIQUE INDEX domains_verified_once ON domains (domain) WHERE status = 'verified';

-- Every custom domain stored before this release was taken on the word of whoever typed it:
-- each becomes a pending domain of its tenant, and the tenant row no longer claims it.
INSERT INTO domains (id, tenant_id, domain, verification_token)
SELECT md5(t.id::text || t.custom_domain)::uuid, t.id, t.custom_domain,
       md5(random()::text || t.id::text || clock_timestamp()::text)
  FROM tenants t WHERE t.custom_domain IS NOT NULL;
ALTER TABLE tenants DROP CONSTRAINT IF EXISTS tenants_custom_domain_key;
UPDATE tenants SET custom_domain = NULL WHERE custom_domain IS NOT NULL;

ALTER TABLE domains ENABLE ROW LEVEL SECURITY;
ALTER TABLE domains FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON domains
  USING (tenant_id::text = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id::text = current_setting('app.tenant_id', true));
-- Verified domains are public facts (they are in DNS): the sign-in page's branding lookup and
-- the "claimed by another tenant" check read them whatever the tenant.
CREATE POLICY verified_domains ON domains FOR SELECT USING (status = 'verified');
