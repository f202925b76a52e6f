-- Double booking is impossible by construction: two appointments that hold their time (pending
-- approval or booked) never overlap for one tutor, nor for one student. Drizzle cannot express an
-- exclusion constraint, so this migration is written by hand.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tutor_no_overlap" EXCLUDE USING gist (
  "tutor_id" WITH =,
  tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" IN ('pending_approval', 'booked'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_student_no_overlap" EXCLUDE USING gist (
  "student_id" WITH =,
  tstzrange("starts_at", "ends_at") WITH &&
) WHERE ("status" IN ('pending_approval', 'booked') AND "student_id" IS NOT NULL);
