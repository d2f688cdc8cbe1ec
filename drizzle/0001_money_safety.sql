CREATE TABLE "callback_refusals" (
	"hour" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "callback_refusals_hour_path_reason_pk" PRIMARY KEY("hour","path","reason")
);
--> statement-breakpoint
ALTER TABLE "callbacks" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "provider_request" jsonb;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "not_found_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "callbacks_payment_idx" ON "callbacks" USING btree ("external_payment_id");--> statement-breakpoint
CREATE INDEX "callbacks_received_idx" ON "callbacks" USING btree ("received_at") WHERE "callbacks"."outcome" = 'received';