import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@garaj/shared';
import { formatDate } from '@/lib/format';

/**
 * The sentence of a notification in the page's language: "ali ve 2 kişi daha “Golf” garajını
 * beğendi", "ali seni takip etti", "Yeni bir rozet kazandın: İlk Garaj". Grouped actors: the
 * first shown by name, the rest as a count ("3 people liked …"); a maintenance reminder names the
 * item, its garage and whether it is due or overdue; a handled report says whether it was acted on. Needs the `notifications` and
 * `badges` namespaces.
 */
export function useNotificationText(): (item: NotificationItem) => string {
  const { t } = useTranslation(['notifications', 'badges']);
  return useCallback(
    (item: NotificationItem) => {
      const [first, second] = item.actors.map((a) => a.username);
      const who = !first
        ? t('notifications:actors.someone')
        : item.actorCount <= 1
          ? first
          : item.actorCount === 2 && second
            ? t('notifications:actors.two', { first, second })
            : t('notifications:actors.many', { first, count: item.actorCount - 1 });
      const title = item.target?.title ?? t('notifications:text.deleted');
      if (item.type === 'badge_earned') return t('notifications:text.badge_earned', { badge: t(`badges:names.${title}`, { defaultValue: title }) });
      if (item.type === 'competition_ended' && item.rank) return t('notifications:text.competition_won', { title, rank: item.rank });
      if (item.type === 'premium_granted') {
        return item.target ? t('notifications:text.premium_granted', { date: formatDate(`${item.target.title}T12:00:00Z`) }) : t('notifications:text.premium_granted_no_date');
      }
      if (item.type === 'maintenance_due') {
        const key = item.maintenance?.state === 'overdue' ? 'maintenance_overdue' : 'maintenance_due';
        return t(`notifications:text.${key}`, { title, garage: item.maintenance?.garageName ?? '' });
      }
      if (item.type === 'report_resolved') {
        // What really happened: dismissed, reviewed without action, or the action taken.
        const outcome = item.report?.outcome === 'dismissed' ? 'dismissed' : (item.report?.action ?? 'none');
        return t(`notifications:text.report_${outcome}`, { title });
      }
      return t(`notifications:text.${item.type}`, { who, title });
    },
    [t],
  );
}
