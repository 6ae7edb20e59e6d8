-- Messages posted through the public API (/api/v1/conversations…, an API key) say so: `api`
-- beside `portal` and `email`, shown as the message's origin like a reply by email.
ALTER TABLE messages DROP CONSTRAINT messages_via_check;
ALTER TABLE messages ADD CONSTRAINT messages_via_check CHECK (via IN ('portal', 'email', 'api'));
