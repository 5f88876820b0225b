-- The costs of keeping a vehicle (decision 025): a fuel log per garage (fill-ups or charges,
-- money as whole kuruş, quantity in litres or kWh), the other cost entries (insurance, MTV,
-- inspection, tolls and parking, other) and the per-garage switch that lets compare show the
-- cost summary (no row: private). Lists are read newest first by (date, odometer, id) on an index.
CREATE TABLE "fuel_fill_ups" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "garage_id" uuid NOT NULL REFERENCES "garages"("id") ON DELETE cascade,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "filled_on" date NOT NULL,
  "odometer_km" integer NOT NULL,
  "quantity" numeric(9, 3) NOT NULL,
  "total_kurus" integer NOT NULL,
  "is_full" boolean DEFAULT true NOT NULL,
  "missed_previous" boolean DEFAULT false NOT NULL,
  "station" text,
  "notes" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "fuel_fill_ups_quantity_positive" CHECK ("quantity" > 0),
  CONSTRAINT "fuel_fill_ups_total_non_negative" CHECK ("total_kurus" >= 0),
  CONSTRAINT "fuel_fill_ups_odometer_non_negative" CHECK ("odometer_km" >= 0)
);--> statement-breakpoint
CREATE INDEX "fuel_fill_ups_garage_order_idx" ON "fuel_fill_ups" USING btree ("garage_id", "filled_on", "odometer_km", "id");--> statement-breakpoint
CREATE INDEX "fuel_fill_ups_user_idx" ON "fuel_fill_ups" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "vehicle_costs" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "garage_id" uuid NOT NULL REFERENCES "garages"("id") ON DELETE cascade,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "spent_on" date NOT NULL,
  "amount_kurus" integer NOT NULL,
  "note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vehicle_costs_amount_positive" CHECK ("amount_kurus" > 0),
  CONSTRAINT "vehicle_costs_kind" CHECK ("kind" IN ('traffic_insurance', 'kasko', 'tax', 'inspection', 'toll_parking', 'other'))
);--> statement-breakpoint
CREATE INDEX "vehicle_costs_garage_order_idx" ON "vehicle_costs" USING btree ("garage_id", "spent_on", "id");--> statement-breakpoint
CREATE INDEX "vehicle_costs_user_idx" ON "vehicle_costs" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "garage_cost_settings" (
  "garage_id" uuid PRIMARY KEY NOT NULL REFERENCES "garages"("id") ON DELETE cascade,
  "show_costs" boolean DEFAULT false NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
