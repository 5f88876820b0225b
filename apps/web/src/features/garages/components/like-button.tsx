import { ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import { IntentFailure } from '@/components/intent-failure';
import { useMemberAction } from '@/hooks/use-member-action';
import { IntentForm } from '@/components/intent-form';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { formatCompact } from '@/lib/format';
import { failureText, intentFailure } from '@/lib/page-intent';
import { cn } from '@/lib/utils';
import { useToggleLike } from '../hooks/use-toggle-like';

interface LikeButtonProps {
  garageId: string;
  liked: boolean;
  count: number;
  /**
   * The garage owner's member id. Owners cannot like their own garage (the server answers 403
   * OWN_GARAGE_LIKE): for them the button only shows the count.
   */
  ownerId?: string;
  size?: 'sm' | 'default';
  className?: string;
}

/**
 * Like toggle with the like count. Optimistic (rolled back on error). Visitors may press it and
 * get the 'Giriş Gerekli' toast, like the favorite button (nothing is sent); the owner's own
 * garage shows a disabled button. The server decides anyway. A form posted to the garage's page
 * route (intent `like`) before the script runs (or without it): the page comes back with the
 * like counted, a visitor goes to the sign-in page, a refusal is shown next to the button.
 */
export function LikeButton({ garageId, liked, count, ownerId, size = 'sm', className }: LikeButtonProps) {
  const { t } = useTranslation('garages');
  const { user } = useCurrentUser();
  const { mutate, isPending } = useToggleLike();
  const own = Boolean(user && ownerId && user.id === ownerId);
  const failure = failureText(intentFailure(useActionData(), 'like', garageId), t);
  const onClick = useMemberAction(isPending, { title: t('loginRequired.title'), description: t('like.loginHint') }, () =>
    mutate({ garageId, liked: !liked }),
  );

  return (
    <IntentForm
      action={`/garage/${encodeURIComponent(garageId)}`}
      intent="like"
      fields={{ target: garageId, liked: String(!liked) }}
      onSubmit={onClick}
      className="inline-flex flex-wrap items-center gap-2"
    >
      <span id={`like-${garageId}`} title={own ? t('like.ownHint') : undefined} className="inline-flex">
        <Button
          type="submit"
          variant={liked ? 'secondary' : 'outline'}
          size={size}
          aria-pressed={liked}
          disabled={own}
          aria-busy={isPending || undefined}
          className={cn('tabular-nums', liked && 'text-primary', className)}
        >
          <ThumbsUp className={cn(liked && 'fill-current')} aria-hidden="true" />
          <span className="sr-only">{t('like.label')}</span>
          <span aria-hidden="true">{formatCompact(count)}</span>
          <span className="sr-only">{t('like.count', { count })}</span>
          {own ? <span className="sr-only">{t('like.ownHint')}</span> : null}
        </Button>
      </span>
      <IntentFailure text={failure} />
    </IntentForm>
  );
}
