ALTER TABLE "assessment_responses" DROP CONSTRAINT "assessment_responses_question_id_assessment_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "assessment_responses" DROP CONSTRAINT "assessment_responses_option_id_assessment_options_id_fk";
--> statement-breakpoint
ALTER TABLE "assessment_responses" ALTER COLUMN "question_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_responses" ALTER COLUMN "option_id" DROP NOT NULL;--> statement-breakpoint
-- Each answer keeps the points and goal of the option it chose, so editing or deleting assessment questions never
-- changes the goal already recommended to a learner (docs/back-office-curriculum.md, "Assessments"). Existing answers
-- take their option's current ones before the columns become required (edited by hand: drizzle-kit adds them NOT NULL at once).
ALTER TABLE "assessment_responses" ADD COLUMN "points" integer;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD COLUMN "goal_id" integer;--> statement-breakpoint
UPDATE "assessment_responses" SET "points" = "assessment_options"."points", "goal_id" = "assessment_options"."goal_id" FROM "assessment_options" WHERE "assessment_options"."id" = "assessment_responses"."option_id";--> statement-breakpoint
ALTER TABLE "assessment_responses" ALTER COLUMN "points" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_responses" ALTER COLUMN "goal_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_option_id_assessment_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."assessment_options"("id") ON DELETE set null ON UPDATE no action;