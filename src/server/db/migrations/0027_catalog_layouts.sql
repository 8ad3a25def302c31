-- 'Mostra nel catalogo': an account layout its operator shows in the public catalogue. The
-- catalogue lists an operator's marked live layouts through the partial index.
ALTER TABLE "layouts" ADD COLUMN "shown_in_catalog" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "layouts_owner_catalog" ON "layouts" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "layouts"."shown_in_catalog" and "layouts"."deleted_at" is null;
