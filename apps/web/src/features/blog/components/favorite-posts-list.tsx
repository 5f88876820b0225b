import { Bookmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useFavoritePosts } from '../api/get-favorite-posts';
import { PostCardList } from './post-card-list';

/** The member's favorite blog posts (the posts part of `/favorites`). */
export function FavoritePostsList({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  return (
    <PostCardList
      query={useFavoritePosts()}
      headingLevel={headingLevel}
      loadingLabel={t('favorites.loading')}
      errorMessage={t('favorites.error')}
      empty={
        <EmptyState
          icon={Bookmark}
          headingLevel={headingLevel}
          title={t('favorites.empty')}
          description={t('favorites.emptyText')}
          action={
            <Button asChild>
              <Link to="/blog">{t('favorites.browse')}</Link>
            </Button>
          }
        />
      }
    />
  );
}
