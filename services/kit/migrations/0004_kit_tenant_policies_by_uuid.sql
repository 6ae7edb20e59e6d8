-- Tenant policies used to compare `tenant_id::text = current_setting('app.tenant_id', true)`.
-- Casting the column hides it from every index on tenant_id, and stores rely on the policy
-- alone to pick a tenant's rows (services/kit/src/db/README.md), so each tenant list read every
-- tenant's rows. Comparing the column itself, as a uuid, lets PostgreSQL use those indexes:
--
--   tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
--
-- Outside a tenant-scoped transaction the setting is NULL or '' (a pooled connection keeps
-- the name once set), both become NULL and the policy admits no row, as before. The kit only
-- ever sets a uuid there (services/kit/src/db/tenant-scope.ts), so the cast cannot fail.
--
-- The kit's migrations run before a service's own, so this cannot rewrite the service's
-- policies itself: it states the rewrite once, and each service with such policies calls it
-- from a migration of its own (`SELECT kit_tenant_policies_by_uuid();`). It alters every
-- policy of the current schema whose USING or WITH CHECK is exactly the old comparison,
-- keeping its name, command and roles; other policies (a platform reader, a pruning job's)
-- are left alone. It refuses a tenant_id that is not a uuid, and fails if a policy still
-- casts tenant_id to text afterwards, so a form it did not recognise is never left slow.
CREATE FUNCTION kit_tenant_policies_by_uuid() RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  -- How PostgreSQL prints the old comparison in pg_policies.
  old_form CONSTANT text :=
    '((tenant_id)::text = current_setting(''app.tenant_id''::text, true))';
  new_form CONSTANT text :=
    'tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid';
  policy record;
  clauses text;
  rewritten integer := 0;
  still_text text;
BEGIN
  FOR policy IN
    SELECT p.schemaname, p.tablename, p.policyname, p.qual, p.with_check,
           format_type(a.atttypid, a.atttypmod) AS column_type
      FROM pg_policies p
      JOIN pg_attribute a
        ON a.attrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
       AND a.attname = 'tenant_id'
     WHERE p.schemaname = current_schema()
       AND (p.qual = old_form OR p.with_check = old_form)
  LOOP
    IF policy.column_type <> 'uuid' THEN
      RAISE EXCEPTION 'policy % on %: tenant_id is %, not uuid', policy.policyname,
        policy.tablename, policy.column_type;
    END IF;
    clauses := '';
    IF policy.qual = old_form THEN
      clauses := clauses || format(' USING (%s)', new_form);
    END IF;
    IF policy.with_check = old_form THEN
      clauses := clauses || format(' WITH CHECK (%s)', new_form);
    END IF;
    EXECUTE format('ALTER POLICY %I ON %I.%I', policy.policyname, policy.schemaname,
      policy.tablename) || clauses;
    rewritten := rewritten + 1;
  END LOOP;

  SELECT string_agg(p.tablename || '.' || p.policyname, ', ') INTO still_text
    FROM pg_policies p
   WHERE p.schemaname = current_schema()
     AND (p.qual LIKE '%(tenant_id)::text%' OR p.with_check LIKE '%(tenant_id)::text%');
  IF still_text IS NOT NULL THEN
    RAISE EXCEPTION 'policies still compare tenant_id as text: %', still_text;
  END IF;
  RETURN rewritten;
END
$$;

-- Only migrations (the service's own database user, which owns the tables) call it.
REVOKE ALL ON FUNCTION kit_tenant_policies_by_uuid() FROM PUBLIC;
