-- The activity feed reads a page of events through one index, whatever the table's size: what the
-- public-visibility rule needs is kept on the event row itself, by the database, in the
-- transaction of the write that changes it.
--
-- `activities.hidden_until`: the row is shown to the public when it is null or has passed. It is
-- 'infinity' while something the row is about is hidden (a moderator hid the post, topic, reply
-- or comment; the post is not published; the actor has no username yet), and the end of the ban
-- (or 'infinity' for a ban without end) while the actor, the subject member, or the author or
-- owner of the post, topic or garage is banned: a ban that ends by its date needs no write.
ALTER TABLE "activities" ADD COLUMN "hidden_until" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION "activity_hidden_until"(actor text, post uuid, topic uuid, reply uuid, post_comment uuid, garage_comment uuid, garage uuid, subject text)
RETURNS timestamp with time zone LANGUAGE sql STABLE AS $$
  SELECT max(t) FROM (
    SELECT CASE WHEN u.display_username IS NULL THEN 'infinity'::timestamptz WHEN u.banned THEN coalesce(u.ban_expires, 'infinity') END AS t
      FROM "users" u WHERE u.id = actor
    UNION ALL
    SELECT CASE WHEN p.status <> 'published' OR p.hidden_at IS NOT NULL THEN 'infinity'::timestamptz WHEN pu.banned THEN coalesce(pu.ban_expires, 'infinity') END
      FROM "blog_posts" p LEFT JOIN "users" pu ON pu.id = p.author_id WHERE p.id = post
    UNION ALL
    SELECT CASE WHEN ft.hidden_at IS NOT NULL THEN 'infinity'::timestamptz WHEN tu.banned THEN coalesce(tu.ban_expires, 'infinity') END
      FROM "forum_topics" ft LEFT JOIN "users" tu ON tu.id = ft.author_id WHERE ft.id = topic
    UNION ALL
    SELECT CASE WHEN r.hidden_at IS NOT NULL THEN 'infinity'::timestamptz END FROM "forum_replies" r WHERE r.id = reply
    UNION ALL
    SELECT CASE WHEN c.hidden_at IS NOT NULL THEN 'infinity'::timestamptz END FROM "blog_post_comments" c WHERE c.id = post_comment
    UNION ALL
    SELECT CASE WHEN gc.hidden_at IS NOT NULL THEN 'infinity'::timestamptz END FROM "garage_comments" gc WHERE gc.id = garage_comment
    UNION ALL
    SELECT CASE WHEN gu.banned THEN coalesce(gu.ban_expires, 'infinity') END FROM "garages" g JOIN "users" gu ON gu.id = g.user_id WHERE g.id = garage
    UNION ALL
    SELECT CASE WHEN su.banned THEN coalesce(su.ban_expires, 'infinity') END FROM "users" su WHERE su.id = subject
  ) x
