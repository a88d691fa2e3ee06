CREATE TABLE "exhibition_days" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exhibition_days_n_ck" CHECK ("exhibition_days"."n" >= 0)
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_n_ck" CHECK ("row_counts"."n" >= 0)
);
--> statement-breakpoint
CREATE INDEX "exhibitions_last_day_idx" ON "exhibitions" USING btree (coalesce("end_date", "start_date"),"start_date","id");--> statement-breakpoint
-- Rows per table, kept by statement-level triggers (one update per statement, whatever the
-- number of rows, cascades included), so list totals read one row instead of counting.
INSERT INTO "row_counts" ("name", "n") VALUES
  ('fabrics', (SELECT count(*) FROM "fabrics")),
  ('countries', (SELECT count(*) FROM "countries")),
  ('exhibitions', (SELECT count(*) FROM "exhibitions"));
--> statement-breakpoint
CREATE FUNCTION row_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE name = TG_TABLE_NAME;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE name = TG_TABLE_NAME;
  ELSE
    UPDATE row_counts SET n = 0 WHERE name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Three triggers on each counted table: rows added, rows deleted (cascades included), truncate.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['fabrics', 'countries', 'exhibitions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION row_counts_keep()', t || '_rows_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION row_counts_keep()', t || '_rows_del', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION row_counts_keep()', t || '_rows_trunc', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Exhibitions per day they are over: upcoming and past totals add up one row per day.
INSERT INTO "exhibition_days" ("day", "n")
  SELECT coalesce("end_date", "start_date"), count(*) FROM "exhibitions"
  WHERE coalesce("end_date", "start_date") IS NOT NULL GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION exhibition_days_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM exhibition_days;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND coalesce(OLD.end_date, OLD.start_date) IS NOT NULL THEN
    UPDATE exhibition_days SET n = n - 1 WHERE day = coalesce(OLD.end_date, OLD.start_date);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND coalesce(NEW.end_date, NEW.start_date) IS NOT NULL THEN
    INSERT INTO exhibition_days (day, n) VALUES (coalesce(NEW.end_date, NEW.start_date), 1)
      ON CONFLICT (day) DO UPDATE SET n = exhibition_days.n + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER exhibition_days_trg AFTER INSERT OR DELETE OR UPDATE OF start_date, end_date ON exhibitions
  FOR EACH ROW EXECUTE FUNCTION exhibition_days_keep();
--> statement-breakpoint
CREATE TRIGGER exhibition_days_trunc AFTER TRUNCATE ON exhibitions
  FOR EACH STATEMENT EXECUTE FUNCTION exhibition_days_keep();
