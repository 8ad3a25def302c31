ALTER TABLE "layouts" ADD COLUMN "approval_publish" jsonb;--> statement-breakpoint
CREATE TABLE "approval_publishes" (
	"id" text PRIMARY KEY NOT NULL,
	"layout_id" text NOT NULL,
	"user_id" text NOT NULL,
	"request_id" text,
	"draft_id" text,
	"layout_revision" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"booth_revision" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "approval_publishes" ADD CONSTRAINT "approval_publishes_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_publishes" ADD CONSTRAINT "approval_publishes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_publishes" ADD CONSTRAINT "approval_publishes_request_id_catalog_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "catalog_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_publishes" ADD CONSTRAINT "approval_publishes_draft_id_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "drafts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_publishes_unfinished" ON "approval_publishes" USING btree ("created_at") WHERE "approval_publishes"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "approval_publishes_layout" ON "approval_publishes" USING btree ("layout_id","created_at");
