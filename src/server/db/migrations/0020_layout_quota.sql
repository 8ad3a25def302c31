-- What each layout costs the operator's layout quota: its stored document's JSON bytes and its
-- thumbnail's bytes. Existing documents are measured here; their thumbnails count from their next save.
ALTER TABLE "layouts" ADD COLUMN "document_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "layouts" ADD COLUMN "thumbnail_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "layouts" SET "document_bytes" = octet_length("document"::text);
