-- Listings: a garage for sale becomes a listing (price in whole TL, km, province, trade-in, damage
-- record, the body's panel map, an expert report, a description, whether the garage's history is
-- shown). The listing is the one place sale data is written: `garages.is_for_sale` and
-- `garages.sale_price` are derived from it by the listings module in the same transaction.
-- Each search order has a partial index over the active listings (the default search) and one
-- over the listed ones (active and sold); unknown prices, km and years sort last through
-- `coalesce` sentinels, so every order key is non-null and a keyset page is one index range.
CREATE TABLE "listings" (
  "garage_id" uuid PRIMARY KEY NOT NULL REFERENCES "garages"("id") ON DELETE cascade,
  "user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "status" text DEFAULT 'active' NOT NULL,
  "price_tl" integer,
  "km" integer,
  "city" text,
  "trade_in" boolean DEFAULT false NOT NULL,
  "tramer_tl" integer,
  "panels" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "expert_report_id" uuid REFERENCES "documents"("id") ON DELETE set null,
  "description" text,
  "share_history" boolean DEFAULT false NOT NULL,
  "vehicle_type" text NOT NULL,
  "car_brand" text NOT NULL,
  "car_model" text NOT NULL,
  "car_year" integer,
  "brand_key" text NOT NULL,
  "model_key" text NOT NULL,
  "search_text" text DEFAULT '' NOT NULL,
  "search_tsv" tsvector GENERATED ALWAYS AS (search_lexemes("search_text")) STORED NOT NULL,
  "published_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sold_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "listings_status" CHECK ("status" IN ('active', 'sold', 'withdrawn')),
  CONSTRAINT "listings_amounts" CHECK (("price_tl" IS NULL OR "price_tl" > 0) AND ("km" IS NULL OR "km" >= 0) AND ("tramer_tl" IS NULL OR "tramer_tl" >= 0)),
  CONSTRAINT "listings_sold_at" CHECK ("status" <> 'sold' OR "sold_at" IS NOT NULL)
);--> statement-breakpoint
-- The garages for sale so far become listings. Their price was free text: its digits (a decimal
-- part ",50" dropped) are the price when they make 1,000 TL to 1,000,000,000 TL; otherwise the
-- listing has no price ("Fiyat sorunuz") until its owner enters one. A text that says more than
-- the amount ("pazarlık payı var") becomes the description. The km is the garage's odometer, the
-- city its location when that is a province; the history is not shared until the owner says so.
-- The folded keys repeat foldForSearch (Turkish i's as one letter, accents dropped, lower case).
INSERT INTO "listings" ("garage_id", "user_id", "status", "price_tl", "km", "city", "description", "vehicle_type",
  "car_brand", "car_model", "car_year", "brand_key", "model_key", "search_text", "published_at", "created_at", "updated_at")
SELECT g."id", g."user_id", 'active',
  CASE WHEN d.digits ~ '^[0-9]{4,10}$' AND d.digits::bigint BETWEEN 1000 AND 1000000000 THEN d.digits::int END,
  g."odometer_km",
  CASE WHEN btrim(g."location") = ANY(ARRAY[
    'Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Amasya', 'Ankara', 'Antalya', 'Artvin',
    'Aydın', 'Balıkesir', 'Bilecik', 'Bingöl', 'Bitlis', 'Bolu', 'Burdur', 'Bursa', 'Çanakkale',
    'Çankırı', 'Çorum', 'Denizli', 'Diyarbakır', 'Edirne', 'Elazığ', 'Erzincan', 'Erzurum',
    'Eskişehir', 'Gaziantep', 'Giresun', 'Gümüşhane', 'Hakkari', 'Hatay', 'Isparta', 'Mersin',
    'İstanbul', 'İzmir', 'Kars', 'Kastamonu', 'Kayseri', 'Kırklareli', 'Kırşehir', 'Kocaeli',
    'Konya', 'Kütahya', 'Malatya', 'Manisa', 'Kahramanmaraş', 'Mardin', 'Muğla', 'Muş', 'Nevşehir',
    'Niğde', 'Ordu', 'Rize', 'Sakarya', 'Samsun', 'Siirt', 'Sinop', 'Sivas', 'Tekirdağ', 'Tokat',
    'Trabzon', 'Tunceli', 'Şanlıurfa', 'Uşak', 'Van', 'Yozgat', 'Zonguldak', 'Aksaray', 'Bayburt',
    'Karaman', 'Kırıkkale', 'Batman', 'Şırnak', 'Bartın', 'Ardahan', 'Iğdır', 'Yalova', 'Karabük',
    'Kilis', 'Osmaniye', 'Düzce'
  ]) THEN btrim(g."location") END,
  CASE WHEN btrim(coalesce(g."sale_price", '')) ~* '^[₺0-9.,[:space:]]*(tl|try)?$' THEN NULL ELSE btrim(g."sale_price") END,
  g."vehicle_type", g."car_brand", g."car_model", g."car_year",
  btrim(regexp_replace(lower(regexp_replace(normalize(translate(g."car_brand", 'İIı', 'iii'), NFD), '[\u0300-\u036f]', '', 'g')), '\s+', ' ', 'g')),
  btrim(regexp_replace(lower(regexp_replace(normalize(translate(g."car_model", 'İIı', 'iii'), NFD), '[\u0300-\u036f]', '', 'g')), '\s+', ' ', 'g')),
  btrim(regexp_replace(lower(regexp_replace(normalize(translate(concat_ws(' ', g."name", g."car_brand", g."car_model"), 'İIı', 'iii'), NFD), '[\u0300-\u036f]', '', 'g')), '\s+', ' ', 'g')),
  g."updated_at", now(), now()
FROM "garages" g
CROSS JOIN LATERAL (
  SELECT regexp_replace(regexp_replace(coalesce(g."sale_price", ''), ',[0-9]{1,2}([^0-9]|$)', '\1', 'g'), '[^0-9]', '', 'g') AS digits
) d
WHERE g."is_for_sale";--> statement-breakpoint
UPDATE "garages" g SET "sale_price" = CASE
    WHEN l."price_tl" IS NULL THEN NULL
    ELSE replace(to_char(l."price_tl", 'FM999,999,999,999'), ',', '.') || ' TL'
  END
FROM "listings" l WHERE l."garage_id" = g."id";--> statement-breakpoint
UPDATE "garages" SET "sale_price" = NULL WHERE NOT "is_for_sale" AND "sale_price" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_active_newest_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST, "garage_id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_price_asc_idx" ON "listings" USING btree ((coalesce(price_tl, 2147483647)), "garage_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_price_desc_idx" ON "listings" USING btree ((coalesce(price_tl, -1)) DESC NULLS LAST, "garage_id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_km_idx" ON "listings" USING btree ((coalesce(km, 2147483647)), "garage_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_year_idx" ON "listings" USING btree ((coalesce(car_year, 0)) DESC NULLS LAST, "garage_id" DESC NULLS LAST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_listed_newest_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST, "garage_id" DESC NULLS LAST) WHERE status <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "listings_listed_price_asc_idx" ON "listings" USING btree ((coalesce(price_tl, 2147483647)), "garage_id") WHERE status <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "listings_listed_price_desc_idx" ON "listings" USING btree ((coalesce(price_tl, -1)) DESC NULLS LAST, "garage_id" DESC NULLS LAST) WHERE status <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "listings_listed_km_idx" ON "listings" USING btree ((coalesce(km, 2147483647)), "garage_id") WHERE status <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "listings_listed_year_idx" ON "listings" USING btree ((coalesce(car_year, 0)) DESC NULLS LAST, "garage_id" DESC NULLS LAST) WHERE status <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "listings_search_tsv_idx" ON "listings" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listings_expert_report_idx" ON "listings" USING btree ("expert_report_id") WHERE expert_report_id IS NOT NULL;
