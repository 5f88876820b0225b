import type { GarageDetail } from '@garaj/shared';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/lazy-toast';
import { useCurrentUser } from '@/lib/session';

/** The address that starts writing to a garage's owner about it (the messages pages, linked by URL only). */
export const messageSellerPath = (username: string, garageId: string) => `/messages/new?to=${encodeURIComponent(username)}&garage=${encodeURIComponent(garageId)}`;

/**
 * "Satıcıya Mesaj Gönder" on a garage for sale, for everyone but its owner: a member goes to
 * `/messages/new?to=<owner>&garage=<id>`; a visitor gets 'Mesaj göndermek için giriş
 * yapmalısınız.' and nothing opens (as the profile's message button).
 */
export function MessageSellerButton({ garage }: { garage: GarageDetail }) {
  const { t } = useTranslation('garages');
  const { user, isPending } = useCurrentUser();
  const username = garage.owner.username;
  if (!garage.isForSale || !username || garage.isMine || user?.id === garage.owner.id) return null;
  const label = (
    <>
      <MessageCircle aria-hidden="true" />
      {t('detail.messageSeller')}
    </>
  );
  if (user) {
    return (
      <Button asChild>
        <Link to={messageSellerPath(username, garage.id)}>{label}</Link>
      </Button>
    );
  }
  return (
    <Button
      onClick={() => {
        if (!isPending) toast.error(t('detail.messageLoginRequired'));
      }}
    >
      {label}
    </Button>
  );
}
