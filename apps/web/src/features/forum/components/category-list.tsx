import type { ForumCategory } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { isLanguage } from '@/lib/i18n';
import { useCategories } from '../api/get-categories';
import { categoryText } from '../utils/forum-text';
import { CategoryIcon } from './category-icon';

function CategoryRow({ category }: { category: ForumCategory }) {
  const { t, i18n } = useTranslation('forum');
  const { name, description } = categoryText(category, isLanguage(i18n.language) ? i18n.language : 'tr');
  const last = category.lastPost;
  return (
    <li className="relative flex flex-col gap-3 p-4 transition-colors focus-within:bg-accent/50 hover:bg-accent/50 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <CategoryIcon name={category.icon} />
        <div className="min-w-0">
          <h3 className="font-semibold">
            {/* The whole row is the link's target (same tab, at once). */}
            <Link
              to={`/forum/${encodeURIComponent(category.id)}`}
              className="rounded-sm outline-none after:absolute after:inset-0 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {name}
            </Link>
          </h3>
          {description ? <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p> : null}
        </div>
      </div>
      <dl className="flex shrink-0 gap-4 text-xs text-muted-foreground sm:w-40 sm:justify-end">
        <div>
          <dt className="sr-only">{t('stats.topics')}</dt>
          <dd className="tabular-nums">{t('category.topics', { count: category.topicsCount })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('stats.posts')}</dt>
          <dd className="tabular-nums">{t('category.posts', { count: category.topicsCount + category.repliesCount })}</dd>
        </div>
      </dl>
      <div className="min-w-0 text-xs text-muted-foreground sm:w-56">
        {last ? (
          <>
            <p className="sr-only">{t('category.lastPost')}</p>
            <p className="truncate font-medium text-foreground">{last.title}</p>
            <p className="truncate">{t('category.lastPostBy', { author: `@${last.author}`, date: formatDate(last.at, 'long') })}</p>
          </>
        ) : (
          <p>{t('category.noPosts')}</p>
        )}
      </div>
    </li>
  );
}

/** Forum home: every category with its counts and last post; each opens `/forum/{id}` (Forum home). */
export function CategoryList() {
  const { t } = useTranslation(['forum', 'common']);
  const { data, isPending, isError, refetch } = useCategories();

  if (isPending) {
    return (
      <div aria-busy="true" className="divide-y rounded-xl border">
        <span role="status" className="sr-only">
          {t('common:status.loading')}
        </span>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="flex gap-3 p-4">
            <Skeleton className="size-11" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (isError) return <ErrorState headingLevel={3} message={t('forum:home.categoriesError')} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState headingLevel={3} title={t('forum:home.categoriesEmpty')} />;
  return (
    <ul className="divide-y overflow-hidden rounded-xl border bg-card">
      {data.map((category) => (
        <CategoryRow key={category.id} category={category} />
      ))}
    </ul>
  );
}
