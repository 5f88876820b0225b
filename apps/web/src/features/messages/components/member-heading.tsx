import type { MemberSummary } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';

/** A member's avatar and name linking to /user/<username>, or "Silinmiş üye" when the account is gone. */
export function MemberHeading({ member, as: Heading = 'h1' }: { member: MemberSummary | null; as?: 'h1' | 'h2' }) {
  const { t } = useTranslation('messages');
  if (!member) {
    return (
      <div className="flex items-center gap-3">
        <UserAvatar name={null} image={null} className="size-11" />
        <Heading className="text-xl font-bold text-muted-foreground">{t('member.gone')}</Heading>
      </div>
    );
  }
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={member.username} image={member.avatar?.url} className="size-11" />
      <div className="min-w-0">
        <Heading className="truncate text-xl font-bold">
          <Link to={`/user/${encodeURIComponent(member.username)}`} className="hover:underline">
            {member.fullName || member.username}
          </Link>
        </Heading>
        <p className="truncate text-sm text-muted-foreground">@{member.username}</p>
      </div>
    </div>
  );
}

/** The name a page title uses for a member. */
export function memberName(member: MemberSummary | null, gone: string): string {
  return member ? member.fullName || `@${member.username}` : gone;
}
