-- Not idempotent on purpose: applied twice, it fails (the table exists) or counts two runs.
CREATE TABLE migration_runs (run integer NOT NULL);
SELECT pg_sleep(0.2);
INSERT INTO migration_runs (run) VALUES (1);
