-- pg_trgm serves activities_name_trgm_idx (search of completed activities, ILIKE %term%); PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "support_issue_type_topics" (
	"issue_type_id" integer NOT NULL,
	"issue_topic_id" integer NOT NULL,
	CONSTRAINT "support_issue_type_topics_issue_type_id_issue_topic_id_pk" PRIMARY KEY("issue_type_id","issue_topic_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "amount" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_issue_type_topics" ADD CONSTRAINT "support_issue_type_topics_issue_type_id_support_issue_types_id_fk" FOREIGN KEY ("issue_type_id") REFERENCES "public"."support_issue_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_issue_type_topics" ADD CONSTRAINT "support_issue_type_topics_issue_topic_id_support_issue_topics_id_fk" FOREIGN KEY ("issue_topic_id") REFERENCES "public"."support_issue_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_issue_type_topics_issue_topic_id_idx" ON "support_issue_type_topics" USING btree ("issue_topic_id");--> statement-breakpoint
CREATE INDEX "activities_name_trgm_idx" ON "activities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_id_requested_key" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_active_idx" ON "subscriptions" USING btree ("user_id","subscription_end_date") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_amount_non_negative" CHECK ("subscriptions"."amount" >= 0);