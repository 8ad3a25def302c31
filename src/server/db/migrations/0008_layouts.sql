CREATE TABLE "layouts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"template_path" text NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"document" jsonb NOT NULL,
	"schema_version" integer NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"thumbnail_key" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "layouts" ADD CONSTRAINT "layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layouts" ADD CONSTRAINT "layouts_request_id_catalog_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "catalog_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layouts_owner_live_updated" ON "layouts" USING btree ("user_id","updated_at" DESC,"id" DESC) WHERE "layouts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "layouts_owner_deleted_updated" ON "layouts" USING btree ("user_id","updated_at" DESC,"id" DESC) WHERE "layouts"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "layouts_deleted_at" ON "layouts" USING btree ("deleted_at") WHERE "layouts"."deleted_at" is not null;--> statement-breakpoint
CREATE TABLE "layout_images" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unreferenced_since" timestamp with time zone DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE "layout_images" ADD CONSTRAINT "layout_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layout_images_unreferenced" ON "layout_images" USING btree ("unreferenced_since") WHERE "layout_images"."unreferenced_since" is not null;--> statement-breakpoint
CREATE TABLE "layout_image_refs" (
	"layout_id" text NOT NULL,
	"image_key" text NOT NULL,
	CONSTRAINT "layout_image_refs_layout_id_image_key_pk" PRIMARY KEY("layout_id","image_key")
);
--> statement-breakpoint
ALTER TABLE "layout_image_refs" ADD CONSTRAINT "layout_image_refs_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_image_refs" ADD CONSTRAINT "layout_image_refs_image_key_layout_images_key_fk" FOREIGN KEY ("image_key") REFERENCES "layout_images"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layout_image_refs_image" ON "layout_image_refs" USING btree ("image_key");--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "layout_id" text;--> statement-breakpoint
ALTER TABLE "drafts" ADD COLUMN "layout_revision" integer;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "layouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD COLUMN "layout_id" text;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD CONSTRAINT "catalog_requests_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "layouts"("id") ON DELETE set null ON UPDATE no action;
