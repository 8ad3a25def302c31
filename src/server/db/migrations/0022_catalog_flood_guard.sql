ALTER TABLE "catalog_requests" ADD COLUMN "sender_network" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "catalog_requests_operator_network_created" ON "catalog_requests" USING btree ("operator_id","sender_network","created_at");--> statement-breakpoint
CREATE TABLE "proof_of_work_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_of_work_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "proof_of_work_spent_expires" ON "proof_of_work_spent" USING btree ("expires_at");
