CREATE INDEX "user_activities_completed_at_user_id_idx" ON "user_activities" USING btree ("completed_at","user_id");--> statement-breakpoint
CREATE INDEX "user_revisions_completed_at_user_id_idx" ON "user_revisions" USING btree ("completed_at","user_id");--> statement-breakpoint
CREATE INDEX "user_challenges_completed_date_user_id_idx" ON "user_challenges" USING btree ("completed_date","user_id") WHERE "user_challenges"."is_completed";--> statement-breakpoint
CREATE INDEX "learning_days_day_user_id_idx" ON "learning_days" USING btree ("day","user_id");--> statement-breakpoint
CREATE INDEX "points_events_earned_on_user_id_points_idx" ON "points_events" USING btree ("earned_on","user_id","points");