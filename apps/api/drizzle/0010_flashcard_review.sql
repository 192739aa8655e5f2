-- Cards made before review existed: due since they were made, with a new card's FSRS state.
UPDATE "flashcards" SET "due_at" = coalesce("due_at", "created_at"), "stability" = coalesce("stability", 0), "difficulty" = coalesce("difficulty", 0), "reps" = coalesce("reps", 0), "lapses" = coalesce("lapses", 0);--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "due_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "stability" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "stability" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "difficulty" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "difficulty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "reps" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "reps" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "lapses" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "flashcards" ALTER COLUMN "lapses" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "fsrs_state" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "scheduled_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "learning_steps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "flashcards_user_id_due_at_idx" ON "flashcards" USING btree ("user_id","due_at");--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_fsrs_state_known" CHECK ("flashcards"."fsrs_state" between 0 and 3);