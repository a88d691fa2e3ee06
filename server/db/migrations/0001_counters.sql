-- Counter columns kept by the database itself, so 'Photos (n)' and the dashboard read one
-- row instead of counting, whatever code path inserts or deletes (cascades included).
CREATE FUNCTION exhibition_photos_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE exhibitions SET photo_count = photo_count + 1 WHERE id = NEW.exhibition_id;
    UPDATE countries SET photo_count = photo_count + 1
      WHERE id = (SELECT country_id FROM exhibitions WHERE id = NEW.exhibition_id);
    RETURN NEW;
  ELSE
    UPDATE exhibitions SET photo_count = photo_count - 1 WHERE id = OLD.exhibition_id;
    UPDATE countries SET photo_count = photo_count - 1
      WHERE id = (SELECT country_id FROM exhibitions WHERE id = OLD.exhibition_id);
    RETURN OLD;
  END IF;
END $$;
--> statement-breakpoint
CREATE TRIGGER exhibition_photos_count_trg AFTER INSERT OR DELETE ON exhibition_photos
  FOR EACH ROW EXECUTE FUNCTION exhibition_photos_count();
--> statement-breakpoint
CREATE FUNCTION exhibitions_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE countries SET exhibition_count = exhibition_count + 1 WHERE id = NEW.country_id;
    RETURN NEW;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE countries SET exhibition_count = exhibition_count - 1, photo_count = photo_count - OLD.photo_count
      WHERE id = OLD.country_id;
    RETURN OLD;
  ELSE
    IF NEW.country_id <> OLD.country_id THEN
      UPDATE countries SET exhibition_count = exhibition_count - 1, photo_count = photo_count - OLD.photo_count
        WHERE id = OLD.country_id;
      UPDATE countries SET exhibition_count = exhibition_count + 1, photo_count = photo_count + NEW.photo_count
        WHERE id = NEW.country_id;
    END IF;
    RETURN NEW;
  END IF;
END $$;
--> statement-breakpoint
CREATE TRIGGER exhibitions_count_trg AFTER INSERT OR DELETE OR UPDATE OF country_id ON exhibitions
  FOR EACH ROW EXECUTE FUNCTION exhibitions_count();
--> statement-breakpoint
CREATE FUNCTION fabric_photos_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE fabrics SET photo_count = photo_count + 1 WHERE id = NEW.fabric_id;
    RETURN NEW;
  ELSE
    UPDATE fabrics SET photo_count = photo_count - 1 WHERE id = OLD.fabric_id;
    RETURN OLD;
  END IF;
END $$;
--> statement-breakpoint
CREATE TRIGGER fabric_photos_count_trg AFTER INSERT OR DELETE ON fabric_photos
  FOR EACH ROW EXECUTE FUNCTION fabric_photos_count();
