import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/lib/i18n';
import { useCategories } from '../api/get-categories';
import { categoryText } from '../utils/forum-text';

/** Category names by id in the page's language (empty until the categories are loaded). */
export function useCategoryNames(): ReadonlyMap<string, string> {
  const { i18n } = useTranslation();
  const { data } = useCategories();
  const language = isLanguage(i18n.language) ? i18n.language : 'tr';
  return useMemo(() => new Map((data ?? []).map((c) => [c.id, categoryText(c, language).name])), [data, language]);
}
