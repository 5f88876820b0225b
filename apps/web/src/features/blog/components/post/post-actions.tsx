import type { BlogPostDetail } from '@garaj/shared';
import { MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NeedsJavaScript } from '@/components/needs-javascript';
import { Button } from '@/components/ui/button';
import { HideToggle } from '@/components/moderation/hide-toggle';
import { ReportButton } from '@/components/report/report-button';
import { useShare } from '@/hooks/use-share';
import { PostFavoriteButton } from './post-favorite-button';
import { PostLikeButton } from './post-like-button';

/** Like (with count), favorite, share, the comment count and report under a post (Blog detail). */
export function PostActions({ post }: { post: BlogPostDetail }) {
  const { t } = useTranslation('blog');
  const share = useShare({ copied: t('share.copied'), failed: t('share.failed') });
  const published = post.status === 'published';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {published ? <PostLikeButton postId={post.id} liked={post.likedByMe} count={post.likesCount} isMine={post.isMine} /> : null}
      {published ? <PostFavoriteButton postId={post.id} favorited={post.favoritedByMe} /> : null}
      {published ? (
        <NeedsJavaScript>
          <Button variant="outline" onClick={() => void share({ title: post.title, text: post.excerpt, url: window.location.href })}>
            <Share2 aria-hidden="true" />
            <span>{t('share.label')}</span>
          </Button>
        </NeedsJavaScript>
      ) : null}
      <a href="#comments" className="inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm text-muted-foreground hover:text-foreground">
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('comments.count', { count: post.commentsCount })}
      </a>
      {published ? <ReportButton targetType="post" targetId={post.id} targetLabel={post.title} ownerId={post.author.id} /> : null}
      <HideToggle type="post" id={post.id} hidden={post.hidden} label={post.title} />
    </div>
  );
}
