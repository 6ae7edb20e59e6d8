-- The platform's fee on client invoices by plan (issue 29) is a settings section of its own.
ALTER TABLE platform_settings DROP CONSTRAINT platform_settings_section_check;
ALTER TABLE platform_settings ADD CONSTRAINT platform_settings_section_check
  CHECK (section IN ('brand', 'auth', 'security', 'retention', 'rate', 'payments'));
