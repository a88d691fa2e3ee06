-- The activity log names rows about a person (contact messages, applications, meeting and sample
-- requests) by kind and id only: `#12`, or `#12: read` with the change's key. Lines written before
-- named the person or their company ("Ada Yılmaz: notes"); they are rewritten the same way, so no
-- name outlives its row or a privacy erasure. Lines an erasure already blanked stay blank.
UPDATE "activity_log"
SET "summary" = '#' || "entity_id"::text || coalesce(
  ': ' || (regexp_match(
    "summary",
    ': (new|read|replied|pending|interviewing|accepted|rejected|in_progress|confirmed|closed|sent|notes|reply)$'
  ))[1],
  ''
)
WHERE "entity" IN ('contact_message', 'job_application', 'meeting_request', 'sample_request')
  AND "summary" <> ''
  AND "summary" !~ '^#[0-9]+(: [a-z_]+)?$';
