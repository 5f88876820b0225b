import type { ReactNode } from 'react';
import { Heart, UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActionData } from 'react-router';
import { IntentFailure } from '@/components/intent-failure';
import { useMemberAction } from '@/hooks/use-member-action';
import { IntentForm } from '@/components/intent-form';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/session';
import { failureText, intentFailure } from '@/lib/page-intent';
import { cn } from '@/lib/utils';
import { useToggleFollow } from '../hooks/use-toggle-follow';

/** The member a follow toggle acts on. */
export interface FollowTarget {
  id: string;
  username: string;
  fullName?: string | null;
  isFollowing: boolean;
}

/** Asks the member to sign in first ('Takip etmek için giriş yapmalısınız.'). */
function useFollowClick(target: FollowTarget, style: 'profile' | 'directory') {
  const { t } = useTranslation('users');
  const { user } = useCurrentUser();
  const { mutate, isPending } = useToggleFollow(style);
  const onClick = useMemberAction(isPending, { title: t('follow.loginRequired') }, () =>
    mutate({ memberId: target.id, username: target.username, following: !target.isFollowing }),
  );
  return { onClick, isPending, isMe: Boolean(user && user.id === target.id) };
}

/**
 * The form a follow control posts before the script runs (or without it): intent `follow` to the
 * member's profile route, `following` = the wanted state; back here afterwards.
 */
function FollowForm({ target, onClick, className, children }: { target: FollowTarget; onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <IntentForm
      action={`/user/${encodeURIComponent(target.username)}`}
      intent="follow"
      fields={{ target: target.id, following: String(!target.isFollowing) }}
      onSubmit={onClick}
      className={className}
    >
      {children}
    </IntentForm>
  );
}

/**
 * The profile's follow / unfollow button (toasts 'Takip edildi.' /
 * 'Takipten çıkıldı.'). Visitors may press it and get the sign-in toast; nothing is sent.
 * Before the script runs it posts (a visitor then lands on the sign-in page).
 */
export function FollowButton({ target, className }: { target: FollowTarget; className?: string }) {
  const { t } = useTranslation('users');
  const { onClick, isPending } = useFollowClick(target, 'profile');
  const Icon = target.isFollowing ? UserCheck : UserPlus;
  const failure = failureText(intentFailure(useActionData(), 'follow', target.id), t);
  return (
    <FollowForm target={target} onClick={onClick} className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="submit"
        id={`follow-${target.id}`}
        variant={target.isFollowing ? 'secondary' : 'default'}
        aria-pressed={target.isFollowing}
        aria-busy={isPending || undefined}
        className={className}
      >
        <Icon aria-hidden="true" />
        {target.isFollowing ? t('follow.following') : t('follow.follow')}
      </Button>
      <IntentFailure text={failure} />
    </FollowForm>
  );
}

/**
 * The directory card's follow heart (toasts 'Takip Edildi' /
 * 'Takip Bırakıldı'). Hidden on one's own card. Sits above the card's full-size link.
 */
export function FollowHeart({ target, className }: { target: FollowTarget; className?: string }) {
  const { t } = useTranslation('users');
  const { onClick, isPending, isMe } = useFollowClick(target, 'directory');
  if (isMe) return null;
  const name = target.fullName || target.username;
  const label = target.isFollowing ? t('follow.unfollowNamed', { name }) : t('follow.followNamed', { name });
  return (
    // The card places the button: the form takes no box of its own.
    <FollowForm target={target} onClick={onClick} className="contents">
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        aria-pressed={target.isFollowing}
        aria-busy={isPending || undefined}
        aria-label={label}
        title={label}
        className={cn('relative z-10 rounded-full', target.isFollowing ? 'text-rose-600 hover:text-rose-700 dark:text-rose-400' : 'text-muted-foreground', className)}
      >
        <Heart className={cn('size-5', target.isFollowing && 'fill-current')} aria-hidden="true" />
      </Button>
    </FollowForm>
  );
}
