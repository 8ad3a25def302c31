CREATE TABLE "custom_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"theme" text NOT NULL,
	"format" text NOT NULL,
	"original_key" text NOT NULL,
	"preview_key" text NOT NULL,
	"original_width" integer NOT NULL,
	"original_height" integer NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_templates" ADD CONSTRAINT "custom_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_templates_user" ON "custom_templates" USING btree ("user_id");