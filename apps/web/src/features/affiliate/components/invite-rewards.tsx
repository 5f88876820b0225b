import type { InviteReward } from '@garaj/shared';
import { INVITE_REWARDS } from '@garaj/shared';
import { Award, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * The reward badges (1, 5, 10, 25 friends worth 100, 500, 1000, 2500
 * points). Visitors see them locked (`rewards` absent); members see what they unlocked and when.
 */
export function InviteRewards({ rewards }: { rewards?: InviteReward[] }) {
  const { t } = useTranslation('affiliate');
  const list = rewards ?? INVITE_REWARDS.map((r) => ({ id: `invites-${r.invites}`, type: 'badge' as const, invites: r.invites, points: r.points, unlocked: false, unlockedAt: null }));
  return (
    <section aria-labelledby="invite-rewards-title" className="grid gap-4">
      <h2 id="invite-rewards-title" className="text-2xl font-bold">
        {t('rewards.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {list.map((r) => (
          <li key={r.id} className={cn('grid gap-2 rounded-xl border bg-card p-4 shadow-xs', rewards && (r.unlocked ? 'border-primary/50' : 'border-dashed'))} data-testid="invite-reward" data-unlocked={r.unlocked}>
            <div className="flex items-center gap-2">
              {r.unlocked ? <Award className="size-5 text-primary" aria-hidden="true" /> : <Lock className="size-5 text-muted-foreground" aria-hidden="true" />}
              <h3 className="font-semibold">{t(`rewards.items.${r.invites}.name`)}</h3>
            </div>
            <p className="text-sm text-muted-foreground">{t(`rewards.items.${r.invites}.description`, { count: r.invites })}</p>
            <p className="text-sm font-medium">{t('rewards.points', { points: formatNumber(r.points) })}</p>
            {rewards ? (
              <p className="text-xs text-muted-foreground">
                {r.unlocked && r.unlockedAt ? t('rewards.unlockedAt', { date: formatDate(r.unlockedAt) }) : t('rewards.locked', { count: r.invites })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
