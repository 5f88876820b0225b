import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkRead } from '../hooks/use-mark-read';

/** 'Tümünü okundu işaretle' — disabled when nothing is unread. */
export function MarkAllReadButton({ size = 'sm' }: { size?: 'sm' | 'default' }) {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  return (
    <Button variant="ghost" size={size} onClick={() => markRead.mutate(null)} disabled={!unread.data || markRead.isPending}>
      <CheckCheck aria-hidden="true" />
      {t('bell.markAll')}
    </Button>
  );
}
