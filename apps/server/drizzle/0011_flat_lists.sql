-- Lists read a page through an index matching their order, whatever the table's size.
-- The users directory sorts by a member's number of garages: kept on the profile by the
-- database itself, in the transaction that inserts or deletes the garages.
ALTER TABLE "profiles" ADD COLUMN "garages_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "profiles" p SET "garages_count" = c.n FROM (SELECT "user_id", count(*)::int AS n FROM "garages" GROUP BY "user_id") c WHERE c."user_id" = p."user_id";--> statement-breakpoint
CREATE FUNCTION "profiles_garages_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles" p SET "garages_count" = p."garages_count" + c.n
  FROM (SELECT "user_id", count(*)::int AS n FROM new_rows GROUP BY "user_id") c WHERE c."user_id" = p."user_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "profiles_garages_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles" p SET "garages_count" = greatest(p."garages_count" - c.n, 0)
  FROM (SELECT "user_id", count(*)::int AS n FROM old_rows GROUP BY "user_id") c WHERE c."user_id" = p."user_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "garages_count_on_insert" AFTER INSERT ON "garages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_garages_count_insert"();--> statement-breakpoint
CREATE TRIGGER "garages_count_on_delete" AFTER DELETE ON "garages" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "profiles_garages_count_delete"();--> statement-breakpoint
CREATE INDEX "profiles_followers_keyset_idx" ON "profiles" USING btree ("followers_count","user_id");--> statement-breakpoint
CREATE INDEX "profiles_garages_keyset_idx" ON "profiles" USING btree ("garages_count","user_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_author_published_idx" ON "blog_posts" USING btree ("author_id","status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_category_activity_idx" ON "forum_topics" USING btree ("category_id","is_pinned" DESC NULLS LAST,coalesce("last_reply_at", "created_at") desc,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX "activities_actor_created_idx";--> statement-breakpoint
CREATE INDEX "activities_actor_created_idx" ON "activities" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX "activities_type_created_idx";--> statement-breakpoint
CREATE INDEX "activities_type_created_idx" ON "activities" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
