-- Editing one's own published blog post: when it was last edited (the "düzenlendi" mark), and
-- every earlier published version, which moderators can read. Drafts keep no versions.
ALTER TABLE "blog_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "blog_post_revisions" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "post_id" uuid NOT NULL REFERENCES "blog_posts"("id") ON DELETE cascade,
  "editor_id" text REFERENCES "users"("id") ON DELETE set null,
  "title" text NOT NULL,
  "body_html" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "blog_post_revisions_post_idx" ON "blog_post_revisions" USING btree ("post_id","created_at" DESC NULLS LAST);
