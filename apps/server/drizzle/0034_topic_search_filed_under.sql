ALTER TABLE "topics" ADD COLUMN "filed_under" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" drop column "search";--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', filed_under), 'A') || setweight(to_tsvector('simple', body_text), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "topics_school_search_idx" ON "topics" USING gin ("school_id","search") WITH (fastupdate=false);--> statement-breakpoint
-- Written by hand (drizzle does not express functions or triggers). A topic's subject name and
-- tags, as words its search reads: written before the row is stored (the generated `search` is
-- computed after), whichever code sets the subject or the tags.
CREATE FUNCTION topic_filed_under() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.filed_under := concat_ws(' ',
    (SELECT name FROM subjects WHERE id = NEW.subject_id),
    array_to_string(NEW.tags, ' '));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER topics_filed_under BEFORE INSERT OR UPDATE OF subject_id, tags ON topics
  FOR EACH ROW EXECUTE FUNCTION topic_filed_under();--> statement-breakpoint
UPDATE topics SET tags = tags;--> statement-breakpoint
INSERT INTO topic_search_words (school_id, word)
  SELECT DISTINCT school_id, unnest(tsvector_to_array(search)) FROM topics
  ON CONFLICT DO NOTHING;
