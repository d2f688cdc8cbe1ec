ALTER TABLE "operations" ADD COLUMN "provider_request" jsonb;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "not_found_since" timestamp with time zone;