/** The search endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { searchQuery, searchSuggestQuery, type PopularSearches, type SearchPage, type SearchSuggestions } from '../schemas/search.ts';

export const searchApi = {
  getPopularSearches: defineRoute({ method: 'GET', path: '/api/search/popular', response: output<PopularSearches>() }),
  getSuggestions: defineRoute({ method: 'GET', path: '/api/search/suggest', query: searchSuggestQuery, response: output<SearchSuggestions>() }),
  getSearch: defineRoute({ method: 'GET', path: '/api/search', query: searchQuery, response: output<SearchPage>() }),
};
