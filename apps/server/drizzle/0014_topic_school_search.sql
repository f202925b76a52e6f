-- One GIN index over (school, words) needs btree_gin for the uuid column (bundled with the embedded engine; contrib on a server).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "topics_search_idx";--> statement-breakpoint
CREATE INDEX "topics_school_search_idx" ON "topics" USING gin ("school_id","search");