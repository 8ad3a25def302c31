CREATE TABLE "desktop_link_mails" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "desktop_link_mails_sent" ON "desktop_link_mails" USING btree ("sent_at");
