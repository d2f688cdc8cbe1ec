CREATE TABLE "saved_accounts" (
	"user_id" uuid NOT NULL,
	"agenda_id" text NOT NULL,
	"company_code" text NOT NULL,
	"modality_id" text NOT NULL,
	"identifier" text NOT NULL,
	"nickname" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_accounts_user_id_agenda_id_pk" PRIMARY KEY("user_id","agenda_id")
);
--> statement-breakpoint
ALTER TABLE "debts" ADD COLUMN "concept" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "status_reason_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text DEFAULT 'AR' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_accounts" ADD CONSTRAINT "saved_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;