CREATE TABLE "sign_in_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"admin_id" integer,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_addresses_one_owner" CHECK (("sign_in_addresses"."user_id" is null) <> ("sign_in_addresses"."admin_id" is null))
);
--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_addresses_user_address_key" ON "sign_in_addresses" USING btree ("user_id","address");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_addresses_admin_address_key" ON "sign_in_addresses" USING btree ("admin_id","address");--> statement-breakpoint
CREATE INDEX "sign_in_addresses_last_signed_in_at_idx" ON "sign_in_addresses" USING btree ("last_signed_in_at");