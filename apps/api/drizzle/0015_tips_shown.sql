CREATE TABLE "tips_shown" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"shown_on" date NOT NULL,
	"tip_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tips_shown" ADD CONSTRAINT "tips_shown_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each learner's tips of their latest day of tips: all tip/random needs of the views kept so far.
INSERT INTO "tips_shown" ("user_id", "shown_on", "tip_ids")
  SELECT "v"."user_id", "v"."shown_on", array_agg("v"."tip_id" ORDER BY "v"."tip_id")
  FROM "tip_views" "v"
  WHERE "v"."shown_on" = (SELECT max("w"."shown_on") FROM "tip_views" "w" WHERE "w"."user_id" = "v"."user_id")
  GROUP BY "v"."user_id", "v"."shown_on";--> statement-breakpoint
DROP TABLE "tip_views" CASCADE;
