ALTER TABLE "analytics_batches" ADD COLUMN "batch_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_batches_batch_key_idx" ON "analytics_batches" USING btree ("batch_key");