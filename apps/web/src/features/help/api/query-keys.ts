import type { HelpFaqCategory } from '@garaj/shared';

/** The help page's filters as the address holds them (`/help?q=&category=`). */
export interface HelpParams {
  /** Trimmed search text ('' for none). */
  q: string;
  category: HelpFaqCategory | null;
}

/** Query keys of the help feature, all under `['help']`. */
export const helpKeys = {
  all: ['help'] as const,
  faqs: (params: HelpParams) => [...helpKeys.all, 'faqs', params.q, params.category] as const,
};
