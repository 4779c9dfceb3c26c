ALTER TABLE "helps" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "helps_public_idx" ON "helps" USING btree ("answered_at") WHERE "helps"."public";