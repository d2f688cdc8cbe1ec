ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_email_hash" text;--> statement-breakpoint
CREATE INDEX "users_closed_email_idx" ON "users" USING btree ("closed_email_hash") WHERE "users"."closed_email_hash" is not null;