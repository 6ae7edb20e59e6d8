-- Runs once, when the PostgreSQL volume is empty. One database and one login role per
-- service: a role owns its own database and cannot connect to any other one (CONNECT is
-- revoked from PUBLIC), which is what keeps each service to its own data on this shared
-- server. Passwords are for a local cluster only; k8s/values/dev.yaml holds the same URLs.

-- The non-owner role tenant-scoped transactions switch to (SET LOCAL ROLE), so row-level
-- security applies to them. Every service role may switch to it.
CREATE ROLE portico_tenant NOLOGIN;

DO $$
DECLARE
  service text;
BEGIN
  FOREACH service IN ARRAY string_to_array('identity tenancy content forms billing notifications metrics messaging', ' ') LOOP
    EXECUTE format('CREATE ROLE %I LOGIN PASSWORD %L', service, service || '-dev');
    EXECUTE format('GRANT portico_tenant TO %I', service);
  END LOOP;
END
$$;

CREATE DATABASE identity OWNER identity;
CREATE DATABASE tenancy OWNER tenancy;
CREATE DATABASE content OWNER content;
CREATE DATABASE forms OWNER forms;
CREATE DATABASE billing OWNER billing;
CREATE DATABASE notifications OWNER notifications;
CREATE DATABASE metrics OWNER metrics;
CREATE DATABASE messaging OWNER messaging;

REVOKE CONNECT, TEMPORARY ON DATABASE identity, tenancy, content, forms, billing, notifications, metrics, messaging FROM PUBLIC;
GRANT CONNECT ON DATABASE identity TO identity;
GRANT CONNECT ON DATABASE tenancy TO tenancy;
GRANT CONNECT ON DATABASE content TO content;
GRANT CONNECT ON DATABASE forms TO forms;
GRANT CONNECT ON DATABASE billing TO billing;
GRANT CONNECT ON DATABASE notifications TO notifications;
GRANT CONNECT ON DATABASE metrics TO metrics;
GRANT CONNECT ON DATABASE messaging TO messaging;

-- App Health's slow queries: every service reads pg_stat_statements of its own database
-- (the kit's ops service filters the view to it), so the extension exists in each one. A role
-- sees the text of its own statements, which is all a service reports.
\connect identity
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
\connect tenancy
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
\connect content
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
\connect forms
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
\connect billing
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
\connect notifications
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
\connect metrics
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
\connect messaging
CREATE EXTENSION IF NOT EXISTS pg_stat_statements;
