CREATE INDEX "custom_templates_user_saved_page" ON "custom_templates" USING btree ("user_id","created_at","id") WHERE "custom_templates"."saved" = true;
