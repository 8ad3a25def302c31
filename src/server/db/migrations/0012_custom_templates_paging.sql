CREATE INDEX "custom_templates_user_saved_page" ON "custom_templates" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "custom_templates"."saved";
