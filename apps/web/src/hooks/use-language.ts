import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, setLanguage as applyLanguage, type Language } from '@/lib/i18n';

export interface UseLanguage {
  language: Language;
  languages: readonly Language[];
  /** Switches i18next, stores the choice under `language`; values other than tr/en are ignored. */
  setLanguage: (language: string) => Promise<void>;
}

export function useLanguage(): UseLanguage {
  // Subscribes to language changes so the caller re-renders.
  useTranslation();
  const setLanguage = useCallback((language: string) => applyLanguage(language), []);
  return { language: currentLanguage(), languages: LANGUAGES, setLanguage };
}
