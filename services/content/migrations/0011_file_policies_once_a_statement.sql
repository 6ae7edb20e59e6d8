-- The files policies read their settings once a statement, not once a row. A folder's total
-- counts its files under the policies, and PostgreSQL evaluated `current_setting` (twice, for
-- the tenant and for the platform reader) on each of them: 5.5 ms for a folder of 10,000 against
-- 2 ms with each setting in a sub-select, which the planner runs once as an InitPlan
-- (bench/README.md, "Kept totals and lists as staff read them"). The folder listing names its
-- tenant itself, so its index is used either way; only the per-row cost changes.
ALTER POLICY tenant_isolation ON files
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
ALTER POLICY platform_reader ON files
  USING ((SELECT current_setting('app.platform_reader', true)) = 'super_admin');
