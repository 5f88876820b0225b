import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { AssistantPanel } from './assistant-panel';

/**
 * The home page's 'AI modification advisor' (Home): the same
 * assistant, compact, with a link to /assistant. Loaded lazily (home.tsx `lazySection`).
 */
export function AssistantHomeSection() {
  const { t } = useTranslation('assistant');
  return (
    <section aria-labelledby="assistant-home-title" className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="assistant-home-title" className="text-2xl font-bold sm:text-3xl">
            {t('home.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('home.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/assistant">
            {t('home.open')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <AssistantPanel compact />
    </section>
  );
}
