CREATE TABLE "barcode_prefixes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"modality_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operations_debt_in_flight_idx" ON "operations" USING btree ("user_id","debt_id") WHERE "operations"."debt_id" is not null and "operations"."status" in ('pending', 'processing', 'unknown');