-- Every change of a game is announced on the channel playport_games (the payload is its system name), so
-- each server instance drops what it keeps in memory of that game, whoever made the change.
CREATE OR REPLACE FUNCTION "playport_games_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('playport_games', COALESCE(NEW."system_name", OLD."system_name"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "games_changed" AFTER INSERT OR UPDATE OR DELETE ON "games" FOR EACH ROW EXECUTE FUNCTION "playport_games_changed"();
