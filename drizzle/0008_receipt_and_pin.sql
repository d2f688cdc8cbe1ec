ALTER TABLE "operations" ADD COLUMN "bill_summary" jsonb;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "pin_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "debts" ADD COLUMN "summary" jsonb;