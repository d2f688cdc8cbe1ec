ALTER TABLE "debts" ADD COLUMN "concept" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "period" text;