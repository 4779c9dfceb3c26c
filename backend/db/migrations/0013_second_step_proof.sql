ALTER TABLE "sessions" ADD COLUMN "proof_at" timestamp with time zone;
