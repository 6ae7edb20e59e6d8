-- Depends on 0001: applied in order, or it fails.
ALTER TABLE notes ADD COLUMN pinned boolean NOT NULL DEFAULT false;
