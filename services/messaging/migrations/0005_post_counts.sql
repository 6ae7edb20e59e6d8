-- Each person's posts and edits per window (@portico/rules MESSAGE_POST_LIMIT), counted in the
-- posting transaction itself (domain/postLimit.ts) instead of a call to identity and a
-- transaction of its own on every post (bench/README.md, "Messages"). Per person across every
-- workspace, as the limit always was, so the rows name no tenant: a person's id and a number.
CREATE TABLE post_counts (
  user_id uuid NOT NULL,
  window_start timestamptz NOT NULL,
  posts integer NOT NULL,
  PRIMARY KEY (user_id, window_start)
);
CREATE INDEX post_counts_window ON post_counts (window_start);
