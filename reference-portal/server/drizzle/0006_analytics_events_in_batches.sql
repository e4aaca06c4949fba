ALTER TABLE "analytics_batches" ADD COLUMN "events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "analytics_batches" AS b SET "events" = e."events"
FROM (
  SELECT "batch_id", jsonb_agg(jsonb_build_object(
    'event_id', "event_id", 'user_id', "user_id", 'created_at', "created_at", 'build', "build",
    'platform', "platform", 'fields', "fields") ORDER BY "id") AS "events"
  FROM "analytics_events" GROUP BY "batch_id"
) AS e
WHERE e."batch_id" = b."id";--> statement-breakpoint
DROP TABLE "analytics_events" CASCADE;--> statement-breakpoint
CREATE VIEW "analytics_events" AS
SELECT b."id" AS "batch_id", e."position", e."event_id", e."user_id", e."created_at",
  b."received_at" AS "server_created_at", e."build", e."platform", coalesce(e."fields", '{}'::jsonb) AS "fields"
FROM "analytics_batches" AS b
CROSS JOIN LATERAL ROWS FROM (jsonb_to_recordset(b."events")
  AS ("event_id" integer, "user_id" text, "created_at" timestamptz, "build" integer, "platform" integer, "fields" jsonb))
  WITH ORDINALITY AS e("event_id", "user_id", "created_at", "build", "platform", "fields", "position");
