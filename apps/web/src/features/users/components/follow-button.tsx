import { Heart, UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useToggleFollow } from '../hooks/use-toggle-follow';

/** The member a follow toggle acts on. */
export interface FollowTarget {
  id: string;
  username: string;
  fullName?: string | null;
  isFollowing: boolean;
}

/** Asks the member to sign in first (spec community §6: 'Takip etmek için giriş yapmalısınız.'). */
function useFollowClick(target: FollowTarget, style: 'profile' | 'directory') {
  const { t } = useTranslation('users');
  const { user, isPending: sessionPending } = useCurrentUser();
  const { mutate, isPending } = useToggleFollow(style);
  const onClick = () => {
    if (sessionPending || isPending) return;
    if (!user) {
      toast.error(t('follow.loginRequired'));
      return;
    }
    mutate({ memberId: target.id, username: target.username, following: !target.isFollowing });
  };
  return { onClick, isPending, isMe: Boolean(user && user.id === target.id) };
}

/**
 * The profile's follow / unfollow button (community §2 User profile; toasts 'Takip edildi.' /
 * 'Takipten çıkıldı.'). Visitors may press it and get the sign-in toast; nothing is sent.
 */
export function FollowButton({ target, className }: { target: FollowTarget; className?: string }) {
  const { t } = useTranslation('users');
  const { onClick, isPending } = useFollowClick(target, 'profile');
  const Icon = target.isFollowing ? UserCheck : UserPlus;
  return (
    <Button variant={target.isFollowing ? 'secondary' : 'default'} aria-pressed={target.isFollowing} aria-busy={isPending || undefined} onClick={onClick} className={className}>
      <Icon aria-hidden="true" />
      {target.isFollowing ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}

/**
 * The directory card's follow heart (community §2 Users directory; toasts 'Takip Edildi' /
 * 'Takip Bırakıldı'). Hidden on one's own card. Sits above the card's full-size link.
 */
export function FollowHeart({ target, className }: { target: FollowTarget; className?: string }) {
  const { t } = useTranslation('users');
  const { onClick, isPending, isMe } = useFollowClick(target, 'directory');
  if (isMe) return null;
  const name = target.fullName || target.username;
  const label = target.isFollowing ? t('follow.unfollowNamed', { name }) : t('follow.followNamed', { name });
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={target.isFollowing}
      aria-busy={isPending || undefined}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn('relative z-10 rounded-full', target.isFollowing ? 'text-rose-600 hover:text-rose-700 dark:text-rose-400' : 'text-muted-foreground', className)}
    >
      <Heart className={cn('size-5', target.isFollowing && 'fill-current')} aria-hidden="true" />
    </Button>
  );
}
