-- Devices (browsers, by the SHA-256 of their device cookie) that have signed in to an
-- account. An account's failed-attempt limit blocks only devices not listed here, so
-- someone guessing a password cannot lock the owner out of their own account.
CREATE TABLE known_devices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_hash)
);
