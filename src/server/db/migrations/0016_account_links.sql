CREATE TABLE "account_tokens" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_tokens_address" ON "account_tokens" USING btree ("purpose","address","created_at");--> statement-breakpoint
CREATE INDEX "account_tokens_subject" ON "account_tokens" USING btree ("purpose","subject","created_at");--> statement-breakpoint
CREATE TABLE "verified_addresses" (
	"user_id" text NOT NULL,
	"address" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verified_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
ALTER TABLE "verified_addresses" ADD CONSTRAINT "verified_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;
