CREATE TYPE "public"."operation_kind" AS ENUM('bill', 'topup', 'giftcard');--> statement-breakpoint
CREATE TYPE "public"."operation_status" AS ENUM('pending', 'processing', 'unknown', 'confirmed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('ACCOUNT', 'DEBIT', 'CREDIT');--> statement-breakpoint
CREATE TABLE "callbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"raw_body" text NOT NULL,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"external_payment_id" text,
	"provider_operation_id" text,
	"status" text,
	"operation_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"debt_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"query_id" text NOT NULL,
	"company_code" text NOT NULL,
	"company_name" text NOT NULL,
	"modality_id" text NOT NULL,
	"query_data" jsonb NOT NULL,
	"currency" text NOT NULL,
	"amount_type" text NOT NULL,
	"amount" numeric(16, 2),
	"min_amount" numeric(16, 2) NOT NULL,
	"max_amount" numeric(16, 2) NOT NULL,
	"expired" boolean NOT NULL,
	"expiration_date" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operation_id" uuid NOT NULL,
	"from_status" "operation_status",
	"to_status" "operation_status" NOT NULL,
	"source" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "operation_kind" NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"external_payment_id" text NOT NULL,
	"provider_operation_id" text,
	"company_code" text NOT NULL,
	"company_name" text NOT NULL,
	"product_id" text,
	"debt_id" text,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"identifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "operation_status" DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"receipt" jsonb,
	"pin_ciphertext" text,
	"provider_tx" text,
	"provider_main_tx" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"flag_reason" text,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operations_external_payment_id_unique" UNIQUE("external_payment_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "callbacks" ADD CONSTRAINT "callbacks_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_events" ADD CONSTRAINT "operation_events_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callbacks_operation_idx" ON "callbacks" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "debts_user_idx" ON "debts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "operation_events_operation_idx" ON "operation_events" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operations_user_key_idx" ON "operations" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "operations_user_created_idx" ON "operations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "operations_due_idx" ON "operations" USING btree ("status","next_check_at");