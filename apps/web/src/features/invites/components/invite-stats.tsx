import { INVITE_TIERS, type MyInvites } from '@garaj/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { tierProgress } from '../utils/share-links';

/** The member's figures (Invite a friend: stats) and the way to the next tier. */
export function InviteStats({ stats }: { stats: MyInvites['stats'] }) {
  const { t } = useTranslation('affiliate');
  const items = [
    { key: 'total', value: stats.total },
    { key: 'completed', value: stats.completed },
    { key: 'pending', value: stats.pending },
    { key: 'points', value: stats.points },
  ] as const;
  const fromMin = stats.tier ? (INVITE_TIERS.find((x) => x.id === stats.tier)?.minInvites ?? 0) : 0;
  const progress = tierProgress(stats.completed, fromMin, stats.nextTier?.minInvites ?? null);
  return (
    <section aria-labelledby="invite-stats-title" className="grid gap-4">
      <h2 id="invite-stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className="rounded-xl border bg-card p-4 shadow-xs">
            <dt className="text-sm text-muted-foreground">{t(`stats.${item.key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold" data-testid={`invite-stat-${item.key}`}>
              {formatNumber(item.value)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs">
        <p className="text-sm">
          {t('stats.tier')} <strong data-testid="invite-tier">{stats.tier ? t(`tiers.${stats.tier}.name`) : t('stats.noTier')}</strong>
        </p>
        <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} aria-label={t('stats.progressLabel')}>
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </div>
        <p className="text-sm text-muted-foreground">
          {stats.nextTier
            ? t('stats.nextTier', { count: stats.nextTier.remaining, tier: t(`tiers.${stats.nextTier.id}.name`) })
            : t('stats.topTier')}
        </p>
        {stats.rewardPoints > 0 ? <p className="text-sm text-muted-foreground">{t('stats.rewardPoints', { points: formatNumber(stats.rewardPoints) })}</p> : null}
      </div>
    </section>
  );
}
