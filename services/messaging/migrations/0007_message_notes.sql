-- What the portal says about a message besides its words (a reply by email whose files were
-- not added), stored as codes with their figures, [{"code": "attachments_not_added", "count": 2}],
-- so every reader's screen and email says it in their own language (domain/replies.ts). A
-- constant default: no rewrite of the table.
ALTER TABLE messages ADD COLUMN notes jsonb NOT NULL DEFAULT '[]'::jsonb
  CHECK (jsonb_typeof(notes) = 'array');
