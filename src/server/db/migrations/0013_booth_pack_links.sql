CREATE TABLE "booth_pack_links" (
	"layout_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"token_hash" text NOT NULL,
	"current_revision" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"last_pulled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_pack_revisions" (
	"layout_id" text NOT NULL,
	"revision" integer NOT NULL,
	"blob_key" text NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_pack_revisions_layout_id_revision_pk" PRIMARY KEY("layout_id","revision")
);
--> statement-breakpoint
ALTER TABLE "booth_pack_links" ADD CONSTRAINT "booth_pack_links_layout_id_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_pack_links" ADD CONSTRAINT "booth_pack_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_pack_revisions" ADD CONSTRAINT "booth_pack_revisions_layout_id_booth_pack_links_layout_id_fk" FOREIGN KEY ("layout_id") REFERENCES "booth_pack_links"("layout_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booth_pack_links_token_hash" ON "booth_pack_links" USING btree ("token_hash");
