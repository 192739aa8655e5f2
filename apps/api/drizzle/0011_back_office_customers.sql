DROP INDEX "organizations_name_idx";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "confirmation_hash" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "confirmation_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_key" ON "organizations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "admins_confirmation_hash_key" ON "admins" USING btree ("confirmation_hash");