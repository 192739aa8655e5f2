DROP INDEX "user_goals_user_id_goal_id_key";--> statement-breakpoint
ALTER TABLE "program_enrollments" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "user_goals_user_id_goal_id_idx" ON "user_goals" USING btree ("user_id","goal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_goals_live_program_key" ON "user_goals" USING btree ("user_id","program_id") WHERE not "user_goals"."quitted";