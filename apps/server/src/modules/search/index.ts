/**
 * The search module's whole public interface. Everything else in this folder is its
 * PostgreSQL implementation (full-text and trigram indexes); a dedicated engine would replace
 * that behind these same names (docs/decisions/013-search-engine.md).
 *
 * - {@link searchRoutes}: GET /api/search, /api/search/popular, /api/search/suggest;
 * - {@link search}: one page of a site search (counts per type, ranked hits);
 * - {@link suggest}: at most eight typeahead suggestions;
 * - the writers' hooks: the folded search text each writer stores with its row in its own
 *   transaction (`search_text`; the full-text column is generated from it by the database).
 */
export { searchRoutes } from './search.routes.ts';
export { search, type SearchOutcome } from './search.service.ts';
export { suggest } from './search.suggest.ts';
export { blogPostSearchText, forumTopicSearchText, garageSearchText, profileSearchText } from '../../db/search-text.ts';
