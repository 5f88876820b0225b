-- Editing one's own forum topics and answers: when it was last edited (the "düzenlendi" mark),
-- and every earlier version, which moderators can read.
ALTER TABLE "forum_topics" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "forum_revisions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "topic_id" uuid REFERENCES "forum_topics"("id") ON DELETE cascade,
  "reply_id" uuid REFERENCES "forum_replies"("id") ON DELETE cascade,
  "editor_id" text REFERENCES "users"("id") ON DELETE set null,
  "title" text,
  "body_html" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "forum_revisions_one_target" CHECK (("topic_id" IS NULL) <> ("reply_id" IS NULL))
);--> statement-breakpoint
CREATE INDEX "forum_revisions_topic_idx" ON "forum_revisions" USING btree ("topic_id","created_at" DESC NULLS LAST) WHERE "topic_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "forum_revisions_reply_idx" ON "forum_revisions" USING btree ("reply_id","created_at" DESC NULLS LAST) WHERE "reply_id" IS NOT NULL;
