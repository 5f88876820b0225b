CREATE TABLE "forum_category_members" (
	"category_id" text NOT NULL,
	"user_id" text NOT NULL,
	"posts_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "forum_category_members_category_id_user_id_pk" PRIMARY KEY("category_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reputation" integer DEFAULT 0 NOT NULL,
	"posts_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_categories" ADD COLUMN "last_post_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_categories" ADD COLUMN "last_post_topic_id" uuid;--> statement-breakpoint
ALTER TABLE "forum_categories" ADD COLUMN "last_post_user_id" text;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "upvotes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_category_members" ADD CONSTRAINT "forum_category_members_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_category_members" ADD CONSTRAINT "forum_category_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_members" ADD CONSTRAINT "forum_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_category_members_user_idx" ON "forum_category_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "forum_members_reputation_idx" ON "forum_members" USING btree ("reputation" DESC NULLS LAST,"user_id");--> statement-breakpoint
ALTER TABLE "forum_categories" ADD CONSTRAINT "forum_categories_last_post_topic_id_forum_topics_id_fk" FOREIGN KEY ("last_post_topic_id") REFERENCES "public"."forum_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_categories" ADD CONSTRAINT "forum_categories_last_post_user_id_users_id_fk" FOREIGN KEY ("last_post_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_topics_activity_idx" ON "forum_topics" USING btree (coalesce("last_reply_at", "created_at") desc,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_topics_accepted_reply_idx" ON "forum_topics" USING btree ("accepted_reply_id");--> statement-breakpoint
-- Backfill the new counters from the rows they count (a database with forum rows from before).
UPDATE "forum_replies" r SET "upvotes_count" = (SELECT count(*) FROM "forum_reply_votes" v WHERE v."reply_id" = r."id" AND v."value" = 1);--> statement-breakpoint
INSERT INTO "forum_category_members" ("category_id", "user_id", "posts_count")
SELECT "category_id", "author_id", count(*)::int FROM (
  SELECT t."category_id", t."author_id" FROM "forum_topics" t
  UNION ALL SELECT t."category_id", r."author_id" FROM "forum_replies" r JOIN "forum_topics" t ON t."id" = r."topic_id"
) p GROUP BY "category_id", "author_id";--> statement-breakpoint
INSERT INTO "forum_members" ("user_id", "reputation", "posts_count")
SELECT "user_id", sum("points")::int, sum("posts")::int FROM (
  SELECT t."author_id" AS "user_id", CASE WHEN v."value" = 1 THEN 10 ELSE -2 END AS "points", 0 AS "posts" FROM "forum_topic_votes" v JOIN "forum_topics" t ON t."id" = v."topic_id"
  UNION ALL SELECT r."author_id", CASE WHEN v."value" = 1 THEN 10 ELSE -2 END, 0 FROM "forum_reply_votes" v JOIN "forum_replies" r ON r."id" = v."reply_id"
  UNION ALL SELECT r."author_id", 15, 0 FROM "forum_topics" t JOIN "forum_replies" r ON r."id" = t."accepted_reply_id" WHERE r."author_id" <> t."author_id"
  UNION ALL SELECT "author_id", 0, 1 FROM "forum_topics"
  UNION ALL SELECT "author_id", 0, 1 FROM "forum_replies"
) p GROUP BY "user_id";--> statement-breakpoint
UPDATE "forum_categories" c SET "last_post_at" = p."at", "last_post_topic_id" = p."topic_id", "last_post_user_id" = p."user_id"
FROM (
  SELECT DISTINCT ON ("category_id") "category_id", "topic_id", "user_id", "at" FROM (
    SELECT t."category_id", t."id" AS "topic_id", t."author_id" AS "user_id", t."created_at" AS "at" FROM "forum_topics" t
    UNION ALL SELECT t."category_id", t."id", r."author_id", r."created_at" FROM "forum_replies" r JOIN "forum_topics" t ON t."id" = r."topic_id"
  ) x ORDER BY "category_id", "at" DESC
) p WHERE p."category_id" = c."id";
