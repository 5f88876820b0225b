import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';

/**
 * The profile's message button: visitors get 'Mesaj göndermek için giriş
 * yapmalısınız.'; members are told that messaging is coming soon (there is no messaging yet).
 */
export function MessageButton() {
  const { t } = useTranslation('users');
  const { user, isPending } = useCurrentUser();
  const onClick = () => {
    if (isPending) return;
    if (!user) toast.error(t('message.loginRequired'));
    else toast.info(t('message.comingSoonTitle'), { description: t('message.comingSoon') });
  };
  return (
    <Button variant="outline" onClick={onClick}>
      <MessageCircle aria-hidden="true" />
      {t('message.send')}
    </Button>
  );
}
