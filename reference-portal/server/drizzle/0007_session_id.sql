-- Each session gets an id that is no credential: the game tokens a session mints carry it (`sid`), so they are refused once it ends.
ALTER TABLE "sessions" ADD COLUMN "id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_uq" ON "sessions" USING btree ("id");