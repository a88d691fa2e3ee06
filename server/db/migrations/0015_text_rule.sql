-- One rule for text (common/text.ts): no control character (C0, DEL, C1) in a text field, except
-- tab and line breaks in a multi-line one. The admin API took BEL, ESC, NEL and line breaks in
-- localized names and a few one-line fields before the rule; the rows holding them are cleaned
-- here, so that the content export of any site imports again: in a one-line field, tabs and line
-- breaks become one space and other controls go; in a multi-line field, the other controls go.
-- Only rows holding such a character are touched. The helper functions are dropped at the end.
CREATE FUNCTION "text_rule_one"(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(regexp_replace(regexp_replace(t, '[\t\n\r]+', ' ', 'g'), '[\u0001-\u001f\u007f-\u009f]', '', 'g'))
$$;
--> statement-breakpoint
CREATE FUNCTION "text_rule_multi"(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(t, '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]', '', 'g')
$$;
--> statement-breakpoint
CREATE FUNCTION "text_rule_localized"(j jsonb, multi boolean) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    jsonb_object_agg(key, CASE WHEN multi THEN "text_rule_multi"(value) ELSE "text_rule_one"(value) END),
    '{}'::jsonb
  )
  FROM jsonb_each_text(j)
$$;
--> statement-breakpoint
UPDATE "fabrics" SET "name" = "text_rule_localized"("name", false)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("name") e WHERE e.value ~ '[\u0001-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "fabrics" SET "description" = "text_rule_localized"("description", true)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("description") e WHERE e.value ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "collections" SET "name" = "text_rule_localized"("name", false)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("name") e WHERE e.value ~ '[\u0001-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "collections" SET "description" = "text_rule_localized"("description", true)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("description") e WHERE e.value ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "certificates" SET "scope" = "text_rule_localized"("scope", true)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("scope") e WHERE e.value ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "countries" SET "name" = "text_rule_localized"("name", false)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("name") e WHERE e.value ~ '[\u0001-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "exhibitions" SET "title" = "text_rule_localized"("title", false)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("title") e WHERE e.value ~ '[\u0001-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "exhibitions" SET "description" = "text_rule_localized"("description", true)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("description") e WHERE e.value ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "exhibition_photos" SET "title" = "text_rule_localized"("title", false)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("title") e WHERE e.value ~ '[\u0001-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "exhibition_photos" SET "description" = "text_rule_localized"("description", true)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("description") e WHERE e.value ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "positions" SET "title" = "text_rule_localized"("title", false)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("title") e WHERE e.value ~ '[\u0001-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "positions" SET "description" = "text_rule_localized"("description", true)
WHERE EXISTS (SELECT 1 FROM jsonb_each_text("description") e WHERE e.value ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]');
--> statement-breakpoint
UPDATE "fabrics" SET "code" = "text_rule_one"("code") WHERE "code" ~ '[\u0001-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "certificates" SET "number" = "text_rule_one"("number") WHERE "number" ~ '[\u0001-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "certificates" SET "issuer" = "text_rule_one"("issuer") WHERE "issuer" ~ '[\u0001-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "exhibitions" SET "city" = "text_rule_one"("city") WHERE "city" ~ '[\u0001-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "exhibitions" SET "venue" = "text_rule_one"("venue") WHERE "venue" ~ '[\u0001-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "exhibitions" SET "hall" = "text_rule_one"("hall") WHERE "hall" ~ '[\u0001-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "exhibitions" SET "stand" = "text_rule_one"("stand") WHERE "stand" ~ '[\u0001-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "positions" SET "department" = "text_rule_one"("department") WHERE "department" ~ '[\u0001-\u001f\u007f-\u009f]';
--> statement-breakpoint
UPDATE "positions" SET "location" = "text_rule_one"("location") WHERE "location" ~ '[\u0001-\u001f\u007f-\u009f]';
--> statement-breakpoint
DROP FUNCTION "text_rule_localized"(jsonb, boolean);
--> statement-breakpoint
DROP FUNCTION "text_rule_one"(text);
--> statement-breakpoint
DROP FUNCTION "text_rule_multi"(text);
