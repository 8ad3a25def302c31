CREATE TABLE "account_deletions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"oidc_subject" text NOT NULL,
	"is_embedded_identity" boolean NOT NULL,
	"email" text NOT NULL,
	"subscription_id" text,
	"step" text DEFAULT 'recorded' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_user" ON "account_deletions" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "account_deletion_files" (
	"deletion_id" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "account_deletion_files_deletion_id_key_pk" PRIMARY KEY("deletion_id","key")
);
--> statement-breakpoint
ALTER TABLE "account_deletion_files" ADD CONSTRAINT "account_deletion_files_deletion_id_account_deletions_id_fk" FOREIGN KEY ("deletion_id") REFERENCES "account_deletions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "retained_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"retained_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" DROP CONSTRAINT "sandbox_subscriptions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
