-- Issue 14: a work item's narrative, outcome, actual and expected result become rich text
-- (sanitised HTML). Text written before is escaped and kept, one paragraph per line.
UPDATE "work_items" SET
  "narrative" = CASE WHEN btrim("narrative") = '' THEN NULL ELSE '<p>' || replace(replace(replace(replace("narrative", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '</p><p>') || '</p>' END,
  "outcome" = CASE WHEN btrim("outcome") = '' THEN NULL ELSE '<p>' || replace(replace(replace(replace("outcome", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '</p><p>') || '</p>' END,
  "actual_result" = CASE WHEN btrim("actual_result") = '' THEN NULL ELSE '<p>' || replace(replace(replace(replace("actual_result", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '</p><p>') || '</p>' END,
  "expected_result" = CASE WHEN btrim("expected_result") = '' THEN NULL ELSE '<p>' || replace(replace(replace(replace("expected_result", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '</p><p>') || '</p>' END
WHERE coalesce("narrative", "outcome", "actual_result", "expected_result") IS NOT NULL;
