CREATE TABLE "topic_search_words" (
	"school_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "topic_search_words_school_id_word_pk" PRIMARY KEY("school_id","word")
);
--> statement-breakpoint
ALTER TABLE "topic_search_words" ADD CONSTRAINT "topic_search_words_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_search_words_prefix_idx" ON "topic_search_words" USING btree ("school_id","word" text_pattern_ops);--> statement-breakpoint
-- The words of the topics written so far (from now on the topics repository adds them).
INSERT INTO "topic_search_words" ("school_id", "word")
SELECT DISTINCT "school_id", unnest(tsvector_to_array("search")) FROM "topics"
ON CONFLICT DO NOTHING;