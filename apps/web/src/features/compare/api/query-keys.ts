/** The garage ids of a comparison as the address names them, in order (at most four). */
export interface CompareParams {
  cars: string[];
}

/** Query keys of the compare feature: everything lives under `['compare']`. */
export const compareKeys = {
  all: ['compare'] as const,
  result: (params: CompareParams) => [...compareKeys.all, 'result', params.cars.join(',')] as const,
  suggestions: (q: string) => [...compareKeys.all, 'suggestions', q] as const,
};
