-- The typeahead lexicon (decision 029, modules/search/search.suggest.ts). The header search's
-- suggestions match the title-like fields only: a garage's name, make and model; a member's full
-- name and username; a post's or topic's title. Each of the four searched tables keeps those
-- fields folded in `suggest_text` (foldForSearch, filled by every writer as `search_text` is;
-- db/search-text.ts), and a lexicon table per type holds one entry per word start of it: the
-- folded title from that word on, cut to 40 characters (a typed word is at most 40). A typed word
-- starts a word of the title exactly when it is a prefix of one of its entries, so a btree range
-- in the "C" collation (`word >= w and word < w || U+10FFFF`) read in index order with a small
-- LIMIT answers the typeahead whatever the tables hold. `lead` marks the entry at the title's
-- first character (the shown title starts with it): the primary key (lead, word, key) holds the
-- title starts and the other word starts as two ranges, each read from the index alone.
--
-- A word start is the first character of the text, or one after a character outside a-z0-9
-- (the typeahead's rule: `(^|[^a-z0-9])w`); no entry starts at a space or ASCII punctuation
-- (a typed word never does).
--
-- The triggers keep the lexicon in the writer's transaction: a statement trigger on insert
-- (one insert for a bulk load), a row trigger on a change of `suggest_text`, and the foreign keys
-- cascade deletes.
ALTER TABLE "garages" ADD COLUMN "suggest_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suggest_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "suggest_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "suggest_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION suggest_word_starts(folded text) RETURNS TABLE(word text, lead boolean)
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT left(substr(folded, i), 40), bool_or(i = 1)
  FROM generate_series(1, char_length(folded)) AS i
  WHERE substr(folded, i, 1) !~ '[[:space:][:punct:]]' AND (i = 1 OR substr(folded, i - 1, 1) !~ '[a-z0-9]')
  GROUP BY 1
$$;--> statement-breakpoint
CREATE TABLE "garage_suggest_words" (
  "word" text COLLATE "C" NOT NULL,
  "garage_id" uuid NOT NULL REFERENCES "garages"("id") ON DELETE cascade,
  "lead" boolean NOT NULL,
  CONSTRAINT "garage_suggest_words_pk" PRIMARY KEY ("lead", "word", "garage_id")
);--> statement-breakpoint
CREATE TABLE "profile_suggest_words" (
  "word" text COLLATE "C" NOT NULL,
  "user_id" text NOT NULL REFERENCES "profiles"("user_id") ON DELETE cascade,
  "lead" boolean NOT NULL,
  CONSTRAINT "profile_suggest_words_pk" PRIMARY KEY ("lead", "word", "user_id")
);--> statement-breakpoint
CREATE TABLE "blog_post_suggest_words" (
  "word" text COLLATE "C" NOT NULL,
  "post_id" uuid NOT NULL REFERENCES "blog_posts"("id") ON DELETE cascade,
  "lead" boolean NOT NULL,
  CONSTRAINT "blog_post_suggest_words_pk" PRIMARY KEY ("lead", "word", "post_id")
);--> statement-breakpoint
CREATE TABLE "forum_topic_suggest_words" (
  "word" text COLLATE "C" NOT NULL,
  "topic_id" uuid NOT NULL REFERENCES "forum_topics"("id") ON DELETE cascade,
  "lead" boolean NOT NULL,
  CONSTRAINT "forum_topic_suggest_words_pk" PRIMARY KEY ("lead", "word", "topic_id")
);--> statement-breakpoint
CREATE INDEX "garage_suggest_words_garage_idx" ON "garage_suggest_words" USING btree ("garage_id");--> statement-breakpoint
CREATE INDEX "profile_suggest_words_user_idx" ON "profile_suggest_words" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blog_post_suggest_words_post_idx" ON "blog_post_suggest_words" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "forum_topic_suggest_words_topic_idx" ON "forum_topic_suggest_words" USING btree ("topic_id");--> statement-breakpoint
-- The typeahead's reads of the lexicons (modules/search/search.suggest.ts): per type, in this
-- order and each key once, the first `candidates` entries starting with `typed` at the start of
-- the shown title (`lead`), as many elsewhere, then `reads` / 2 of each starting with `longest`
-- (null: none; several words, typed in any order). Each read is a range of the primary key in
-- index order with a LIMIT: bounded whatever the tables hold. PL/pgSQL keeps the plans of its
-- statements for the session and, with `force_generic_plan` it keeps using them (every read is an
-- index range whatever the text): a request does not plan them again.
CREATE FUNCTION suggest_entries(typed text, longest text, candidates int, reads int) RETURNS TABLE(kind text, key text)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY SELECT 'garage'::text, k.id::text FROM (SELECT e.id, min(e.ord) AS ord FROM (
      (SELECT w."garage_id" AS id, 0 + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."garage_id" FROM "garage_suggest_words" w
        WHERE w."lead" = true AND w."word" >= typed AND w."word" < typed || chr(1114111) ORDER BY w."word" LIMIT candidates) w)
      UNION ALL (SELECT w."garage_id" AS id, candidates + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."garage_id" FROM "garage_suggest_words" w
        WHERE w."lead" = false AND w."word" >= typed AND w."word" < typed || chr(1114111) ORDER BY w."word" LIMIT candidates) w)
      UNION ALL (SELECT w."garage_id" AS id, 2 * candidates + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."garage_id" FROM "garage_suggest_words" w
        WHERE w."lead" = true AND w."word" >= longest AND w."word" < longest || chr(1114111) ORDER BY w."word" LIMIT reads / 2) w)
      UNION ALL (SELECT w."garage_id" AS id, 2 * candidates + reads / 2 + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."garage_id" FROM "garage_suggest_words" w
        WHERE w."lead" = false AND w."word" >= longest AND w."word" < longest || chr(1114111) ORDER BY w."word" LIMIT reads / 2) w)) e GROUP BY e.id) k ORDER BY k.ord;
  RETURN QUERY SELECT 'post'::text, k.id::text FROM (SELECT e.id, min(e.ord) AS ord FROM (
      (SELECT w."post_id" AS id, 0 + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."post_id" FROM "blog_post_suggest_words" w
        WHERE w."lead" = true AND w."word" >= typed AND w."word" < typed || chr(1114111) ORDER BY w."word" LIMIT candidates) w)
      UNION ALL (SELECT w."post_id" AS id, candidates + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."post_id" FROM "blog_post_suggest_words" w
        WHERE w."lead" = false AND w."word" >= typed AND w."word" < typed || chr(1114111) ORDER BY w."word" LIMIT candidates) w)
      UNION ALL (SELECT w."post_id" AS id, 2 * candidates + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."post_id" FROM "blog_post_suggest_words" w
        WHERE w."lead" = true AND w."word" >= longest AND w."word" < longest || chr(1114111) ORDER BY w."word" LIMIT reads / 2) w)
      UNION ALL (SELECT w."post_id" AS id, 2 * candidates + reads / 2 + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."post_id" FROM "blog_post_suggest_words" w
        WHERE w."lead" = false AND w."word" >= longest AND w."word" < longest || chr(1114111) ORDER BY w."word" LIMIT reads / 2) w)) e GROUP BY e.id) k ORDER BY k.ord;
  RETURN QUERY SELECT 'user'::text, k.id::text FROM (SELECT e.id, min(e.ord) AS ord FROM (
      (SELECT w."user_id" AS id, 0 + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."user_id" FROM "profile_suggest_words" w
        WHERE w."lead" = true AND w."word" >= typed AND w."word" < typed || chr(1114111) ORDER BY w."word" LIMIT candidates) w)
      UNION ALL (SELECT w."user_id" AS id, candidates + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."user_id" FROM "profile_suggest_words" w
        WHERE w."lead" = false AND w."word" >= typed AND w."word" < typed || chr(1114111) ORDER BY w."word" LIMIT candidates) w)
      UNION ALL (SELECT w."user_id" AS id, 2 * candidates + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."user_id" FROM "profile_suggest_words" w
        WHERE w."lead" = true AND w."word" >= longest AND w."word" < longest || chr(1114111) ORDER BY w."word" LIMIT reads / 2) w)
      UNION ALL (SELECT w."user_id" AS id, 2 * candidates + reads / 2 + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."user_id" FROM "profile_suggest_words" w
        WHERE w."lead" = false AND w."word" >= longest AND w."word" < longest || chr(1114111) ORDER BY w."word" LIMIT reads / 2) w)) e GROUP BY e.id) k ORDER BY k.ord;
  RETURN QUERY SELECT 'topic'::text, k.id::text FROM (SELECT e.id, min(e.ord) AS ord FROM (
      (SELECT w."topic_id" AS id, 0 + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."topic_id" FROM "forum_topic_suggest_words" w
        WHERE w."lead" = true AND w."word" >= typed AND w."word" < typed || chr(1114111) ORDER BY w."word" LIMIT candidates) w)
      UNION ALL (SELECT w."topic_id" AS id, candidates + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."topic_id" FROM "forum_topic_suggest_words" w
        WHERE w."lead" = false AND w."word" >= typed AND w."word" < typed || chr(1114111) ORDER BY w."word" LIMIT candidates) w)
      UNION ALL (SELECT w."topic_id" AS id, 2 * candidates + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."topic_id" FROM "forum_topic_suggest_words" w
        WHERE w."lead" = true AND w."word" >= longest AND w."word" < longest || chr(1114111) ORDER BY w."word" LIMIT reads / 2) w)
      UNION ALL (SELECT w."topic_id" AS id, 2 * candidates + reads / 2 + row_number() OVER (ORDER BY w."word") AS ord FROM (SELECT w."word", w."topic_id" FROM "forum_topic_suggest_words" w
        WHERE w."lead" = false AND w."word" >= longest AND w."word" < longest || chr(1114111) ORDER BY w."word" LIMIT reads / 2) w)) e GROUP BY e.id) k ORDER BY k.ord;
