CREATE TABLE "appointment_reminders" (
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "appointment_reminders_appointment_id_kind_starts_at_pk" PRIMARY KEY("appointment_id","kind","starts_at")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"student_id" uuid,
	"subject_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"status" text NOT NULL,
	"price_credits" integer NOT NULL,
	"hourly_rate_credits" integer NOT NULL,
	"meeting_link" text,
	"notes" text,
	"topic_id" uuid,
	"booked_by_user_id" uuid,
	"booked_by_name" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"price_changes" integer DEFAULT 0 NOT NULL,
	"reschedule_starts_at" timestamp with time zone,
	"reschedule_duration_minutes" smallint,
	"reschedule_requested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancellation_kind" text,
	"cancellation_reason" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"refunded_anyway" boolean DEFAULT false NOT NULL,
	"no_show" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending_approval','booked','completed','cancelled','no_show')),
	CONSTRAINT "appointments_order_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_duration_check" CHECK ("appointments"."duration_minutes" in (30, 45, 60, 90)),
	CONSTRAINT "appointments_price_check" CHECK ("appointments"."price_credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "monthly_allowance_credits" integer;--> statement-breakpoint
ALTER TABLE "appointment_reminders" ADD CONSTRAINT "appointment_reminders_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tutor_id_tutor_profiles_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutor_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_school_key_key" ON "appointments" USING btree ("school_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "appointments_school_start_idx" ON "appointments" USING btree ("school_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "appointments_school_status_start_idx" ON "appointments" USING btree ("school_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_tutor_start_idx" ON "appointments" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_student_start_idx" ON "appointments" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_allowance_check" CHECK ("students"."monthly_allowance_credits" is null or "students"."monthly_allowance_credits" >= 0);