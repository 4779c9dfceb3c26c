CREATE TABLE "comp_conversions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comp_conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"requested" bigint,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comp_conversions_amount_check" CHECK ("comp_conversions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "comp_conversions" ADD CONSTRAINT "comp_conversions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comp_conversions_request_idx" ON "comp_conversions" USING btree ("user_id","request_id");