/**
 * The header's notification bell: the unread count, kept live by
 * `notifications.changed`, and a popover with the newest notifications, 'mark all read' and a
 * link to /notifications. Loaded after the page is interactive (app/layout/deferred-member-icons.tsx):
 * this module, Radix Popover and the list stay out of the first download.
 */
import { useState } from 'react';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { NOTIFICATION_UNREAD_CAP } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';

/** Shown on the badge above this ("99+"; the server counts up to NOTIFICATION_UNREAD_CAP). */
const MAX_BADGE = NOTIFICATION_UNREAD_CAP - 1;

export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  useLiveNotifications();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('relative', className)}
          aria-label={count ? t('bell.labelUnread', { count }) : t('bell.label')}
          data-testid="notification-bell"
        >
          <Bell className="size-5" aria-hidden="true" />
          {count ? (
            <span
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-semibold text-primary-foreground tabular-nums"
              aria-hidden="true"
              data-testid="notification-count"
            >
              {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
            </span>
          ) : null}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="animate-in-pop z-50 flex max-h-(--radix-popover-content-available-height) w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none"
          aria-label={t('bell.title')}
        >
          <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
            <h2 className="text-sm font-semibold">{t('bell.title')}</h2>
            <MarkAllReadButton />
          </div>
          <div className="max-h-[26rem] overflow-y-auto p-1">
            <NotificationList compact enabled={open} onOpen={() => setOpen(false)} />
          </div>
          <div className="border-t p-1">
            <Button asChild variant="ghost" size="sm" className="w-full">
              <Link to="/notifications" onClick={() => setOpen(false)}>
                {t('bell.seeAll')}
              </Link>
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
