CREATE TABLE "catalog_request_status_counts" (
	"operator_id" text NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "catalog_request_status_counts_operator_id_status_pk" PRIMARY KEY("operator_id","status")
);
--> statement-breakpoint
ALTER TABLE "catalog_request_status_counts" ADD CONSTRAINT "catalog_request_status_counts_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The counts follow every request: one more on insert, one less on delete, and a move between
-- two rows when the status or the owner changes. The two rows of a move are touched in the order
-- of their keys, so two moves in opposite directions wait for each other instead of deadlocking.
CREATE FUNCTION "catalog_request_status_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.operator_id, OLD.status) > (NEW.operator_id, NEW.status) THEN
    INSERT INTO "catalog_request_status_counts" ("operator_id", "status", "total") VALUES (NEW.operator_id, NEW.status, 1)
      ON CONFLICT ("operator_id", "status") DO UPDATE SET "total" = "catalog_request_status_counts"."total" + 1;
    UPDATE "catalog_request_status_counts" SET "total" = "total" - 1 WHERE "operator_id" = OLD.operator_id AND "status" = OLD.status;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "catalog_request_status_counts" SET "total" = "total" - 1 WHERE "operator_id" = OLD.operator_id AND "status" = OLD.status;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "catalog_request_status_counts" ("operator_id", "status", "total") VALUES (NEW.operator_id, NEW.status, 1)
      ON CONFLICT ("operator_id", "status") DO UPDATE SET "total" = "catalog_request_status_counts"."total" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_requests_count_rows" AFTER INSERT OR DELETE ON "catalog_requests"
  FOR EACH ROW EXECUTE FUNCTION "catalog_request_status_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "catalog_requests_count_moves" AFTER UPDATE OF "operator_id", "status" ON "catalog_requests"
  FOR EACH ROW WHEN (OLD.operator_id IS DISTINCT FROM NEW.operator_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "catalog_request_status_counts_track"();
--> statement-breakpoint
INSERT INTO "catalog_request_status_counts" ("operator_id", "status", "total")
  SELECT "operator_id", "status", count(*) FROM "catalog_requests" GROUP BY "operator_id", "status";
