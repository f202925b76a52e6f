CREATE TABLE "topic_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body_html" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "topic_answers_score_check" CHECK ("topic_answers"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "topic_favourites" (
	"user_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_favourites_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "topic_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"answer_id" uuid,
	"title" text,
	"body_html" text NOT NULL,
	"edited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_views" (
	"topic_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "topic_views_topic_id_user_id_day_pk" PRIMARY KEY("topic_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "topic_votes" (
	"answer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_votes_answer_id_user_id_pk" PRIMARY KEY("answer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"excerpt" text NOT NULL,
	"subject_id" uuid,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"accepted_answer_id" uuid,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body_text), 'B')) STORED NOT NULL,
	CONSTRAINT "topics_status_check" CHECK ("topics"."status" in ('open','answered','closed')),
	CONSTRAINT "topics_counts_check" CHECK ("topics"."answer_count" >= 0 and "topics"."view_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "topic_answers" ADD CONSTRAINT "topic_answers_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_answers" ADD CONSTRAINT "topic_answers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_answers" ADD CONSTRAINT "topic_answers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_favourites" ADD CONSTRAINT "topic_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_favourites" ADD CONSTRAINT "topic_favourites_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_revisions" ADD CONSTRAINT "topic_revisions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_revisions" ADD CONSTRAINT "topic_revisions_answer_id_topic_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."topic_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_revisions" ADD CONSTRAINT "topic_revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_views" ADD CONSTRAINT "topic_views_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_views" ADD CONSTRAINT "topic_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_votes" ADD CONSTRAINT "topic_votes_answer_id_topic_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."topic_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_votes" ADD CONSTRAINT "topic_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_answers_topic_score_idx" ON "topic_answers" USING btree ("topic_id","score","created_at");--> statement-breakpoint
CREATE INDEX "topic_answers_school_author_idx" ON "topic_answers" USING btree ("school_id","author_id","topic_id");--> statement-breakpoint
CREATE INDEX "topic_favourites_topic_idx" ON "topic_favourites" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "topic_revisions_post_idx" ON "topic_revisions" USING btree ("topic_id","answer_id","created_at");--> statement-breakpoint
CREATE INDEX "topics_school_activity_idx" ON "topics" USING btree ("school_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "topics_school_created_idx" ON "topics" USING btree ("school_id","created_at","id");--> statement-breakpoint
CREATE INDEX "topics_school_votes_idx" ON "topics" USING btree ("school_id","vote_count","id");--> statement-breakpoint
CREATE INDEX "topics_school_unanswered_idx" ON "topics" USING btree ("school_id","created_at","id") WHERE "topics"."answer_count" = 0;--> statement-breakpoint
CREATE INDEX "topics_school_author_idx" ON "topics" USING btree ("school_id","author_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "topics_school_subject_idx" ON "topics" USING btree ("school_id","subject_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "topics_tags_idx" ON "topics" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "topics_search_idx" ON "topics" USING gin ("search");