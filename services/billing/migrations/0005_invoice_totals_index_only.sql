-- The invoice lists' totals (outstanding, overdue, paid this month) with 50,000 invoices in a
-- workspace (issue 29, make bench): the two partial indexes the totals read now carry the
-- columns they add up, so PostgreSQL answers from the index alone instead of visiting one heap
-- page per open or recently paid invoice (thousands a request).
DROP INDEX client_invoices_open_due;
CREATE INDEX client_invoices_open_due ON client_invoices (tenant_id, due_date)
  INCLUDE (currency, amount_due, amount_paid, id) WHERE status = 'open';
DROP INDEX client_invoices_paid_at;
CREATE INDEX client_invoices_paid_at ON client_invoices (tenant_id, paid_at)
  INCLUDE (currency, amount_paid, id) WHERE status = 'paid';
