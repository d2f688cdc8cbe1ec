CREATE TABLE "barcode_prefixes" (
	"prefix" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"modality_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE UNIQUE INDEX "embedded_jobs_key_idx" ON "embedded_jobs" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "embedded_jobs_due_idx" ON "embedded_jobs" USING btree ("run_at") WHERE "embedded_jobs"."locked_at" is null and "embedded_jobs"."attempts" < "embedded_jobs"."max_attempts";--> statement-breakpoint
CREATE UNIQUE INDEX "operations_debt_in_flight_idx" ON "operations" USING btree ("user_id","debt_id") WHERE "operations"."debt_id" is not null and "operations"."status" in ('pending', 'processing', 'unknown');