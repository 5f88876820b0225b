/** The compare endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { compareQuery, compareSuggestionsQuery, type CompareResult, type CompareSuggestions } from '../schemas/compare.ts';

export const compareApi = {
  getCompareSuggestions: defineRoute({ method: 'GET', path: '/api/compare/suggestions', query: compareSuggestionsQuery, response: output<CompareSuggestions>() }),
  getCompare: defineRoute({ method: 'GET', path: '/api/compare', query: compareQuery, response: output<CompareResult>() }),
};
