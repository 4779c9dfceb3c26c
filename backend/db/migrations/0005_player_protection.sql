CREATE TABLE "deposit_limits" (
	"user_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_since" timestamp with time zone,
	"pending_amount" bigint,
	CONSTRAINT "deposit_limits_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "deposit_limits_amount_check" CHECK ("deposit_limits"."amount" > 0 and "deposit_limits"."pending_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "protection_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"period" text,
	"amount" bigint,
	"minutes" integer,
	"until" timestamp with time zone,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "balance_at_login" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "balance_at_login" = "users"."balance" FROM "users" WHERE "users"."id" = "sessions"."user_id";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reality_check_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restriction" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restricted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_audit" ADD CONSTRAINT "protection_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_audit_user_idx" ON "protection_audit" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "users_restricted_idx" ON "users" USING btree ("restricted_until") WHERE "users"."restricted_until" is not null;--> statement-breakpoint
CREATE INDEX "wallet_requests_user_kind_idx" ON "wallet_requests" USING btree ("user_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reality_check_check" CHECK ("users"."reality_check_minutes" in (0, 15, 30, 60));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_restriction_check" CHECK (("users"."restriction" is null) = ("users"."restricted_until" is null));