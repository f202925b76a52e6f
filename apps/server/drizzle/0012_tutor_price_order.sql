DROP INDEX "tutor_profiles_rate_idx";--> statement-breakpoint
CREATE INDEX "tutor_profiles_rate_score_idx" ON "tutor_profiles" USING btree ("hourly_rate_credits","rating_score" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tutor_profiles_rate_idx" ON "tutor_profiles" USING btree ("hourly_rate_credits","rating_score","user_id");