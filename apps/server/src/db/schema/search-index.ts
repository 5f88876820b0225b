/**
 * The full-text column beside a folded `search_text` (migration 0012, db/search-match.ts):
 * `search_tsv = search_lexemes(search_text)`, stored and generated, so every writer fills it in
 * its own statement. Never written by the application; read only in search conditions.
 */
import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The generated `search_tsv` column of a table whose folded text is `search_text`. */
export const searchLexemesColumn = () =>
  tsvector('search_tsv')
    .notNull()
    .generatedAlwaysAs(sql`search_lexemes(search_text)`);
