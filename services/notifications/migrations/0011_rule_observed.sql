-- What each alert rule's metric measured at its last evaluation, and when: Mission Control's
-- Active Alerts say what was observed ("Error rate 7.3 % — above 5 %"), not only the
-- threshold. NULL until an evaluation had a figure (a missing figure is no observation).
ALTER TABLE alert_rules
  ADD COLUMN last_value double precision,
  ADD COLUMN last_evaluated_at timestamptz;
