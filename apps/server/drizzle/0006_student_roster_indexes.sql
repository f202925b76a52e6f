DROP INDEX "students_school_status_idx";--> statement-breakpoint
DROP INDEX "students_school_grade_idx";--> statement-breakpoint
DROP INDEX "students_school_enrolled_idx";--> statement-breakpoint
DROP INDEX "students_school_created_idx";--> statement-breakpoint
CREATE INDEX "students_school_first_name_idx" ON "students" USING btree ("school_id","first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "students_school_first_name_prefix_idx" ON "students" USING btree ("school_id",lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_school_last_name_prefix_idx" ON "students" USING btree ("school_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_school_email_prefix_idx" ON "students" USING btree ("school_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "students_school_status_idx" ON "students" USING btree ("school_id","status","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "students_school_grade_idx" ON "students" USING btree ("school_id","grade","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "students_school_enrolled_idx" ON "students" USING btree ("school_id","enrolled_at","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "students_school_created_idx" ON "students" USING btree ("school_id","created_at","id");