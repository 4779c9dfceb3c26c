CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "favorite_games" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "games" SET "kind" = "vendors"."kind" FROM "vendors" WHERE "vendors"."code" = "games"."vendor_code";--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "released_at" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "launches" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rtp" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "volatility" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(normalize("games"."name_ko" || chr(10) || "games"."name_en" || chr(10) || coalesce("games"."names" ->> 'jp', '') || chr(10) || coalesce("games"."names" ->> 'vn', '') || chr(10) || coalesce("games"."names" ->> 'cn', '') || chr(10) || coalesce("games"."names" ->> 'th', ''), NFKC))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_games" ADD CONSTRAINT "favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recent_games_user_idx" ON "recent_games" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "games_search_idx" ON "games" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_tags_idx" ON "games" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "games_popular_idx" ON "games" USING btree ("launches","id");--> statement-breakpoint
CREATE INDEX "games_new_idx" ON "games" USING btree ("released_at","id");--> statement-breakpoint
CREATE INDEX "games_az_ko_idx" ON "games" USING btree ((lower("name_ko") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "games_az_en_idx" ON "games" USING btree ((lower("name_en") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "games_az_jp_idx" ON "games" USING btree ((lower(coalesce("names" ->> 'jp', "name_en")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "games_az_vn_idx" ON "games" USING btree ((lower(coalesce("names" ->> 'vn', "name_en")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "games_az_cn_idx" ON "games" USING btree ((lower(coalesce("names" ->> 'cn', "name_en")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "games_az_th_idx" ON "games" USING btree ((lower(coalesce("names" ->> 'th', "name_en")) collate "C"),"id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_rtp_check" CHECK ("games"."rtp" between 0 and 10000);