CREATE TABLE "billing_accounts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_subscription_id" text,
	"plan" text,
	"status" text,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_end" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"trial_used" boolean DEFAULT false NOT NULL,
	"cancel_comment" text,
	"card_brand" text,
	"card_last4" text,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_provider_customer_id_unique" UNIQUE("provider_customer_id"),
	CONSTRAINT "billing_accounts_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "billing_accounts_provider_check" CHECK ("billing_accounts"."provider" in ('test', 'stripe')),
	CONSTRAINT "billing_accounts_plan_check" CHECK ("billing_accounts"."plan" is null or "billing_accounts"."plan" in ('starter', 'starterforyear', 'professional', 'professionalforyear')),
	CONSTRAINT "billing_accounts_status_check" CHECK ("billing_accounts"."status" is null or "billing_accounts"."status" in ('trialing', 'active', 'past_due', 'canceled', 'incomplete')),
	CONSTRAINT "billing_accounts_amount_check" CHECK ("billing_accounts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_customer_id" text NOT NULL,
	"mode" text NOT NULL,
	"plan" text,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_checkout_sessions_mode_check" CHECK ("test_checkout_sessions"."mode" in ('subscription', 'setup')),
	CONSTRAINT "test_checkout_sessions_status_check" CHECK ("test_checkout_sessions"."status" in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "test_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"description" text NOT NULL,
	"total" integer NOT NULL,
	"amount_paid" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_end" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_invoices_customer_idx" ON "test_invoices" USING btree ("provider_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "test_subscriptions_customer_idx" ON "test_subscriptions" USING btree ("provider_customer_id");