DROP INDEX "students_search_trgm_idx";--> statement-breakpoint
DROP INDEX "topics_tags_idx";--> statement-breakpoint
DROP INDEX "topics_school_search_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_search_doc_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_languages_idx";--> statement-breakpoint
DROP INDEX "tutor_search_words_trgm_idx";--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "topics_tags_idx" ON "topics" USING gin ("tags") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "topics_school_search_idx" ON "topics" USING gin ("school_id","search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tutor_profiles_search_doc_idx" ON "tutor_profiles" USING gin ("search_doc") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tutor_profiles_languages_idx" ON "tutor_profiles" USING gin ("languages") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tutor_search_words_trgm_idx" ON "tutor_search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);