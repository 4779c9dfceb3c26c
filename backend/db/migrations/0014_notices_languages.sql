-- Notices and pop-ups in one language or several: each text becomes JSON, an old row's text a JSON string.
ALTER TABLE "notices" ALTER COLUMN "title" SET DATA TYPE jsonb USING to_jsonb("title");--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "contents" SET DATA TYPE jsonb USING to_jsonb("contents");--> statement-breakpoint
ALTER TABLE "popups" ALTER COLUMN "title" SET DATA TYPE jsonb USING to_jsonb("title");--> statement-breakpoint
ALTER TABLE "popups" ALTER COLUMN "contents" SET DATA TYPE jsonb USING to_jsonb("contents");
