import { FORUM_CATEGORIES_SHOWN_COLLAPSED, type ForumCategory } from '@garaj/shared';
import { ArrowRight, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { isLanguage } from '@/lib/i18n';
import { useCollapsedList } from '../hooks/use-collapsed-list';
import { ShowAllButton } from './show-all-button';

/** The category's name and description in the page's language (English falls back to Turkish). */
function categoryText(category: ForumCategory, language: string) {
  return language === 'en'
    ? { name: category.nameEn || category.name, description: category.descriptionEn || category.description }
    : { name: category.name, description: category.description };
}

/** Forum categories on the community hub: 2 until 'Tümünü Gör', then all; "Forum'a Git" → /forum. */
export function ForumCategoriesSection({ categories }: { categories: ForumCategory[] }) {
  const { t, i18n } = useTranslation('community');
  const language = isLanguage(i18n.language) ? i18n.language : 'tr';
  const list = useCollapsedList(categories, FORUM_CATEGORIES_SHOWN_COLLAPSED);
  return (
    <section aria-labelledby="community-forum-title" className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="community-forum-title" className="text-2xl font-bold">
            {t('forum.title')}
          </h2>
          <p className="text-muted-foreground">{t('forum.subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/forum">
            {t('forum.goToForum')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {categories.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{t('forum.empty')}</p>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3" aria-label={t('forum.title')}>
            {list.visible.map((category) => {
              const { name, description } = categoryText(category, language);
              return (
                <li key={category.id} className="relative flex items-start gap-3 rounded-xl border bg-card p-4 transition-colors focus-within:bg-accent/50 hover:bg-accent/50" data-testid="community-forum-category">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <MessageSquare className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold">
                      <Link to={`/forum/${encodeURIComponent(category.id)}`} className="rounded-sm outline-none after:absolute after:inset-0 hover:underline focus-visible:ring-2 focus-visible:ring-ring">
                        {name}
                      </Link>
                    </h3>
                    {description ? <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p> : null}
                    <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums">
                      <span>{t('forum.topics', { count: category.topicsCount })}</span>
                      <span>{t('forum.members', { count: category.membersCount })}</span>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {list.canExpand ? (
            <div className="flex justify-center">
              <ShowAllButton onClick={list.expand} count={categories.length} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
