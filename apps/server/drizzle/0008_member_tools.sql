CREATE TABLE "assistant_saved_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"garage_id" uuid,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_share_likes" (
	"share_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_share_likes_share_id_user_id_pk" PRIMARY KEY("share_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "location_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"garage_id" uuid,
	"vehicle_text" text,
	"message" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"precision" text DEFAULT 'approximate' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "location_shares_user_unique" UNIQUE("user_id"),
	CONSTRAINT "location_shares_vehicle" CHECK ("location_shares"."garage_id" IS NOT NULL OR "location_shares"."vehicle_text" IS NOT NULL),
	CONSTRAINT "location_shares_lat" CHECK ("location_shares"."lat" BETWEEN -90 AND 90),
	CONSTRAINT "location_shares_lng" CHECK ("location_shares"."lng" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "maintenance_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"garage_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"notes" text,
	"interval_days" integer,
	"interval_km" integer,
	"last_service_on" date,
	"last_service_km" integer,
	"next_due_on" date,
	"next_due_km" integer,
	"cost" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_items_intervals_positive" CHECK (("maintenance_items"."interval_days" IS NULL OR "maintenance_items"."interval_days" > 0) AND ("maintenance_items"."interval_km" IS NULL OR "maintenance_items"."interval_km" > 0)),
	CONSTRAINT "maintenance_items_cost_non_negative" CHECK ("maintenance_items"."cost" IS NULL OR "maintenance_items"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "maintenance_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"garage_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"item_id" uuid,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"serviced_on" date NOT NULL,
	"odometer_km" integer,
	"cost" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_logs_cost_non_negative" CHECK ("maintenance_logs"."cost" IS NULL OR "maintenance_logs"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "maintenance_reminders" (
	"item_id" uuid NOT NULL,
	"state" text NOT NULL,
	"cycle" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_reminders_item_id_state_cycle_pk" PRIMARY KEY("item_id","state","cycle")
);
--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "odometer_km" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "maintenance_item_id" uuid;--> statement-breakpoint
ALTER TABLE "assistant_saved_answers" ADD CONSTRAINT "assistant_saved_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_saved_answers" ADD CONSTRAINT "assistant_saved_answers_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_share_likes" ADD CONSTRAINT "location_share_likes_share_id_location_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."location_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_share_likes" ADD CONSTRAINT "location_share_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_shares" ADD CONSTRAINT "location_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_shares" ADD CONSTRAINT "location_shares_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_items" ADD CONSTRAINT "maintenance_items_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_items" ADD CONSTRAINT "maintenance_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_logs" ADD CONSTRAINT "maintenance_logs_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_logs" ADD CONSTRAINT "maintenance_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_logs" ADD CONSTRAINT "maintenance_logs_item_id_maintenance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."maintenance_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_reminders" ADD CONSTRAINT "maintenance_reminders_item_id_maintenance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."maintenance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_saved_answers_user_idx" ON "assistant_saved_answers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "location_shares_expires_idx" ON "location_shares" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "maintenance_items_user_idx" ON "maintenance_items" USING btree ("user_id","next_due_on");--> statement-breakpoint
CREATE INDEX "maintenance_items_garage_idx" ON "maintenance_items" USING btree ("garage_id");--> statement-breakpoint
CREATE INDEX "maintenance_items_next_due_idx" ON "maintenance_items" USING btree ("next_due_on");--> statement-breakpoint
CREATE INDEX "maintenance_logs_garage_idx" ON "maintenance_logs" USING btree ("garage_id","serviced_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_logs_item_idx" ON "maintenance_logs" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_maintenance_item_id_maintenance_items_id_fk" FOREIGN KEY ("maintenance_item_id") REFERENCES "public"."maintenance_items"("id") ON DELETE cascade ON UPDATE no action;