$$;--> statement-breakpoint
UPDATE "activities" a SET "hidden_until" = activity_hidden_until(a.actor_id, a.post_id, a.topic_id, a.reply_id, a.post_comment_id, a.garage_comment_id, a.garage_id, a.subject_user_id);--> statement-breakpoint
-- A new (or re-targeted) event row gets the state of what it is about.
CREATE FUNCTION "activities_hidden_until_on_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.hidden_until := activity_hidden_until(NEW.actor_id, NEW.post_id, NEW.topic_id, NEW.reply_id, NEW.post_comment_id, NEW.garage_comment_id, NEW.garage_id, NEW.subject_user_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activities_hidden_until_on_write" BEFORE INSERT OR UPDATE OF "actor_id", "post_id", "topic_id", "reply_id", "post_comment_id", "garage_comment_id", "garage_id", "subject_user_id" ON "activities" FOR EACH ROW EXECUTE FUNCTION "activities_hidden_until_on_write"();--> statement-breakpoint
-- A change of what the rule reads recomputes the rows about it: TG_ARGV[0] names the activities
-- column that points at the changed row.
CREATE FUNCTION "activities_hidden_until_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE "activities" a SET "hidden_until" = activity_hidden_until(a.actor_id, a.post_id, a.topic_id, a.reply_id, a.post_comment_id, a.garage_comment_id, a.garage_id, a.subject_user_id) WHERE a.%I = $1', TG_ARGV[0]) USING NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A member's username or ban: their own events, the events about them, and those about their posts, topics and garages.
CREATE FUNCTION "activities_hidden_until_member"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "activities" a SET "hidden_until" = activity_hidden_until(a.actor_id, a.post_id, a.topic_id, a.reply_id, a.post_comment_id, a.garage_comment_id, a.garage_id, a.subject_user_id)
  WHERE a.actor_id = NEW.id;
  UPDATE "activities" a SET "hidden_until" = activity_hidden_until(a.actor_id, a.post_id, a.topic_id, a.reply_id, a.post_comment_id, a.garage_comment_id, a.garage_id, a.subject_user_id)
  WHERE a.subject_user_id = NEW.id;
  UPDATE "activities" a SET "hidden_until" = activity_hidden_until(a.actor_id, a.post_id, a.topic_id, a.reply_id, a.post_comment_id, a.garage_comment_id, a.garage_id, a.subject_user_id)
  WHERE a.post_id IN (SELECT p.id FROM "blog_posts" p WHERE p.author_id = NEW.id);
  UPDATE "activities" a SET "hidden_until" = activity_hidden_until(a.actor_id, a.post_id, a.topic_id, a.reply_id, a.post_comment_id, a.garage_comment_id, a.garage_id, a.subject_user_id)
  WHERE a.topic_id IN (SELECT t.id FROM "forum_topics" t WHERE t.author_id = NEW.id);
  UPDATE "activities" a SET "hidden_until" = activity_hidden_until(a.actor_id, a.post_id, a.topic_id, a.reply_id, a.post_comment_id, a.garage_comment_id, a.garage_id, a.subject_user_id)
  WHERE a.garage_id IN (SELECT g.id FROM "garages" g WHERE g.user_id = NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activities_hidden_until_member" AFTER UPDATE OF "display_username", "banned", "ban_expires" ON "users" FOR EACH ROW
  WHEN (OLD.display_username IS DISTINCT FROM NEW.display_username OR OLD.banned IS DISTINCT FROM NEW.banned OR OLD.ban_expires IS DISTINCT FROM NEW.ban_expires)
  EXECUTE FUNCTION "activities_hidden_until_member"();--> statement-breakpoint
CREATE TRIGGER "activities_hidden_until_post" AFTER UPDATE OF "status", "hidden_at", "author_id" ON "blog_posts" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION "activities_hidden_until_refresh"('post_id');--> statement-breakpoint
CREATE TRIGGER "activities_hidden_until_topic" AFTER UPDATE OF "hidden_at", "author_id" ON "forum_topics" FOR EACH ROW
  WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) OR OLD.author_id IS DISTINCT FROM NEW.author_id)
  EXECUTE FUNCTION "activities_hidden_until_refresh"('topic_id');--> statement-breakpoint
CREATE TRIGGER "activities_hidden_until_reply" AFTER UPDATE OF "hidden_at" ON "forum_replies" FOR EACH ROW
  WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
  EXECUTE FUNCTION "activities_hidden_until_refresh"('reply_id');--> statement-breakpoint
CREATE TRIGGER "activities_hidden_until_post_comment" AFTER UPDATE OF "hidden_at" ON "blog_post_comments" FOR EACH ROW
  WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
  EXECUTE FUNCTION "activities_hidden_until_refresh"('post_comment_id');--> statement-breakpoint
CREATE TRIGGER "activities_hidden_until_garage_comment" AFTER UPDATE OF "hidden_at" ON "garage_comments" FOR EACH ROW
  WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
  EXECUTE FUNCTION "activities_hidden_until_refresh"('garage_comment_id');--> statement-breakpoint
CREATE TRIGGER "activities_hidden_until_garage" AFTER UPDATE OF "user_id" ON "garages" FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION "activities_hidden_until_refresh"('garage_id');--> statement-breakpoint
-- The refreshes find the rows about a reply, a comment or a member through these (post, topic,
-- garage and actor already have theirs).
CREATE INDEX "activities_reply_idx" ON "activities" USING btree ("reply_id") WHERE "reply_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_post_comment_idx" ON "activities" USING btree ("post_comment_id") WHERE "post_comment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_garage_comment_idx" ON "activities" USING btree ("garage_comment_id") WHERE "garage_comment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_subject_idx" ON "activities" USING btree ("subject_user_id") WHERE "subject_user_id" IS NOT NULL;
