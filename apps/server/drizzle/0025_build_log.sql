-- The build log ("Stok vs Şimdi", decision 023): each modification may say the odometer at
-- installation, who fitted it (the owner, or a named shop), its legality category, the figures
-- measured before and after it (power and torque at the wheel or the crank, 0–100 km/h, weight,
-- sound) and a dyno sheet; a garage may hold its stock figures. Everything is optional, so
-- existing rows stay as they are.
ALTER TABLE "modifications" ADD COLUMN "odometer_km" integer;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "done_by" text;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "shop_name" text;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "legal_category" text;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "measured_at" text;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "hp_before" integer;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "hp_after" integer;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "nm_before" integer;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "nm_after" integer;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "zero_to_100_before" real;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "zero_to_100_after" real;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "kg_before" integer;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "kg_after" integer;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "db_before" real;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "db_after" real;--> statement-breakpoint
ALTER TABLE "modifications" ADD COLUMN "dyno_sheet_id" uuid REFERENCES "documents"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "modifications" ADD CONSTRAINT "modifications_done_by" CHECK ("done_by" IS NULL OR "done_by" IN ('self', 'shop'));--> statement-breakpoint
ALTER TABLE "modifications" ADD CONSTRAINT "modifications_measured_at" CHECK ("measured_at" IS NULL OR "measured_at" IN ('wheel', 'crank'));--> statement-breakpoint
-- The orphan sweep asks whether a document is still referred to (lib/document-references.ts).
CREATE INDEX "modifications_dyno_sheet_idx" ON "modifications" USING btree ("dyno_sheet_id") WHERE "dyno_sheet_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "stock_hp" integer;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "stock_nm" integer;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "stock_zero_to_100" real;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "stock_kg" integer;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "stock_db" real;
