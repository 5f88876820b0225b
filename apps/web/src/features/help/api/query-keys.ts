import type { HelpFaqCategory } from '@garaj/shared';
import { currentLanguage } from '@/lib/i18n';

/** The help page's filters as the address holds them (`/help?q=&category=`). */
export interface HelpParams {
  /** Trimmed search text ('' for none). */
  q: string;
  category: HelpFaqCategory | null;
}

/** Query keys of the help feature, all under `['help']`; the FAQ ends with its language (the API answers in it). */
export const helpKeys = {
  all: ['help'] as const,
  faqs: (params: HelpParams) => [...helpKeys.all, 'faqs', params.q, params.category, currentLanguage()] as const,
};
