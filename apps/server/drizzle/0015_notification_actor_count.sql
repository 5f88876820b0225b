-- A notification page reads, per notification, its newest actors through an index and their
-- number from the notification row: the work of a page never grows with how many members liked
-- or answered the same thing.
--
-- `notifications.actor_count` is the number of `notification_actors` rows of the notification,
-- kept by the database in the transaction of every insert and delete of an actor (also the
-- deletes a member's account deletion cascades to).
ALTER TABLE "notifications" ADD COLUMN "actor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "notifications" n SET "actor_count" = c.n FROM (
  SELECT "notification_id", count(*)::int AS n FROM "notification_actors" GROUP BY "notification_id"
) c WHERE c."notification_id" = n."id";--> statement-breakpoint
CREATE FUNCTION "notification_actors_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "notifications" SET "actor_count" = "actor_count" + 1 WHERE "id" = NEW."notification_id";
    RETURN NEW;
  END IF;
  UPDATE "notifications" SET "actor_count" = "actor_count" - 1 WHERE "id" = OLD."notification_id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "notification_actors_count" AFTER INSERT OR DELETE ON "notification_actors"
  FOR EACH ROW EXECUTE FUNCTION "notification_actors_count"();--> statement-breakpoint
CREATE INDEX "notification_actors_recent_idx" ON "notification_actors" USING btree ("notification_id","created_at" DESC NULLS LAST,"actor_id");
