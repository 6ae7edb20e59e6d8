-- Search reads the GIN index on messages.search. Under row-level security PostgreSQL will not
-- use an index for a condition whose operator is not leakproof before the policy has passed
-- a row, and `@@` is not, so a tenant-scoped search read every message of every tenant and
-- matched each (seconds with a million). This function finds and ranks the matches as the
-- service's own user, which the retention_all_tenants policy (0001) lets read across tenants,
-- so the index answers `@@`; it names the tenant itself, from the same app.tenant_id the
-- policies read, so a scoped transaction still finds only its tenant's messages (unset or
-- empty: none). Callers join the ids back to `messages` under the policies
-- (src/store/messages.ts, `search`).
CREATE FUNCTION search_hits(
  query tsquery,
  participant uuid,
  conversation uuid,
  page_size integer,
  skip integer
) RETURNS TABLE (id uuid, rank real)
LANGUAGE sql STABLE SECURITY DEFINER
-- A page at most, so the join back to messages goes by primary key (the default guess is 1,000).
ROWS 50
SET search_path = public, pg_temp
AS $$
  SELECT m.id, ts_rank(m.search, query) AS rank
    FROM messages m
   WHERE m.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid
     AND m.search @@ query
     AND m.deleted_at IS NULL
     AND (participant IS NULL OR EXISTS (
           SELECT 1 FROM participants p
            WHERE p.conversation_id = m.conversation_id AND p.user_id = participant))
     AND (conversation IS NULL OR m.conversation_id = conversation)
   ORDER BY rank DESC, m.created_at DESC, m.id DESC
   LIMIT page_size OFFSET skip
$$;
