CREATE TABLE "tutor_search_rows" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rating_score" double precision NOT NULL,
	"hourly_rate_credits" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"rating_count" integer NOT NULL,
	"languages" text[] NOT NULL,
	"subject_keys" text[] NOT NULL,
	"search_doc" "tsvector" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "tutor_profiles_search_doc_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_languages_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_subject_keys_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_score_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_rate_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_rate_score_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_created_idx";--> statement-breakpoint
ALTER TABLE "tutor_search_rows" ADD CONSTRAINT "tutor_search_rows_user_id_tutor_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_search_rows_search_doc_idx" ON "tutor_search_rows" USING gin ("search_doc") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tutor_search_rows_languages_idx" ON "tutor_search_rows" USING gin ("languages") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tutor_search_rows_subject_keys_idx" ON "tutor_search_rows" USING gin ("subject_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tutor_search_rows_score_idx" ON "tutor_search_rows" USING btree ("rating_score","user_id","hourly_rate_credits","rating_count","rating_sum","languages");--> statement-breakpoint
CREATE INDEX "tutor_search_rows_rate_idx" ON "tutor_search_rows" USING btree ("hourly_rate_credits","rating_score","user_id","rating_count","rating_sum","languages");--> statement-breakpoint
CREATE INDEX "tutor_search_rows_rate_score_idx" ON "tutor_search_rows" USING btree ("hourly_rate_credits","rating_score" DESC NULLS FIRST,"user_id" DESC NULLS FIRST,"rating_count","rating_sum","languages");--> statement-breakpoint
CREATE INDEX "tutor_search_rows_created_idx" ON "tutor_search_rows" USING btree ("created_at","user_id","hourly_rate_credits","rating_count","rating_sum","languages");--> statement-breakpoint
-- Written by hand (drizzle does not express functions or triggers). Search reads a narrow copy of
-- each visible tutor's search columns; the profile's own writes keep it, whichever code makes
-- them: an active profile of an account that may sign in has its row, any other has none.
CREATE FUNCTION tutor_search_rows_sync() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'active' AND NEW.account_active THEN
    INSERT INTO tutor_search_rows (user_id, rating_score, hourly_rate_credits, rating_sum,
      rating_count, languages, subject_keys, search_doc, created_at)
    VALUES (NEW.user_id, NEW.rating_score, NEW.hourly_rate_credits, NEW.rating_sum,
      NEW.rating_count, NEW.languages, NEW.subject_keys, NEW.search_doc, NEW.created_at)
    ON CONFLICT (user_id) DO UPDATE SET rating_score = EXCLUDED.rating_score,
      hourly_rate_credits = EXCLUDED.hourly_rate_credits, rating_sum = EXCLUDED.rating_sum,
      rating_count = EXCLUDED.rating_count, languages = EXCLUDED.languages,
      subject_keys = EXCLUDED.subject_keys, search_doc = EXCLUDED.search_doc,
      created_at = EXCLUDED.created_at;
  ELSE
    DELETE FROM tutor_search_rows WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Only the columns search reads: the daily roll's `windows_until` and a photo change cost nothing.
CREATE TRIGGER tutor_search_rows_sync AFTER INSERT OR UPDATE OF status, account_active,
  hourly_rate_credits, rating_sum, rating_count, languages, subject_keys, search_doc, created_at
  ON tutor_profiles FOR EACH ROW EXECUTE FUNCTION tutor_search_rows_sync();--> statement-breakpoint
INSERT INTO tutor_search_rows (user_id, rating_score, hourly_rate_credits, rating_sum, rating_count,
    languages, subject_keys, search_doc, created_at)
  SELECT user_id, rating_score, hourly_rate_credits, rating_sum, rating_count, languages,
    subject_keys, search_doc, created_at
  FROM tutor_profiles WHERE status = 'active' AND account_active;--> statement-breakpoint
-- As for the profiles and windows (0032): no parallel workers for search's short statements.
ALTER TABLE tutor_search_rows SET (parallel_workers = 0);
