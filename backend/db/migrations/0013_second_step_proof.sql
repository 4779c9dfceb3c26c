ALTER TABLE "sessions" ADD COLUMN "proof_at" timestamp with time zone;--> statement-breakpoint
-- Nicknames fold confusables before case now: every key is computed again at start (fillNickKeys), earliest member first.
UPDATE "users" SET "nick_key" = chr(1) || "id"::text;
