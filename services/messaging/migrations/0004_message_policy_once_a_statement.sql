-- The messages' policy reads the tenant once a statement, not once a message. The inbox counts
-- each conversation's unread messages under it (thousands of messages a page, issue 27), and
-- PostgreSQL called `current_setting` on every one; in a sub-select it runs once, as an
-- InitPlan. Messages are always found by their conversation or id, whose indexes and estimates
-- do not depend on the policy (bench/README.md, "Kept totals and lists as staff read them").
ALTER POLICY tenant_isolation ON messages
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::uuid));
