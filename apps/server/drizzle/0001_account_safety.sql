CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_skeleton_idx" ON "profiles" USING btree ("username_skeleton");