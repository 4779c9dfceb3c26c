-- Existing rows get a unique placeholder (\x01 and the id); fillNickKeys (backend/nickname.ts) computes their skeletons at start.
ALTER TABLE "users" ADD COLUMN "nick_key" text;--> statement-breakpoint
UPDATE "users" SET "nick_key" = chr(1) || "id"::text;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "nick_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_nick_key_unique" UNIQUE("nick_key");
