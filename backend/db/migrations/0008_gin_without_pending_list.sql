DROP INDEX "games_search_idx";--> statement-breakpoint
DROP INDEX "games_tags_idx";--> statement-breakpoint
CREATE INDEX "games_search_idx" ON "games" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "games_tags_idx" ON "games" USING gin ("tags") WITH (fastupdate=false);