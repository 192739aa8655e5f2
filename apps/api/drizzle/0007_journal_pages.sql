DROP INDEX "todos_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "user_challenges_user_id_completed_date_idx" ON "user_challenges" USING btree ("user_id","completed_date") WHERE "user_challenges"."is_completed";--> statement-breakpoint
CREATE INDEX "saved_readings_user_id_saved_at_idx" ON "saved_readings" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "saved_tips_user_id_saved_at_idx" ON "saved_tips" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "todos_user_id_completed_created_at_idx" ON "todos" USING btree ("user_id","completed","created_at");