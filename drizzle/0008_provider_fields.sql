CREATE TABLE "provider_float" (
	"currency" text PRIMARY KEY NOT NULL,
	"country_code" text,
	"balance" numeric(16, 2) NOT NULL,
	"available" numeric(16, 2) NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"low" boolean DEFAULT false NOT NULL,
	"warned_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "adhesion_mismatches" (
	"user_id" uuid NOT NULL,
	"agenda_id" text NOT NULL,
	"company_code" text NOT NULL,
	"provider_automatic_debit" boolean NOT NULL,
	"saldo_automatic_debit" boolean NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adhesion_mismatches_user_id_agenda_id_pk" PRIMARY KEY("user_id","agenda_id")
);
--> statement-breakpoint
CREATE TABLE "provider_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"operation_id" uuid,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"provider_id" text,
	"outcome" text NOT NULL,
	"tx" text,
	"main_tx" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "external_request_id" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "bill_summary" jsonb;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "pin_shown_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "debts" ADD COLUMN "external_request_id" text;--> statement-breakpoint
ALTER TABLE "debts" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "saved_accounts" ADD COLUMN "query_data" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "adhesion_mismatches" ADD CONSTRAINT "adhesion_mismatches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_steps" ADD CONSTRAINT "provider_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_steps" ADD CONSTRAINT "provider_steps_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_steps_operation_idx" ON "provider_steps" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "provider_steps_reference_idx" ON "provider_steps" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "provider_steps_at_idx" ON "provider_steps" USING btree ("at");