CREATE TABLE "catalog_snapshots" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "callbacks_received_idx";--> statement-breakpoint
DROP INDEX "operations_due_idx";--> statement-breakpoint
DROP INDEX "callbacks_payment_idx";--> statement-breakpoint
DROP INDEX "operations_user_created_idx";--> statement-breakpoint
CREATE INDEX "callbacks_outcome_idx" ON "callbacks" USING btree ("outcome","id");--> statement-breakpoint
CREATE INDEX "callbacks_received_at_idx" ON "callbacks" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "debts_expires_idx" ON "debts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "operations_reconcile_idx" ON "operations" USING btree ("next_check_at" NULLS FIRST,"created_at") WHERE ("operations"."status" in ('pending', 'processing', 'unknown') or ("operations"."status" = 'confirmed' and "operations"."receipt" is null));--> statement-breakpoint
CREATE INDEX "operations_created_idx" ON "operations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "operations_flagged_created_idx" ON "operations" USING btree ("created_at","id") WHERE "operations"."flagged";--> statement-breakpoint
CREATE INDEX "operations_in_flight_created_idx" ON "operations" USING btree ("created_at","id") WHERE "operations"."status" in ('pending', 'processing', 'unknown');--> statement-breakpoint
CREATE INDEX "operations_debt_idx" ON "operations" USING btree ("debt_id") WHERE "operations"."debt_id" is not null;--> statement-breakpoint
CREATE INDEX "callbacks_payment_idx" ON "callbacks" USING btree ("external_payment_id","id");--> statement-breakpoint
CREATE INDEX "operations_user_created_idx" ON "operations" USING btree ("user_id","created_at","id");