END $$;--> statement-breakpoint
-- Arguments of both trigger functions: the lexicon table, its id column, the source's id column.
CREATE FUNCTION suggest_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('INSERT INTO %I (word, %I, lead) SELECT s.word, n.%I, s.lead FROM new_rows n CROSS JOIN LATERAL suggest_word_starts(n.suggest_text) s',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION suggest_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I WHERE %I = ($1).%I', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]) USING NEW;
  EXECUTE format('INSERT INTO %I (word, %I, lead) SELECT s.word, ($1).%I, s.lead FROM suggest_word_starts(($1).suggest_text) s',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]) USING NEW;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Backfill: the fields folded in SQL as migration 0027 folds (Turkish i's as one letter, accents
-- dropped, lower case, white space collapsed) — foldForSearch for the site's Latin text; every
-- write from now on stores the application's own fold. Rows with an empty `search_text` (the
-- deleted-member account) stay out of the search and the typeahead alike.
UPDATE "garages" SET "suggest_text" = btrim(regexp_replace(lower(regexp_replace(normalize(translate(
    concat_ws(' ', "name", "car_brand", "car_model"), 'İIı', 'iii'), NFD), '[\u0300-\u036f]', '', 'g')), '\s+', ' ', 'g'))
  WHERE "search_text" <> '';--> statement-breakpoint
