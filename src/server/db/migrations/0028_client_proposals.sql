ALTER TABLE "drafts" ADD COLUMN "layout_document" jsonb;--> statement-breakpoint
CREATE TABLE "layout_proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"layout_id" text NOT NULL,
	"user_id" text NOT NULL,
	"draft_id" text NOT NULL,
	"request_id" text,
	"base_revision" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"accepted_revision" integer
);
--> statement-breakpoint
ALTER TABLE "layout_proposals" ADD CONSTRAINT "layout_proposals_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_proposals" ADD CONSTRAINT "layout_proposals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_proposals" ADD CONSTRAINT "layout_proposals_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_proposals" ADD CONSTRAINT "layout_proposals_request_id_catalog_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "catalog_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layout_proposals_layout_status" ON "layout_proposals" USING btree ("layout_id","status","created_at");--> statement-breakpoint
CREATE INDEX "layout_proposals_draft" ON "layout_proposals" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "drafts_layout" ON "drafts" USING btree ("layout_id","created_at");
