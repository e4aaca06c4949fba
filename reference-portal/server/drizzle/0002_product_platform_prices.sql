ALTER TABLE "products" ADD COLUMN "platform_prices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "platform_skus" jsonb DEFAULT '{}'::jsonb NOT NULL;