-- `search_lexemes()` also gives every word of three or more characters a lexeme of its first
-- three characters marked with a leading `^` (`corolla` → `^cor`): the site search's "its first
-- three characters start a word" is then one exact lexeme (`'^cor'`), a single posting list of
-- the GIN index, instead of a prefix query (`'cor':*`) that collects and merges every word
-- starting with them. Words and inner suffixes stay as before (db/search-match.ts).
CREATE OR REPLACE FUNCTION search_lexemes(folded text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
  word text;
  lexemes text[] := '{}';
BEGIN
  FOREACH word IN ARRAY array(SELECT DISTINCT left(w, 64) FROM regexp_split_to_table(folded, '[^a-z0-9]+') AS w WHERE w <> '') LOOP
    lexemes := lexemes || word;
    IF length(word) >= 3 THEN
      lexemes := lexemes || ('^' || left(word, 3));
    END IF;
    FOR i IN 2 .. length(word) - 2 LOOP
      lexemes := lexemes || ('~' || substr(word, i));
    END LOOP;
  END LOOP;
  RETURN array_to_tsvector(lexemes);
END
$$;--> statement-breakpoint
-- Stored generated columns are recomputed by an update of their row; each GIN index is rebuilt
-- once afterwards rather than maintained row by row.
DROP INDEX "garages_search_tsv_idx";--> statement-breakpoint
DROP INDEX "profiles_search_tsv_idx";--> statement-breakpoint
DROP INDEX "blog_posts_search_tsv_idx";--> statement-breakpoint
DROP INDEX "forum_topics_search_tsv_idx";--> statement-breakpoint
UPDATE "garages" SET "search_text" = "search_text";--> statement-breakpoint
UPDATE "profiles" SET "search_text" = "search_text";--> statement-breakpoint
UPDATE "blog_posts" SET "search_text" = "search_text";--> statement-breakpoint
UPDATE "forum_topics" SET "search_text" = "search_text";--> statement-breakpoint
CREATE INDEX "garages_search_tsv_idx" ON "garages" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "profiles_search_tsv_idx" ON "profiles" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "blog_posts_search_tsv_idx" ON "blog_posts" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "forum_topics_search_tsv_idx" ON "forum_topics" USING gin ("search_tsv");
