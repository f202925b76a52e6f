DROP INDEX "tutor_profiles_score_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_rate_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_rate_score_idx";--> statement-breakpoint
DROP INDEX "tutor_profiles_created_idx";--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "subject_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "account_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "tutor_profiles_subject_keys_idx" ON "tutor_profiles" USING gin ("subject_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tutor_profiles_score_idx" ON "tutor_profiles" USING btree ("rating_score","user_id","hourly_rate_credits","status","account_active","rating_count","rating_sum","languages");--> statement-breakpoint
CREATE INDEX "tutor_profiles_rate_idx" ON "tutor_profiles" USING btree ("hourly_rate_credits","rating_score","user_id","status","account_active","rating_count","rating_sum","languages");--> statement-breakpoint
CREATE INDEX "tutor_profiles_rate_score_idx" ON "tutor_profiles" USING btree ("hourly_rate_credits","rating_score" DESC NULLS FIRST,"user_id" DESC NULLS FIRST,"status","account_active","rating_count","rating_sum","languages");--> statement-breakpoint
CREATE INDEX "tutor_profiles_created_idx" ON "tutor_profiles" USING btree ("created_at","user_id","hourly_rate_credits","status","account_active","rating_count","rating_sum","languages");--> statement-breakpoint
-- Written by hand (drizzle does not express functions or triggers). Search filters the profile row
-- alone: the subjects a tutor teaches at which levels as keys (`tutor_subject_keys`, written with
-- the search document), and whether the account may sign in, kept from `users.status` here.
CREATE FUNCTION tutor_subject_keys(tutor uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}')
  FROM tutor_subjects s,
    LATERAL unnest(array['s:' || s.subject_id, 'l:' || s.level, 's:' || s.subject_id || '/' || s.level]) AS k
  WHERE s.user_id = tutor
$$;--> statement-breakpoint
CREATE FUNCTION tutor_profiles_account_active() RETURNS trigger AS $$
BEGIN
  -- An account written in the same statement is not visible yet: it keeps the given value.
  NEW.account_active := coalesce((SELECT status = 'active' FROM users WHERE id = NEW.user_id), NEW.account_active);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER tutor_profiles_account_active BEFORE INSERT ON tutor_profiles
  FOR EACH ROW EXECUTE FUNCTION tutor_profiles_account_active();--> statement-breakpoint
CREATE FUNCTION users_tutor_account_active() RETURNS trigger AS $$
BEGIN
  UPDATE tutor_profiles SET account_active = (NEW.status = 'active') WHERE user_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_tutor_account_active AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION users_tutor_account_active();--> statement-breakpoint
UPDATE tutor_profiles p SET account_active = false FROM users u
  WHERE u.id = p.user_id AND u.status <> 'active';--> statement-breakpoint
UPDATE tutor_profiles p SET subject_keys = tutor_subject_keys(p.user_id)
  WHERE EXISTS (SELECT 1 FROM tutor_subjects s WHERE s.user_id = p.user_id);
--> statement-breakpoint
-- Search's statements take 5 to 30 ms and many run at once: parallel workers' start-up and their
-- contention with the other searches for the same cores cost more than they save (a day's
-- availability search: p95 41-58 ms with them, 27-31 ms without, on two cores).
ALTER TABLE tutor_profiles SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE tutor_open_windows SET (parallel_workers = 0);
