CREATE TYPE "public"."operation_origin" AS ENUM('checkout', 'autopay');--> statement-breakpoint
CREATE TYPE "public"."autopay_charge_state" AS ENUM('scheduled', 'charging', 'paid', 'failed', 'skipped', 'cancelled', 'over_cap', 'already_paid');--> statement-breakpoint
CREATE TABLE "autopay_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"agenda_id" text NOT NULL,
	"company_code" text NOT NULL,
	"company_name" text NOT NULL,
	"identifier" text NOT NULL,
	"due_date" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"cap_amount" numeric(16, 2) NOT NULL,
	"state" "autopay_charge_state" NOT NULL,
	"notice_at" timestamp with time zone NOT NULL,
	"notice_sent_at" timestamp with time zone,
	"charge_at" timestamp with time zone NOT NULL,
	"operation_id" uuid,
	"reason_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autopay_settings" (
	"user_id" uuid NOT NULL,
	"agenda_id" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"cap_amount" numeric(16, 2) NOT NULL,
	"currency" text NOT NULL,
	"notice_days" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autopay_settings_user_id_agenda_id_pk" PRIMARY KEY("user_id","agenda_id")
);
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "origin" "operation_origin" DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_charges" ADD CONSTRAINT "autopay_charges_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autopay_settings" ADD CONSTRAINT "autopay_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_charges_bill_uq" ON "autopay_charges" USING btree ("user_id","agenda_id","due_date");--> statement-breakpoint
CREATE INDEX "autopay_charges_user_idx" ON "autopay_charges" USING btree ("user_id","created_at");