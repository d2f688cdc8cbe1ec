CREATE TABLE "barcode_prefixes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"modality_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
