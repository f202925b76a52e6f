DROP INDEX "students_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "students_school_enrolled_idx" ON "students" USING btree ("school_id","enrolled_at");--> statement-breakpoint
CREATE INDEX "students_school_created_idx" ON "students" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops);