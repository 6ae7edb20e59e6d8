-- The language a person reads the portal and its emails in (issue 26), chosen in the profile
-- menu. NULL until they choose: their tenant's default applies, else their browser's. One of
-- @portico/rules LOCALES.
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('en', 'es'));
