-- Every change to a user's row is announced on the channel saldo_users (payload: the user's id),
-- when its transaction commits: instances that keep copies of signed-in users forget that one.
CREATE FUNCTION saldo_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('saldo_users', OLD.id::text);
  ELSE
    PERFORM pg_notify('saldo_users', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION saldo_user_changed();
