CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_page_id_pk" PRIMARY KEY("user_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"user_id" uuid NOT NULL,
	"q" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_searches_user_id_q_pk" PRIMARY KEY("user_id","q")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookmarks_user_seq_idx" ON "bookmarks" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "recent_searches_user_at_idx" ON "recent_searches" USING btree ("user_id","searched_at");