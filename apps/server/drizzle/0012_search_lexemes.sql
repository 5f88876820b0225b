-- The full-text index of the site search: `search_lexemes(search_text)` turns the already folded
-- search text (Turkish fold, db/search-text.ts) into a tsvector of its words (maximal runs of
-- a-z and 0-9, the first 64 characters of each) plus every inner suffix of at least three
-- characters marked with a leading `~`. A prefix query `'gol':*` then finds a word starting
-- with `gol`, and `'~500r':*` a word holding `500r` after its first character, both through one
-- GIN index (db/search-match.ts). Stored generated columns: every writer, bulk SQL included,
-- fills them in its own statement, and adding them computes them for every existing row.
CREATE OR REPLACE FUNCTION search_lexemes(folded text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  word text;
  lexemes text[] := '{}';
BEGIN
  FOREACH word IN ARRAY array(SELECT DISTINCT left(w, 64) FROM regexp_split_to_table(folded, '[^a-z0-9]+') AS w WHERE w <> '') LOOP
    lexemes := lexemes || word;
    FOR i IN 2 .. length(word) - 2 LOOP
      lexemes := lexemes || ('~' || substr(word, i));
    END LOOP;
  END LOOP;
  RETURN array_to_tsvector(lexemes);
END
$$;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (search_lexemes("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (search_lexemes("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (search_lexemes("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "forum_topics" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (search_lexemes("search_text")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "garages_search_tsv_idx" ON "garages" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "profiles_search_tsv_idx" ON "profiles" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "blog_posts_search_tsv_idx" ON "blog_posts" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "forum_topics_search_tsv_idx" ON "forum_topics" USING gin ("search_tsv");
--> statement-breakpoint
-- The visibility rule's "author not banned" anti-join reads the few banned members from here.
CREATE INDEX "users_banned_idx" ON "users" USING btree ("id") WHERE banned;
