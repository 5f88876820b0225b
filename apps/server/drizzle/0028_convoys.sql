-- Convoy maps of community events (decision 027): an admin turns the map on per event; during
-- the event's window (starts_at ≤ now < starts_at + duration) its participants may share their
-- position with the other participants. A position row exists only while its member shares: it
-- goes when they stop, when their participation row goes (leaving, account deletion: the
-- composite foreign key cascades), and when the convoy closes at the event's end.
-- `convoy_closed_end` is the event end the convoy was last closed for (the end job's once-only
-- claim; an event moved later gets a new end and closes again).
ALTER TABLE "community_events" ADD COLUMN "convoy_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "community_events" ADD COLUMN "convoy_closed_end" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "community_events_convoy_idx" ON "community_events" USING btree ("starts_at") WHERE "convoy_enabled";--> statement-breakpoint
CREATE TABLE "convoy_positions" (
  "event_id" uuid NOT NULL,
  "user_id" text NOT NULL,
  "garage_id" uuid REFERENCES "garages"("id") ON DELETE set null,
  "lat" double precision NOT NULL,
  "lng" double precision NOT NULL,
  "precision" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "position_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "convoy_positions_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
  CONSTRAINT "convoy_positions_participant_fk" FOREIGN KEY ("event_id","user_id") REFERENCES "community_event_participants"("event_id","user_id") ON DELETE cascade,
  CONSTRAINT "convoy_positions_precision" CHECK ("convoy_positions"."precision" IN ('approximate', 'exact')),
  CONSTRAINT "convoy_positions_lat" CHECK ("convoy_positions"."lat" BETWEEN -90 AND 90),
  CONSTRAINT "convoy_positions_lng" CHECK ("convoy_positions"."lng" BETWEEN -180 AND 180)
);--> statement-breakpoint
CREATE INDEX "convoy_positions_user_idx" ON "convoy_positions" USING btree ("user_id");
