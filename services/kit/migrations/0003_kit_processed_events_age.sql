-- Pruning applied event ids by age (pruneProcessedEvents) reads them by processed_at.
CREATE INDEX processed_events_processed_at ON processed_events (processed_at);
