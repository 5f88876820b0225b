-- Editing one's own garage and blog post comments: when it was last edited (the "düzenlendi"
-- mark), and every earlier version, which moderators can read.
ALTER TABLE "garage_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_post_comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- Comments are rich text like forum answers: `body_html` is the sanitised HTML shown, `body` stays
-- its plain text (search, reports, excerpts, mentions, e-mails). Existing comments were plain
-- text: escaped, paragraphs at blank lines, line breaks as <br>.
ALTER TABLE "garage_comments" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_post_comments" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "garage_comments" SET "body_html" = '<p>' || replace(regexp_replace(replace(replace(replace(replace(replace(replace(btrim("body", E' \t\r\n'), E'\r\n', E'\n'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'), E'\n([ \t]*\n)+', '</p><p>', 'g'), E'\n', '<br>') || '</p>' WHERE btrim("body", E' \t\r\n') <> '';--> statement-breakpoint
UPDATE "blog_post_comments" SET "body_html" = '<p>' || replace(regexp_replace(replace(replace(replace(replace(replace(replace(btrim("body", E' \t\r\n'), E'\r\n', E'\n'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'), E'\n([ \t]*\n)+', '</p><p>', 'g'), E'\n', '<br>') || '</p>' WHERE btrim("body", E' \t\r\n') <> '';--> statement-breakpoint
CREATE TABLE "comment_revisions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "garage_comment_id" uuid REFERENCES "garage_comments"("id") ON DELETE cascade,
  "post_comment_id" uuid REFERENCES "blog_post_comments"("id") ON DELETE cascade,
  "editor_id" text REFERENCES "users"("id") ON DELETE set null,
  "body" text NOT NULL,
  "body_html" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "comment_revisions_one_target" CHECK (("garage_comment_id" IS NULL) <> ("post_comment_id" IS NULL))
);--> statement-breakpoint
CREATE INDEX "comment_revisions_garage_comment_idx" ON "comment_revisions" USING btree ("garage_comment_id","created_at" DESC NULLS LAST) WHERE "garage_comment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "comment_revisions_post_comment_idx" ON "comment_revisions" USING btree ("post_comment_id","created_at" DESC NULLS LAST) WHERE "post_comment_id" IS NOT NULL;
