ALTER TABLE "users" ADD COLUMN "subscription_cancel_at" bigint;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;
