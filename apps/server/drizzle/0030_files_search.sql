CREATE TABLE "exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"created_by" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "uploads_school_idx";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "exports" ADD CONSTRAINT "exports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exports_creator_created_idx" ON "exports" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "uploads_uploader_created_idx" ON "uploads" USING btree ("uploaded_by","created_at");--> statement-breakpoint
CREATE INDEX "uploads_name_trgm_idx" ON "uploads" USING gin (lower("original_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "uploads_school_idx" ON "uploads" USING btree ("school_id","created_at");