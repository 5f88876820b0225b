import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';

/** The address that starts writing to a member (the messages pages, linked by URL only). */
export const messagePath = (username: string) => `/messages/new?to=${encodeURIComponent(username)}`;

/**
 * The profile's message button: a member gets a link to write to `username`
 * (`/messages/new?to=`; one's own profile shows nothing); a visitor gets 'Mesaj göndermek için
 * giriş yapmalısınız.' and nothing opens.
 */
export function MessageButton({ username, memberId }: { username: string; memberId: string }) {
  const { t } = useTranslation('users');
  const { user, isPending } = useCurrentUser();
  if (user?.id === memberId) return null;
  if (user) {
    return (
      <Button asChild variant="outline">
        <Link to={messagePath(username)}>
          <MessageCircle aria-hidden="true" />
          {t('message.send')}
        </Link>
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      onClick={() => {
        if (!isPending) toast.error(t('message.loginRequired'));
      }}
    >
      <MessageCircle aria-hidden="true" />
      {t('message.send')}
    </Button>
  );
}
