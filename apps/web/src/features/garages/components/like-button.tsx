import { ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { formatCompact } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useToggleLike } from '../hooks/use-toggle-like';

interface LikeButtonProps {
  garageId: string;
  liked: boolean;
  count: number;
  size?: 'sm' | 'default';
  className?: string;
}

/**
 * Like toggle with the like count. Optimistic (rolled back on error). Disabled for visitors
 * (spec core §2); the server decides anyway.
 */
export function LikeButton({ garageId, liked, count, size = 'sm', className }: LikeButtonProps) {
  const { t } = useTranslation('garages');
  const { user } = useCurrentUser();
  const { mutate, isPending } = useToggleLike();
  const signedOut = !user;

  return (
    <span title={signedOut ? t('like.loginHint') : undefined} className="inline-flex">
      <Button
        variant={liked ? 'secondary' : 'outline'}
        size={size}
        aria-pressed={liked}
        disabled={signedOut}
        aria-busy={isPending || undefined}
        onClick={() => {
          if (!isPending) mutate({ garageId, liked: !liked });
        }}
        className={cn('tabular-nums', liked && 'text-primary', className)}
      >
        <ThumbsUp className={cn(liked && 'fill-current')} aria-hidden="true" />
        <span className="sr-only">{t('like.label')}</span>
        <span aria-hidden="true">{formatCompact(count)}</span>
        <span className="sr-only">{t('like.count', { count })}</span>
      </Button>
    </span>
  );
}
