CREATE TABLE "tutor_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "tutor_profiles_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "search_doc" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "tutor_search_words_trgm_idx" ON "tutor_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tutor_search_words_prefix_idx" ON "tutor_search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tutor_profiles_search_doc_idx" ON "tutor_profiles" USING gin ("search_doc");--> statement-breakpoint
ALTER TABLE "tutor_profiles" DROP COLUMN "search_text";--> statement-breakpoint
UPDATE "tutor_profiles" AS p SET "search_doc" =
  setweight(to_tsvector('simple', p.display_name || ' ' || coalesce((SELECT string_agg(DISTINCT s.name, ' ') FROM "tutor_subjects" ts JOIN "subjects" s ON s.id = ts.subject_id WHERE ts.user_id = p.user_id), '')), 'A') ||
  setweight(to_tsvector('simple', p.headline), 'B') ||
  setweight(to_tsvector('simple', p.bio), 'C');--> statement-breakpoint
INSERT INTO "tutor_search_words" ("word") SELECT DISTINCT unnest(tsvector_to_array("search_doc")) FROM "tutor_profiles" ON CONFLICT DO NOTHING;
