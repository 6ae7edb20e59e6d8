-- Mission Control's Job Queue Depth chart: the number of jobs waiting in pg-boss, sampled once
-- a minute. The minute is the key, so replicas sampling the same minute keep one row; minutes
-- nobody sampled stay absent rather than drawn as a guess. Kept a week.
CREATE TABLE queue_depth_samples (
  minute timestamptz PRIMARY KEY,
  queued integer NOT NULL CHECK (queued >= 0)
);
