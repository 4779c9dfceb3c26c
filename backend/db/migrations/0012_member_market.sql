ALTER TABLE "users" ADD COLUMN "currency" text DEFAULT 'KRW' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD COLUMN "currency" text DEFAULT 'KRW' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD COLUMN "host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_requests" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "wallet_requests" ALTER COLUMN "host" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "currency" text DEFAULT 'KRW' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ledger" ALTER COLUMN "host" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "comp_conversions" ADD COLUMN "currency" text DEFAULT 'KRW' NOT NULL;--> statement-breakpoint
ALTER TABLE "comp_conversions" ADD COLUMN "host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "comp_conversions" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "comp_conversions" ALTER COLUMN "host" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "currency" text DEFAULT 'KRW' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "host" DROP DEFAULT;
