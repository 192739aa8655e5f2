DROP INDEX "goal_schedule_items_goal_id_day_number_position_key";--> statement-breakpoint
ALTER TABLE "goal_schedule_items" ADD COLUMN "scheduled_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "goal_schedule_items" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "goal_schedule_items_goal_id_day_number_idx" ON "goal_schedule_items" USING btree ("goal_id","day_number");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_schedule_items_goal_id_day_number_position_key" ON "goal_schedule_items" USING btree ("goal_id","day_number","position") WHERE "goal_schedule_items"."retired_at" is null;--> statement-breakpoint
ALTER TABLE "goal_schedule_items" ADD CONSTRAINT "goal_schedule_items_retired_after_scheduled" CHECK ("goal_schedule_items"."retired_at" is null or "goal_schedule_items"."retired_at" >= "goal_schedule_items"."scheduled_at");