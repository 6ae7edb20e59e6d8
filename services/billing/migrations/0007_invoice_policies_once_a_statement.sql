-- The client invoices' policies read the tenant once a statement, not once a row. The lists'
-- totals add up every open invoice and every one paid this month under the policy, and
-- PostgreSQL called `current_setting` on each of them (thousands a request at 50,000 invoices,
-- issue 29); in a sub-select it runs once, as an InitPlan. The stores name the tenant in their
-- own WHERE clauses, so the indexes and row estimates come from there either way
-- (bench/README.md, "Kept totals and lists as staff read them").
ALTER POLICY tenant_isolation ON client_invoices
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
ALTER POLICY tenant_isolation ON client_invoice_recipients
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
