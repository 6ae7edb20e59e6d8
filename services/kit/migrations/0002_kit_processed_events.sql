-- Events a consumer has applied (services/kit/src/events/idempotent.ts). The row is written
-- in the same transaction as the consumer's effect, so a redelivered event finds it and is
-- skipped: at-least-once delivery, exactly-once effect. Holds ids only, no tenant data.
CREATE TABLE processed_events (
  consumer text NOT NULL,
  event_id text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
