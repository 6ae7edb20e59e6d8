-- Tables of an example service for the event tests, applied after the kit's migrations as a
-- service's own migrations are (so the tenant role is granted them the same way).
-- A producer's state: invitations, each announced by an event in the outbox.
CREATE TABLE invitations (
  id uuid PRIMARY KEY,
  tenant_id text NOT NULL,
  email text NOT NULL
);

-- A consumer's effect: the welcome emails it queued for events it received.
CREATE TABLE welcome_emails (
  id bigserial PRIMARY KEY,
  event_id text NOT NULL,
  tenant_id text
);