UPDATE "profiles" p SET "suggest_text" = btrim(regexp_replace(lower(regexp_replace(normalize(translate(
    concat_ws(' ', p."full_name", u."display_username"), 'İIı', 'iii'), NFD), '[\u0300-\u036f]', '', 'g')), '\s+', ' ', 'g'))
  FROM "users" u WHERE u."id" = p."user_id" AND p."search_text" <> '';--> statement-breakpoint
UPDATE "blog_posts" SET "suggest_text" = btrim(regexp_replace(lower(regexp_replace(normalize(translate(
    "title", 'İIı', 'iii'), NFD), '[\u0300-\u036f]', '', 'g')), '\s+', ' ', 'g'))
  WHERE "search_text" <> '';--> statement-breakpoint
UPDATE "forum_topics" SET "suggest_text" = btrim(regexp_replace(lower(regexp_replace(normalize(translate(
    "title", 'İIı', 'iii'), NFD), '[\u0300-\u036f]', '', 'g')), '\s+', ' ', 'g'))
  WHERE "search_text" <> '';--> statement-breakpoint
INSERT INTO "garage_suggest_words" ("word", "garage_id", "lead")
  SELECT s."word", g."id", s."lead" FROM "garages" g CROSS JOIN LATERAL suggest_word_starts(g."suggest_text") s;--> statement-breakpoint
