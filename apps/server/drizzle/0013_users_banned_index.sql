CREATE INDEX "users_banned_idx" ON "users" USING btree ("id") WHERE "users"."banned";
