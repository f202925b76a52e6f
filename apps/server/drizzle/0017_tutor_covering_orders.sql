DROP INDEX "tutor_profiles_score_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_rate_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_rate_score_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_created_idx";--> statement-breakpoint
CREATE INDEX "tutor_profiles_score_idx" ON "tutor_profiles" USING btree ("rating_score","user_id","hourly_rate_credits","status","rating_count","rating_sum","languages");--> statement-breakpoint
CREATE INDEX "tutor_profiles_rate_idx" ON "tutor_profiles" USING btree ("hourly_rate_credits","rating_score","user_id","status","rating_count","rating_sum","languages");--> statement-breakpoint
CREATE INDEX "tutor_profiles_rate_score_idx" ON "tutor_profiles" USING btree ("hourly_rate_credits","rating_score" DESC NULLS FIRST,"user_id" DESC NULLS FIRST,"status","rating_count","rating_sum","languages");--> statement-breakpoint
CREATE INDEX "tutor_profiles_created_idx" ON "tutor_profiles" USING btree ("created_at","user_id","hourly_rate_credits","status","rating_count","rating_sum","languages");