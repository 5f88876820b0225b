-- Badges (docs/badges.md): rarest-vehicle looks up the garages of one make + model,
-- folded (white space runs as one space, ends trimmed, the four Turkish i's as one letter, Ç Ğ Ö
-- Ş Ü and ASCII lower-cased). This expression index answers that look-up without reading every
-- garage; its expression is lib/badges.ts foldedVehicleSql() exactly (the planner matches it).
CREATE INDEX IF NOT EXISTS "garages_vehicle_fold_idx" ON "garages" USING btree (
  (lower(translate(btrim(regexp_replace("car_brand", '\s+', ' ', 'g')), 'İIıÇĞÖŞÜ', 'iiiçğöşü'))),
  (lower(translate(btrim(regexp_replace("car_model", '\s+', ' ', 'g')), 'İIıÇĞÖŞÜ', 'iiiçğöşü')))
);
