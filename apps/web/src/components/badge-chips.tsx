import type { LucideIcon } from 'lucide-react';
import { Award, Camera, Car, Crown, Flame, Gauge, Gem, Heart, Medal, PenLine, ShieldCheck, Trophy, Users, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BADGES, type BadgeId, type BadgeRarity } from '@garaj/shared';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The icon of each badge (Badge: icon). */
export const BADGE_ICONS: Record<BadgeId, LucideIcon> = {
  'first-garage': Car,
  'garage-master': Trophy,
  'modification-master': Wrench,
  'photo-master': Camera,
  'community-leader': Heart,
  popular: Users,
  viral: Flame,
  'blog-author': PenLine,
  'speed-enthusiast': Gauge,
  'rarest-vehicle': Gem,
  'best-photo': Award,
  'driver-of-the-year': Medal,
  premium: Crown,
  moderator: ShieldCheck,
};

/** The colour gradient of each rarity (Badge: colour gradient). */
export const RARITY_GRADIENTS: Record<BadgeRarity, string> = {
  // Dark enough that white text-xs keeps 4.5:1 everywhere on the gradient (WCAG AA).
  common: 'from-slate-600 to-slate-800',
  rare: 'from-sky-700 to-blue-800',
  epic: 'from-fuchsia-700 to-purple-800',
  legendary: 'from-amber-700 to-orange-800',
};

const rarityOf = new Map(BADGES.map((b) => [b.id, b.rarity]));

/** A badge a member holds; `earnedAt` (ISO) is shown in the accessible label when known. */
export interface BadgeChip {
  id: BadgeId;
  earnedAt?: string | null;
}

/**
 * A row of badge chips (icon + translated name) for profiles (3) and directory cards (2). The
 * names come from the `badges` namespace: routes that render this component
 * load it (`page(..., ['badges'])`); the earning date, when given, is in the hover title and read
 * by screen readers. Unknown ids are skipped. Renders nothing for no badges.
 * `size`: 'sm' (cards) or 'md' (profile header).
 */
export function BadgeChips({ badges, size = 'sm', className }: { badges: readonly BadgeChip[]; size?: 'sm' | 'md'; className?: string }) {
  const { t } = useTranslation('badges');
  const known = badges.filter((b) => rarityOf.has(b.id));
  if (!known.length) return null;
  return (
    <ul aria-label={t('chips.label')} className={cn('flex flex-wrap gap-1.5', className)}>
      {known.map((badge) => {
        const Icon = BADGE_ICONS[badge.id];
        const name = t(`names.${badge.id}`);
        const earned = badge.earnedAt ? t('chips.earnedOn', { date: formatDate(badge.earnedAt, 'long') }) : null;
        return (
          <li
            key={badge.id}
            title={earned ? `${name} — ${earned}` : name}
            data-badge={badge.id}
            className={cn(
              'inline-flex items-center gap-1 rounded-full bg-gradient-to-r font-semibold text-white shadow-sm',
              RARITY_GRADIENTS[rarityOf.get(badge.id)!],
              size === 'md' ? 'px-2.5 py-1 text-sm' : 'px-2 py-0.5 text-xs',
            )}
          >
            <Icon aria-hidden="true" className={size === 'md' ? 'size-4' : 'size-3'} />
            <span>{name}</span>
            {earned ? <span className="sr-only">{`, ${earned}`}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
