CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_user" ON "stored_files" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "stored_files" ("key", "user_id", "byte_size", "created_at") SELECT "blob_key", "user_id", "byte_size", "created_at" FROM "drafts" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("key", "user_id", "byte_size", "created_at") SELECT "original_key", "user_id", 0, "created_at" FROM "custom_templates" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "stored_files" ("key", "user_id", "byte_size", "created_at") SELECT "preview_key", "user_id", 0, "created_at" FROM "custom_templates" ON CONFLICT DO NOTHING;
