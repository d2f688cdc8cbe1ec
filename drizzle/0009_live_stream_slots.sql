CREATE TABLE "live_stream_slots" (
	"user_id" text NOT NULL,
	"slot" integer NOT NULL,
	"stream" uuid NOT NULL,
	"holder" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_stream_slots_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
CREATE INDEX "live_stream_slots_holder_idx" ON "live_stream_slots" USING btree ("holder");