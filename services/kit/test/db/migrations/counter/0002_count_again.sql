INSERT INTO migration_runs (run) VALUES (2);
