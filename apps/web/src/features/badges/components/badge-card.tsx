import type { BadgeView } from '@garaj/shared';
import { CheckCircle2, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BADGE_ICONS, RARITY_GRADIENTS } from '@/components/badge-chips';
import { formatDate, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * One badge of the /badges grid (Badge): icon on its rarity gradient, name,
 * what it takes, rarity ('Yaygın' / 'Nadir' / 'Efsanevi') and category, how many members hold
 * it. Signed in (`badge.viewer` set): earned with its date, or locked with a progress bar of
 * progress / maxProgress. Signed out: only what it takes.
 */
export function BadgeCard({ badge }: { badge: BadgeView }) {
  const { t } = useTranslation('badges');
  const Icon = BADGE_ICONS[badge.id];
  const name = t(`names.${badge.id}`);
  const state = badge.viewer;
  const locked = state !== null && !state.unlocked;
  const headingId = `badge-${badge.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-badge={badge.id}
      data-state={state ? (state.unlocked ? 'unlocked' : 'locked') : 'visitor'}
      className={cn('flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm', state?.unlocked && 'border-primary/50 ring-1 ring-primary/30')}
    >
      <div className="flex items-start gap-4">
        <span
          className={cn(
            'relative flex size-14 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br text-white shadow-md',
            RARITY_GRADIENTS[badge.rarity],
            locked && 'opacity-50 grayscale',
          )}
        >
          <Icon aria-hidden="true" className="size-7" />
          {locked ? <Lock aria-hidden="true" className="absolute -right-1 -bottom-1 size-5 rounded-full bg-background p-0.5 text-muted-foreground" /> : null}
        </span>
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="text-lg leading-tight font-semibold">
            {name}
          </h3>
          <p className="flex flex-wrap gap-x-2 text-xs font-medium text-muted-foreground">
            <span>{t(`rarity.${badge.rarity}`)}</span>
            <span aria-hidden="true">·</span>
            <span>{t(`categories.${badge.category}`)}</span>
          </p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        {state ? null : <span className="font-medium text-foreground">{`${t('page.requirement')}: `}</span>}
        {t(`descriptions.${badge.id}`)}
      </p>
      {badge.kind !== 'kept' ? <p className="text-xs text-muted-foreground">{t(`kind.${badge.kind}`)}</p> : null}
      <div className="mt-auto grid gap-2">
        {state?.unlocked ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-success">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {state.unlockedAt ? t('page.unlockedAt', { date: formatDate(state.unlockedAt, 'long') }) : t('page.unlocked')}
          </p>
        ) : null}
        {locked ? <BadgeProgress name={name} progress={state.progress} max={badge.maxProgress} /> : null}
        <p className="text-xs text-muted-foreground">
          {badge.holders ? t('page.earnedBy', { count: badge.holders, formatted: formatNumber(badge.holders) }) : t('page.earnedByNone')}
        </p>
      </div>
    </article>
  );
}

/** progress / max as a bar (role progressbar) and figures. */
function BadgeProgress({ name, progress, max }: { name: string; progress: number; max: number }) {
  const { t } = useTranslation('badges');
  const value = t('page.progressValue', { progress: formatNumber(progress), max: formatNumber(max) });
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span>{t('page.progress')}</span>
        <span aria-hidden="true">{value}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('page.progressLabel', { name, progress: formatNumber(progress), max: formatNumber(max) })}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={progress}
        aria-valuetext={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${Math.min(100, (progress / max) * 100)}%` }} />
      </div>
    </div>
  );
}
