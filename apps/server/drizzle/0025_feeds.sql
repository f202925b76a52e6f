CREATE TABLE "feed_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"parent_id" uuid,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"audience" text NOT NULL,
	"class_id" uuid,
	"body_html" text,
	"activity_type" text,
	"params" jsonb,
	"link" text,
	"comments_allowed" boolean DEFAULT true NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"pinned_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_items_class_audience" CHECK (("feed_items"."audience" = 'class') = ("feed_items"."class_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "feed_reactions" (
	"target_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_reactions_target_id_user_id_pk" PRIMARY KEY("target_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_post_id_feed_items_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_comments" ADD CONSTRAINT "feed_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reactions" ADD CONSTRAINT "feed_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_reactions" ADD CONSTRAINT "feed_reactions_post_id_feed_items_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_comments_post_idx" ON "feed_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "feed_items_school_published_idx" ON "feed_items" USING btree ("school_id","published_at","id") WHERE "feed_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "feed_items_school_kind_published_idx" ON "feed_items" USING btree ("school_id","kind","published_at","id") WHERE "feed_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "feed_items_author_idx" ON "feed_items" USING btree ("school_id","author_id","published_at","id");--> statement-breakpoint
CREATE INDEX "feed_items_scheduled_idx" ON "feed_items" USING btree ("school_id","author_id","published_at") WHERE "feed_items"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "feed_items_pinned_idx" ON "feed_items" USING btree ("school_id","pinned_at") WHERE "feed_items"."pinned_at" is not null;--> statement-breakpoint
CREATE INDEX "feed_reactions_post_idx" ON "feed_reactions" USING btree ("post_id");