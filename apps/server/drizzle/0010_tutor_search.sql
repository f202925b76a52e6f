CREATE TABLE "tutor_availability_exceptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint,
	CONSTRAINT "tutor_availability_exceptions_kind_check" CHECK ("tutor_availability_exceptions"."kind" in ('off','extra'))
);
--> statement-breakpoint
CREATE TABLE "tutor_open_windows" (
	"tutor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tutor_open_windows_tutor_id_starts_at_pk" PRIMARY KEY("tutor_id","starts_at"),
	CONSTRAINT "tutor_open_windows_check" CHECK ("tutor_open_windows"."starts_at" < "tutor_open_windows"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "tutor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"appointment_id" uuid,
	"rating" smallint NOT NULL,
	"text" text,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_reviews_rating_check" CHECK ("tutor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tutor_weekly_windows" (
	"tutor_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "tutor_weekly_windows_tutor_id_weekday_start_minute_pk" PRIMARY KEY("tutor_id","weekday","start_minute"),
	CONSTRAINT "tutor_weekly_windows_check" CHECK ("tutor_weekly_windows"."weekday" between 1 and 7 and "tutor_weekly_windows"."start_minute" >= 0 and "tutor_weekly_windows"."end_minute" <= 1440 and "tutor_weekly_windows"."start_minute" < "tutor_weekly_windows"."end_minute")
);
--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "headline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "rating_score" double precision GENERATED ALWAYS AS ((40 + rating_sum)::double precision / (10 + rating_count)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD COLUMN "windows_until" date;--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD COLUMN "level" text DEFAULT 'secondary' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_availability_exceptions" ADD CONSTRAINT "tutor_availability_exceptions_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_open_windows" ADD CONSTRAINT "tutor_open_windows_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_weekly_windows" ADD CONSTRAINT "tutor_weekly_windows_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_availability_exceptions_tutor_idx" ON "tutor_availability_exceptions" USING btree ("tutor_id","day");--> statement-breakpoint
CREATE INDEX "tutor_open_windows_range_idx" ON "tutor_open_windows" USING btree ("starts_at","ends_at","tutor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_reviews_appointment_key" ON "tutor_reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "tutor_reviews_tutor_created_idx" ON "tutor_reviews" USING btree ("tutor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_search_trgm_idx" ON "tutor_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tutor_profiles_languages_idx" ON "tutor_profiles" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "tutor_profiles_score_idx" ON "tutor_profiles" USING btree ("rating_score","user_id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_rate_idx" ON "tutor_profiles" USING btree ("hourly_rate_credits","user_id");--> statement-breakpoint
CREATE INDEX "tutor_profiles_created_idx" ON "tutor_profiles" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "tutor_subjects_subject_level_idx" ON "tutor_subjects" USING btree ("subject_id","level","user_id");--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_status_check" CHECK ("tutor_profiles"."status" in ('active','suspended'));--> statement-breakpoint
ALTER TABLE "tutor_profiles" ADD CONSTRAINT "tutor_profiles_rating_check" CHECK ("tutor_profiles"."rating_count" >= 0 and "tutor_profiles"."rating_sum" >= 0);--> statement-breakpoint
ALTER TABLE "tutor_subjects" ADD CONSTRAINT "tutor_subjects_level_check" CHECK ("tutor_subjects"."level" in ('primary','secondary','exam_prep','university'));