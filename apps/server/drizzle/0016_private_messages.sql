-- Private messages between two members, member blocks and who may start a conversation.
--
-- One conversation per pair of members: `member_low_id` < `member_high_id` (the two ids in text
-- order) with a unique index, so two members writing to each other at the same moment meet on the
-- same row. `garage_id` is the garage it is about (the last "Satıcıya Mesaj Gönder" that opened it).
-- Each member's side is a `conversation_members` row: the inbox order (`last_message_at`, copied
-- on every message in the writer's transaction), the read state and the member's unread messages.
CREATE TABLE "conversations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "member_low_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "member_high_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "started_by" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "garage_id" uuid REFERENCES "garages"("id") ON DELETE set null,
  "last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "conversations_member_order" CHECK ("member_low_id" < "member_high_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pair_idx" ON "conversations" USING btree ("member_low_id","member_high_id");--> statement-breakpoint
CREATE INDEX "conversations_high_idx" ON "conversations" USING btree ("member_high_id");--> statement-breakpoint
CREATE INDEX "conversations_started_idx" ON "conversations" USING btree ("started_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_garage_idx" ON "conversations" USING btree ("garage_id") WHERE "garage_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "conversation_members" (
  "conversation_id" uuid NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "other_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_read_at" timestamp with time zone,
  "unread_count" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "conversation_members_pk" PRIMARY KEY ("conversation_id","user_id")
);--> statement-breakpoint
CREATE INDEX "conversation_members_inbox_idx" ON "conversation_members" USING btree ("user_id","last_message_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_members_unread_idx" ON "conversation_members" USING btree ("user_id") WHERE "unread_count" > 0;--> statement-breakpoint
CREATE TABLE "messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "conversation_id" uuid NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
  "sender_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "body" text NOT NULL,
  "image_id" uuid REFERENCES "images"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_image_idx" ON "messages" USING btree ("image_id") WHERE "image_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
CREATE TABLE "user_blocks" (
  "blocker_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "blocked_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "user_blocks_pk" PRIMARY KEY ("blocker_id","blocked_id"),
  CONSTRAINT "user_blocks_not_self" CHECK ("blocker_id" <> "blocked_id")
);--> statement-breakpoint
CREATE INDEX "user_blocks_blocker_created_idx" ON "user_blocks" USING btree ("blocker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
-- A moderator reads a conversation only when one of its two members reported a message of it.
CREATE INDEX "reports_reporter_type_idx" ON "reports" USING btree ("reporter_id","target_type");--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "message_policy" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_message_policy" CHECK ("message_policy" IN ('everyone', 'following', 'nobody'));
