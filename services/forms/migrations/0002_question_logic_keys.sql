-- A question's logic is stored under the names the API's messages give it (when_question_id,
-- equals, show_question_id), so its fields change case only at the HTTP edge, in the gateway.
-- The table's owner reads past row-level security only while it is not forced, for this one
-- rewrite of every tenant's rows; it is forced again before the migration commits.
ALTER TABLE forms NO FORCE ROW LEVEL SECURITY;

UPDATE forms f
   SET questions = (
     SELECT jsonb_agg(
              CASE
                WHEN jsonb_typeof(q -> 'logic') = 'object' AND q -> 'logic' ? 'whenQuestionId'
                  THEN jsonb_set(q, '{logic}', jsonb_build_object(
                         'when_question_id', q -> 'logic' -> 'whenQuestionId',
                         'equals', q -> 'logic' -> 'equals',
                         'show_question_id', q -> 'logic' -> 'showQuestionId'))
                ELSE q
              END
              ORDER BY position)
       FROM jsonb_array_elements(f.questions) WITH ORDINALITY AS item(q, position))
 WHERE jsonb_typeof(f.questions) = 'array'
   AND EXISTS (SELECT 1 FROM jsonb_array_elements(f.questions) AS item(q)
                WHERE q -> 'logic' ? 'whenQuestionId');

ALTER TABLE forms FORCE ROW LEVEL SECURITY;
