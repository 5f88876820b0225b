import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_TOPICS } from '@garaj/shared';
import { Badge } from '@/components/ui/badge';
import { useCurrentUser } from '@/lib/session';
import { AssistantPanel } from './assistant-panel';
import { SavedAnswers } from './saved-answers';

/**
 * `/assistant`: the intro (what it knows: the eight topics; offline by default,
 * answers in Turkish), the assistant, and the member's saved answers. The server renders all but
 * the member's data; answers come from the browser.
 */
export function AssistantPage() {
  const { t } = useTranslation('assistant');
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <header className="grid gap-3">
        <h1 className="flex items-center gap-2 text-3xl font-bold">
          <Sparkles aria-hidden="true" className="size-7 text-brand" />
          {t('page.title')}
        </h1>
        <p className="text-muted-foreground">{t('page.intro')}</p>
        <p className="text-sm text-muted-foreground">{t('page.language')}</p>
        <ul aria-label={t('page.topicsLabel')} className="flex flex-wrap gap-1.5">
          {ASSISTANT_TOPICS.map((topic) => (
            <li key={topic}>
              <Badge variant="outline">{t(`topics.${topic}`)}</Badge>
            </li>
          ))}
        </ul>
      </header>
      <AssistantPanel />
      {user ? <SavedAnswers /> : null}
    </div>
  );
}
