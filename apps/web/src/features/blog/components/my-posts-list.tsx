import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMyPosts } from '../api/get-my-posts';
import { PostCardList } from './post-card-list';

/** The member's own posts, drafts marked (`/blog/mine`). */
export function MyPostsList() {
  const { t } = useTranslation('blog');
  return (
    <PostCardList
      query={useMyPosts()}
      showStatus
      loadingLabel={t('mine.loading')}
      errorMessage={t('mine.error')}
      empty={
        <EmptyState
          icon={PenLine}
          title={t('mine.empty')}
          description={t('mine.emptyText')}
          action={
            <Button asChild>
              <Link to="/blog/new">{t('list.write')}</Link>
            </Button>
          }
        />
      }
    />
  );
}
