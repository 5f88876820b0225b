-- Attached files that are not photos: a dyno sheet of a modification, an expert report of a
-- listing. A PDF is stored as uploaded (after its signature is checked); a JPEG, PNG or WebP is
-- re-encoded to one WebP. Unattached files are swept after a day like images.
CREATE TABLE "documents" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "purpose" text NOT NULL,
  "kind" text NOT NULL,
  "name" text NOT NULL,
  "bytes" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "documents_kind" CHECK ("kind" IN ('pdf', 'image')),
  CONSTRAINT "documents_purpose" CHECK ("purpose" IN ('dyno_sheet', 'expert_report'))
);--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