INSERT INTO "profile_suggest_words" ("word", "user_id", "lead")
  SELECT s."word", p."user_id", s."lead" FROM "profiles" p CROSS JOIN LATERAL suggest_word_starts(p."suggest_text") s;--> statement-breakpoint
INSERT INTO "blog_post_suggest_words" ("word", "post_id", "lead")
  SELECT s."word", b."id", s."lead" FROM "blog_posts" b CROSS JOIN LATERAL suggest_word_starts(b."suggest_text") s;--> statement-breakpoint
INSERT INTO "forum_topic_suggest_words" ("word", "topic_id", "lead")
  SELECT s."word", t."id", s."lead" FROM "forum_topics" t CROSS JOIN LATERAL suggest_word_starts(t."suggest_text") s;--> statement-breakpoint
CREATE TRIGGER "garages_suggest_words_insert" AFTER INSERT ON "garages" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suggest_words_insert('garage_suggest_words', 'garage_id', 'id');--> statement-breakpoint
CREATE TRIGGER "profiles_suggest_words_insert" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suggest_words_insert('profile_suggest_words', 'user_id', 'user_id');--> statement-breakpoint
CREATE TRIGGER "blog_posts_suggest_words_insert" AFTER INSERT ON "blog_posts" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suggest_words_insert('blog_post_suggest_words', 'post_id', 'id');--> statement-breakpoint
CREATE TRIGGER "forum_topics_suggest_words_insert" AFTER INSERT ON "forum_topics" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suggest_words_insert('forum_topic_suggest_words', 'topic_id', 'id');--> statement-breakpoint
CREATE TRIGGER "garages_suggest_words_update" AFTER UPDATE OF "suggest_text" ON "garages"
  FOR EACH ROW WHEN (OLD."suggest_text" IS DISTINCT FROM NEW."suggest_text") EXECUTE FUNCTION suggest_words_update('garage_suggest_words', 'garage_id', 'id');--> statement-breakpoint
CREATE TRIGGER "profiles_suggest_words_update" AFTER UPDATE OF "suggest_text" ON "profiles"
  FOR EACH ROW WHEN (OLD."suggest_text" IS DISTINCT FROM NEW."suggest_text") EXECUTE FUNCTION suggest_words_update('profile_suggest_words', 'user_id', 'user_id');--> statement-breakpoint
CREATE TRIGGER "blog_posts_suggest_words_update" AFTER UPDATE OF "suggest_text" ON "blog_posts"
  FOR EACH ROW WHEN (OLD."suggest_text" IS DISTINCT FROM NEW."suggest_text") EXECUTE FUNCTION suggest_words_update('blog_post_suggest_words', 'post_id', 'id');--> statement-breakpoint
CREATE TRIGGER "forum_topics_suggest_words_update" AFTER UPDATE OF "suggest_text" ON "forum_topics"
  FOR EACH ROW WHEN (OLD."suggest_text" IS DISTINCT FROM NEW."suggest_text") EXECUTE FUNCTION suggest_words_update('forum_topic_suggest_words', 'topic_id', 'id');
