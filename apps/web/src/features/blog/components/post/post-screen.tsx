import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePost } from '../../api/get-post';
import { PostNotFound } from './post-not-found';
import { PostView } from './post-view';

/** 404, or 400 for a slug that cannot exist: the 'Blog Yazısı Bulunamadı' screen. */
export const isPostMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * `/blog/{slug}`: the spinner 'Blog yazısı yükleniyor...', the post, 'Blog Yazısı Bulunamadı',
 * or an error with a retry. Reached by an earlier slug of a renamed post, it replaces the
 * address with the current one (the server answers that with a 301 when it renders the page).
 * `notFound`: the server already found no post (its 404 page hydrates as the same screen).
 */
export function PostScreen({ slug, notFound = false }: { slug: string; notFound?: boolean }) {
  const { t } = useTranslation('blog');
  const navigate = useNavigate();
  const { data, error, isPending, refetch } = usePost(slug);
  const moved = data && data.slug !== slug ? data.slug : null;
  useEffect(() => {
    if (moved) void navigate(`/blog/${encodeURIComponent(moved)}`, { replace: true });
  }, [moved, navigate]);

  if (notFound && !data) return <PostNotFound />;
  if (isPending || moved) return <PageSpinner label={t('detail.loading')} />;
  if (error) {
    if (isPostMissing(error)) return <PostNotFound />;
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-12">
        <ErrorState headingLevel={1} message={t('detail.loadError')} onRetry={() => void refetch()} />
      </div>
    );
  }
  return <PostView post={data} />;
}
