import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActionData, useLocation } from 'react-router';
import { IntentFailure } from '@/components/intent-failure';
import { useMemberAction } from '@/hooks/use-member-action';
import { IntentForm } from '@/components/intent-form';
import { Button } from '@/components/ui/button';
import { formatCompact } from '@/lib/format';
import { failureText, intentFailure } from '@/lib/page-intent';
import { cn } from '@/lib/utils';
import { useTogglePostLike } from '../../hooks/use-toggle-post-like';

interface PostLikeButtonProps {
  postId: string;
  liked: boolean;
  count: number;
  /** The author cannot like their own post (403 OWN_BLOG_POST_LIKE): the button only shows the count. */
  isMine: boolean;
}

/**
 * Like toggle with the like count (Blog like: +1 / -1 at once). Optimistic,
 * rolled back on error. A visitor gets the 'Giriş Gerekli' toast (nothing is sent), as on
 * garages; the server decides anyway. A form posted to the post's page (intent `like`) before
 * the script runs (or without it): the page comes back with the like counted.
 */
export function PostLikeButton({ postId, liked, count, isMine }: PostLikeButtonProps) {
  const { t } = useTranslation('blog');
  const { mutate, isPending } = useTogglePostLike();
  const { pathname } = useLocation();
  const failure = failureText(intentFailure(useActionData(), 'like', postId), t);
  const onClick = useMemberAction(isPending, { title: t('loginRequired.title'), description: t('like.loginHint') }, () =>
    mutate({ postId, liked: !liked }),
  );

  return (
    <IntentForm action={pathname} intent="like" fields={{ target: postId, liked: String(!liked) }} onSubmit={onClick} className="inline-flex flex-wrap items-center gap-2">
      <span id={`like-${postId}`} title={isMine ? t('like.ownHint') : undefined} className="inline-flex">
        <Button
          type="submit"
          variant={liked ? 'secondary' : 'outline'}
          aria-pressed={liked}
          disabled={isMine}
          aria-busy={isPending || undefined}
          className={cn('tabular-nums', liked && 'text-red-600 dark:text-red-400')}
        >
          <Heart className={cn(liked && 'fill-current')} aria-hidden="true" />
          <span className="sr-only">{t('like.label')}</span>
          <span aria-hidden="true">{formatCompact(count)}</span>
          <span className="sr-only">{t('like.count', { count })}</span>
          {isMine ? <span className="sr-only">{t('like.ownHint')}</span> : null}
        </Button>
      </span>
      <IntentFailure text={failure} />
    </IntentForm>
  );
}
