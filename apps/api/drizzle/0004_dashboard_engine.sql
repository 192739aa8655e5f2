CREATE TABLE "learner_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"highest_streak" integer DEFAULT 0 NOT NULL,
	"last_learning_day" date,
	"days_of_learning" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_stats_counts_non_negative" CHECK (least("learner_stats"."total_points", "learner_stats"."current_streak", "learner_stats"."highest_streak", "learner_stats"."days_of_learning") >= 0),
	CONSTRAINT "learner_stats_highest_streak" CHECK ("learner_stats"."highest_streak" >= "learner_stats"."current_streak")
);
--> statement-breakpoint
CREATE TABLE "tip_views" (
	"user_id" integer NOT NULL,
	"shown_on" date NOT NULL,
	"tip_id" integer NOT NULL,
	CONSTRAINT "tip_views_pkey" PRIMARY KEY("user_id","shown_on","tip_id")
);
--> statement-breakpoint
DROP INDEX "feedback_user_id_idx";--> statement-breakpoint
ALTER TABLE "user_goals" ADD COLUMN "quitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learner_stats" ADD CONSTRAINT "learner_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_views" ADD CONSTRAINT "tip_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_views" ADD CONSTRAINT "tip_views_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tip_views_tip_id_idx" ON "tip_views" USING btree ("tip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_user_id_key" ON "feedback" USING btree ("user_id");--> statement-breakpoint
-- learner_stats.total_points follows points_events, whoever writes them (hand-written: drizzle-kit does not
-- model triggers). Only the difference is applied, so concurrent awards add up without a lost update.
CREATE FUNCTION "learner_stats_apply_points"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "learner_stats" SET "total_points" = "total_points" - OLD."points" WHERE "user_id" = OLD."user_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "learner_stats" ("user_id", "total_points") VALUES (NEW."user_id", NEW."points")
      ON CONFLICT ("user_id") DO UPDATE SET "total_points" = "learner_stats"."total_points" + EXCLUDED."total_points";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "points_events_learner_stats" AFTER INSERT OR UPDATE OF "points", "user_id" OR DELETE ON "points_events"
  FOR EACH ROW EXECUTE FUNCTION "learner_stats_apply_points"();--> statement-breakpoint
-- Existing databases: totals and days of learning from the rows already there; streaks are rebuilt by the
-- streak service (the seed does it for the demo accounts).
INSERT INTO "learner_stats" ("user_id", "total_points", "days_of_learning", "last_learning_day")
SELECT "users"."id",
  coalesce((SELECT sum("points") FROM "points_events" WHERE "points_events"."user_id" = "users"."id"), 0),
  (SELECT count(*) FROM "learning_days" WHERE "learning_days"."user_id" = "users"."id"),
  (SELECT max("day") FROM "learning_days" WHERE "learning_days"."user_id" = "users"."id")
FROM "users";--> statement-breakpoint
UPDATE "user_goals" SET "quitted_at" = "selected_at" WHERE "quitted" AND "quitted_at" IS NULL;
