ALTER TABLE "users" ADD COLUMN "request_mail_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "request_digest_from" timestamp with time zone;
