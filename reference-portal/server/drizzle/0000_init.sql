CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"email_validated" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"geo_country" text DEFAULT '' NOT NULL,
	"marketing_enabled" boolean DEFAULT false NOT NULL,
	"guest" boolean DEFAULT false NOT NULL,
	"features" text DEFAULT 'None' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"platform" integer NOT NULL,
	"build_id" integer NOT NULL,
	"event_count" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"batch_id" bigint NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone,
	"server_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"build" integer,
	"platform" integer,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connected_games" (
	"account_id" text NOT NULL,
	"game" text NOT NULL,
	"game_uid" text NOT NULL,
	"external_account_id" text,
	"store_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_games_account_id_game_pk" PRIMARY KEY("account_id","game")
);
--> statement-breakpoint
CREATE TABLE "crossplay_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"game" text NOT NULL,
	"event_code" text NOT NULL,
	"value" text,
	"p1" text,
	"p2" text,
	"p3" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crossplay_progress" (
	"account_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "crossplay_progress_account_id_quest_id_pk" PRIMARY KEY("account_id","quest_id")
);
--> statement-breakpoint
CREATE TABLE "crossplay_quests" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crossplay_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"quest_id" text NOT NULL,
	"code" text NOT NULL,
	"filter1" text DEFAULT '' NOT NULL,
	"filter2" text DEFAULT '' NOT NULL,
	"filter3" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_version_id" text NOT NULL,
	"account_id" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"url" text,
	"content" text NOT NULL,
	"content_type" text DEFAULT 'Markdown' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"document_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"requires_acceptance" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_account_id" text NOT NULL,
	"to_account_id" text NOT NULL,
	"game" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_statuses" (
	"account_id" text NOT NULL,
	"game" text NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_statuses_account_id_game_pk" PRIMARY KEY("account_id","game")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"account_id" text NOT NULL,
	"friend_account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_account_id_friend_account_id_pk" PRIMARY KEY("account_id","friend_account_id")
);
--> statement-breakpoint
CREATE TABLE "game_invites" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"game_account_id" text NOT NULL,
	"game_account_name" text NOT NULL,
	"status" text NOT NULL,
	"account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"system_name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"server_secret" text NOT NULL,
	"config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launcher_builds" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"branch" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"build_type" text NOT NULL,
	"build_number" integer NOT NULL,
	"sha" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"change_set" text DEFAULT '' NOT NULL,
	"install_url" text NOT NULL,
	"version" text NOT NULL,
	"artifacts" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launcher_downloads" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"branch" text NOT NULL,
	"platform" text NOT NULL,
	"downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launcher_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"branch" text NOT NULL,
	"account_id" text,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "magic_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"game" text,
	"redirect_uri" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"game" text,
	"priority" text NOT NULL,
	"link" text,
	"icon_url" text,
	"image_url" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_messages" (
	"news_id" integer NOT NULL,
	"locale" text NOT NULL,
	"header" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "news_messages_news_id_locale_pk" PRIMARY KEY("news_id","locale")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"game" text NOT NULL,
	"sku" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"platform" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"usd_price" numeric(12, 2) NOT NULL,
	"product" jsonb NOT NULL,
	"developer_payload" text,
	"email" text,
	"phone" text,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"optimistic_status" text,
	"provider_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"merchant_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"game" text NOT NULL,
	"sku" text NOT NULL,
	"product_type" text DEFAULT 'Consumable' NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"usd_price" numeric(12, 2) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"image_url" text,
	"icon_url" text,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_in_web_store" boolean DEFAULT false NOT NULL,
	"requires_dry_run" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_game_sku_pk" PRIMARY KEY("game","sku")
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"game" text NOT NULL,
	"platform" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"fxref" text,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"game" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_identifiers" (
	"type" text NOT NULL,
	"external_id" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_identifiers_type_external_id_pk" PRIMARY KEY("type","external_id")
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"game" text,
	"email" text,
	"message" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"redirect_uri" text,
	"order_public_id" text,
	"merchant_redirect_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "twitch_connections" (
	"account_id" text NOT NULL,
	"game" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "twitch_connections_account_id_game_pk" PRIMARY KEY("account_id","game")
);
--> statement-breakpoint
CREATE TABLE "wizq_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"command" text NOT NULL,
	"request_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_batch_id_analytics_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."analytics_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_games" ADD CONSTRAINT "connected_games_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossplay_events" ADD CONSTRAINT "crossplay_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossplay_progress" ADD CONSTRAINT "crossplay_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossplay_progress" ADD CONSTRAINT "crossplay_progress_quest_id_crossplay_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."crossplay_quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_acceptances" ADD CONSTRAINT "document_acceptances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_notifications" ADD CONSTRAINT "friend_notifications_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_notifications" ADD CONSTRAINT "friend_notifications_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_statuses" ADD CONSTRAINT "friend_statuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_friend_account_id_accounts_id_fk" FOREIGN KEY ("friend_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_messages" ADD CONSTRAINT "news_messages_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_game_games_system_name_fk" FOREIGN KEY ("game") REFERENCES "public"."games"("system_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identifiers" ADD CONSTRAINT "social_identifiers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temp_tokens" ADD CONSTRAINT "temp_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_connections" ADD CONSTRAINT "twitch_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_uq" ON "accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "analytics_events_batch_idx" ON "analytics_events" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connected_games_uid_uq" ON "connected_games" USING btree ("game_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "connected_games_external_uq" ON "connected_games" USING btree ("game","external_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_acceptances_uq" ON "document_acceptances" USING btree ("document_version_id","account_id");--> statement-breakpoint
CREATE INDEX "magic_links_email_idx" ON "magic_links" USING btree ("email");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "social_identifiers_account_idx" ON "social_identifiers" USING btree ("account_id");