/** The two garage ids of a comparison as the address names them (null: the slot is empty). */
export interface CompareParams {
  car1: string | null;
  car2: string | null;
}

/** Query keys of the compare feature: everything lives under `['compare']`. */
export const compareKeys = {
  all: ['compare'] as const,
  result: (params: CompareParams) => [...compareKeys.all, 'result', params.car1 ?? '', params.car2 ?? ''] as const,
  suggestions: (q: string) => [...compareKeys.all, 'suggestions', q] as const,
};
