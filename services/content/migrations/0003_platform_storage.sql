-- Mission Control's Storage card sums every tenant's files. That read runs in a scoped
-- transaction with app.platform_reader set, which only content's super-admin call sets
-- (domain/platformStorage.ts); it may read sizes across tenants, never write.
CREATE POLICY platform_reader ON files FOR SELECT
  USING (current_setting('app.platform_reader', true) = 'super_admin');
