import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useSimilarTopics } from '../api/get-similar-topics';

/**
 * "Benzer konular" under a new question's title: up to five published topics sharing its words
 * (api/get-similar-topics.ts), each opening in a new tab so the question being written stays.
 * Nothing is shown while there is nothing similar; the count is announced politely.
 */
export function SimilarTopics({ title, id }: { title: string; id: string }) {
  const { t } = useTranslation(['forum', 'common']);
  const { items } = useSimilarTopics(title);
  return (
    <div aria-live="polite">
      {items.length > 0 && (
        <section aria-labelledby={`${id}-heading`} className="rounded-md border bg-muted/40 p-3">
          <h3 id={`${id}-heading`} className="text-sm font-semibold">
            {t('forum:newTopic.similar.heading', { count: items.length })}
          </h3>
          <p className="mb-2 text-xs text-muted-foreground">{t('forum:newTopic.similar.hint')}</p>
          <ul className="grid gap-1.5">
            {items.map((topic) => (
              <li key={topic.id} className="flex items-start gap-2 text-sm">
                <a
                  href={topic.url}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-w-0 flex-1 items-start gap-1 font-medium underline-offset-4 hover:underline focus-visible:underline"
                >
                  <span className="min-w-0 break-words">{topic.title}</span>
                  <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  <span className="sr-only">{t('common:opensInNewTab')}</span>
                </a>
                <Badge variant={topic.status === 'answered' ? 'success' : 'secondary'} className="shrink-0">
                  {t(`forum:badges.status.${topic.status}`)}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
