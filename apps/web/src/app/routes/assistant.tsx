import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/page-meta';
import { AssistantPage } from '@/features/assistant/components/assistant-page';

/**
 * `/assistant` — the AI modification assistant. Server-rendered: intro, quick
 * questions and the form (the session is always preloaded); the answer and the member's
 * garages and saved answers load in the browser.
 */
export function Component() {
  const { t } = useTranslation('assistant');
  return (
    <>
      <PageMeta title={t('page.title')} description={t('page.metaDescription')} />
      <AssistantPage />
    </>
  );
}
Component.displayName = 'AssistantRoute';
