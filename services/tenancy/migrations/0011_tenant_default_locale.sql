-- The language a tenant's people read unless they chose their own (issue 26), set in Brand &
-- Legal; NULL: none, each person's browser decides. One of @portico/rules LOCALES.
ALTER TABLE tenants ADD COLUMN default_locale text CHECK (default_locale IN ('en', 'es'));
