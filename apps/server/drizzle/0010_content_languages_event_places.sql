ALTER TABLE "community_events" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "prize_en" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "rules_en" text[];--> statement-breakpoint
ALTER TABLE "help_faqs" ADD COLUMN "question_en" text;--> statement-breakpoint
ALTER TABLE "help_faqs" ADD COLUMN "answer_en" text;--> statement-breakpoint
ALTER TABLE "community_events" ADD CONSTRAINT "community_events_coordinates" CHECK (("community_events"."latitude" IS NULL AND "community_events"."longitude" IS NULL) OR ("community_events"."latitude" IS NOT NULL AND "community_events"."longitude" IS NOT NULL AND "community_events"."latitude" BETWEEN -90 AND 90 AND "community_events"."longitude" BETWEEN -180 AND 180));