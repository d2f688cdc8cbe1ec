CREATE TYPE "public"."complaint_reason" AS ENUM('PAID_STILL_DUE', 'CHARGED_BUT_FAILED', 'CHARGED_TWICE', 'WRONG_AMOUNT', 'PIN_PROBLEM', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."complaint_state" AS ENUM('OPEN', 'IN_REVIEW', 'RESOLVED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "barcode_prefixes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"modality_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"complaint_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"from_state" "complaint_state",
	"to_state" "complaint_state" NOT NULL,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "complaints_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"reason" "complaint_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"state" "complaint_state" DEFAULT 'OPEN' NOT NULL,
	"answer" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "complaints_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "embedded_job_schedules" (
	"identifier" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"payload" jsonb NOT NULL,
	"job_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"last_error" text,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_idx" ON "complaint_events" USING btree ("complaint_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_one_open_idx" ON "complaints" USING btree ("operation_id") WHERE "complaints"."state" in ('OPEN', 'IN_REVIEW');--> statement-breakpoint
CREATE INDEX "complaints_operation_idx" ON "complaints" USING btree ("operation_id","opened_at");--> statement-breakpoint
CREATE INDEX "complaints_queue_idx" ON "complaints" USING btree ("state","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_jobs_key_idx" ON "embedded_jobs" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "embedded_jobs_due_idx" ON "embedded_jobs" USING btree ("run_at") WHERE "embedded_jobs"."locked_at" is null and "embedded_jobs"."attempts" < "embedded_jobs"."max_attempts";--> statement-breakpoint
CREATE INDEX "user_notifications_user_created_idx" ON "user_notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operations_debt_in_flight_idx" ON "operations" USING btree ("user_id","debt_id") WHERE "operations"."debt_id" is not null and "operations"."status" in ('pending', 'processing', 'unknown');