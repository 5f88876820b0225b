-- A member's rights over their data: archives of everything stored about them, and the deletion
-- of the account after a grace period.
--
-- `data_exports`: one row per archive asked for; the ZIP lives in the storage under
-- `exports/<id>/` while `status` is 'ready' and until `expires_at`.
CREATE TABLE "data_exports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "status" text DEFAULT 'pending' NOT NULL,
  "bytes" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ready_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  CONSTRAINT "data_exports_status" CHECK ("status" IN ('pending', 'ready', 'failed', 'expired'))
);--> statement-breakpoint
CREATE INDEX "data_exports_user_created_idx" ON "data_exports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at") WHERE "status" = 'ready';--> statement-breakpoint
CREATE INDEX "data_exports_pending_idx" ON "data_exports" USING btree ("created_at") WHERE "status" = 'pending';--> statement-breakpoint
-- `account_deletions`: the member asked for their account to be deleted at `scheduled_for`;
-- signing in before then deletes the row (cancels), the deletion job deletes the account after.
CREATE TABLE "account_deletions" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "scheduled_for" timestamp with time zone NOT NULL,
  "keep_contributions" boolean NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("scheduled_for");
