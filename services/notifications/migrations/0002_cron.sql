-- Scheduled jobs (super console Cron table): each schedule's cron expression, whether it is
-- enabled, and when it last and next runs. cron_runs holds one row per schedule and tick: the
-- replica whose insert wins runs that tick, so a schedule fires once however many replicas
-- tick. Platform-wide, hence no row-level security.
CREATE TABLE cron_schedules (
  name text PRIMARY KEY,
  schedule text NOT NULL,
  description text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  last_run_at timestamptz,
  next_run_at timestamptz
);

CREATE TABLE cron_runs (
  name text NOT NULL REFERENCES cron_schedules (name) ON DELETE CASCADE,
  tick timestamptz NOT NULL,
  job_id text,
  PRIMARY KEY (name, tick)
);
