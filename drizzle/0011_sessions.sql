CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"user_agent" text DEFAULT '' NOT NULL,
	"address" text,
	"end_token_hash" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_end_token_idx" ON "sessions" USING btree ("end_token_hash");--> statement-breakpoint
-- A session that ends (or is deleted with its user) is announced on the channel saldo_users, the
-- one instances already listen on, with the payload `session:` and its id, when its transaction
-- commits: instances that keep copies of live sessions forget that one. Activity written to
-- last_seen_at is not announced.
CREATE FUNCTION saldo_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('saldo_users', 'session:' || OLD.id::text);
  ELSIF OLD.ended_at IS DISTINCT FROM NEW.ended_at THEN
    PERFORM pg_notify('saldo_users', 'session:' || NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION saldo_session_changed();
