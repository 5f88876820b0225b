/** The search endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { searchQuery, searchSuggestQuery, similarTopicsQuery, type PopularSearches, type SearchPage, type SearchSuggestions, type SimilarTopics } from '../schemas/search.ts';

export const searchApi = {
  getPopularSearches: defineRoute({ method: 'GET', path: '/api/search/popular', response: output<PopularSearches>() }),
  getSuggestions: defineRoute({ method: 'GET', path: '/api/search/suggest', query: searchSuggestQuery, response: output<SearchSuggestions>() }),
  getSimilarTopics: defineRoute({ method: 'GET', path: '/api/search/similar-topics', query: similarTopicsQuery, response: output<SimilarTopics>() }),
  getSearch: defineRoute({ method: 'GET', path: '/api/search', query: searchQuery, response: output<SearchPage>() }),
};
