CREATE TABLE "request_events" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"draft_id" text,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_catalog_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "catalog_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_events_request_at" ON "request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "request_events_draft" ON "request_events" USING btree ("draft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_events_opened_once" ON "request_events" USING btree ("draft_id") WHERE "request_events"."kind" = 'opened';--> statement-breakpoint
CREATE UNIQUE INDEX "request_events_sent_once" ON "request_events" USING btree ("request_id","draft_id") WHERE "request_events"."kind" = 'sent';--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD COLUMN "approved_draft_id" text;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD COLUMN "approved_layout_id" text;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD COLUMN "approved_layout_revision" integer;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "merge_key" text;--> statement-breakpoint
CREATE INDEX "email_outbox_pending_merge" ON "email_outbox" USING btree ("merge_key") WHERE "email_outbox"."sent_at" is null and "email_outbox"."merge_key" is not null;
