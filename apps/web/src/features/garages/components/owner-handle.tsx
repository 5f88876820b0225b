import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** '@username' linking to the owner's profile; the anonymous label when `username` is empty (a hidden owner). */
export function OwnerHandle({ username }: { username: string }) {
  const { t } = useTranslation('garages');
  return username ? (
    <Link
      to={`/user/${encodeURIComponent(username)}`}
      className="hover:text-foreground hover:underline"
    >
      @{username}
    </Link>
  ) : (
    <span>@{t('card.anonymous')}</span>
  );
}
