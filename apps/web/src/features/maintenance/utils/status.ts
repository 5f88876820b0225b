/**
 * The web side of the maintenance status: the SAME pure function as the server
 * (`computeMaintenanceStatus`, packages/shared maintenance.ts) applied to an item and its
 * garage's odometer for today in Europe/Istanbul, plus the remaining text and colours.
 */
import type { TFunction } from 'i18next';
import {
  MAINTENANCE_WARNING_DAYS,
  MAINTENANCE_WARNING_KM,
  computeMaintenanceStatus,
  istanbulToday,
  type MaintenanceColor,
  type MaintenanceItem,
  type MaintenanceStatusResult,
} from '@garaj/shared';
import { formatNumber } from '@/lib/format';

/** The status of `item` with the garage's current `odometerKm` on `today` (default: today in Istanbul). */
export function itemStatus(item: MaintenanceItem, odometerKm: number | null, today: string = istanbulToday()): MaintenanceStatusResult {
  return computeMaintenanceStatus({
    nextDueOn: item.nextDueOn,
    nextDueKm: item.nextDueKm,
    lastServiceOn: item.lastServiceOn,
    lastServiceKm: item.lastServiceKm,
    odometerKm,
    today,
  });
}

const rank = (late: boolean, near: boolean) => (late ? 2 : near ? 1 : 0);

/**
 * Which figure the remaining text tells: the days, or the km when the km schedule is the more
 * urgent one (whichever comes first); null when there is neither.
 */
export function remainingBasis(result: MaintenanceStatusResult): 'days' | 'km' | null {
  const { remainingDays: days, remainingKm: km } = result;
  if (days === null) return km === null ? null : 'km';
  if (km === null) return 'days';
  return rank(km < 0, km <= MAINTENANCE_WARNING_KM) > rank(days < 0, days < MAINTENANCE_WARNING_DAYS) ? 'km' : 'days';
}

/**
 * The remaining text: 'N gün kaldı', 'Bugün', 'N gün gecikmiş' — or by km ('N km kaldı',
 * 'N km geçti'); 'Planlanmış bakım yok' for a completed item. Needs the `maintenance` namespace.
 */
export function remainingText(t: TFunction, item: MaintenanceItem, result: MaintenanceStatusResult): string {
  if (result.status === 'completed') return t('maintenance:remaining.completed');
  const basis = remainingBasis(result);
  if (basis === 'days') {
    const days = result.remainingDays!;
    if (days === 0) return t('maintenance:remaining.today');
    return days < 0 ? t('maintenance:remaining.late', { count: -days }) : t('maintenance:remaining.days', { count: days });
  }
  if (basis === 'km') {
    const km = result.remainingKm!;
    return km < 0 ? t('maintenance:remaining.kmLate', { km: formatNumber(-km) }) : t('maintenance:remaining.km', { km: formatNumber(km) });
  }
  return item.nextDueKm !== null ? t('maintenance:remaining.kmUnknown') : t('maintenance:remaining.completed');
}

/** Text colour of each status colour (red negative, yellow under 7 days, green), light and dark; each ≥ 4.5:1 on the card (WCAG AA for this 18 px semibold text). */
export const COLOR_TEXT: Record<MaintenanceColor, string> = {
  red: 'text-red-600 dark:text-red-400',
  yellow: 'text-amber-700 dark:text-amber-400',
  green: 'text-emerald-700 dark:text-emerald-400',
};

/** Progress bar fill of each colour. */
export const COLOR_BAR: Record<MaintenanceColor, string> = {
  red: 'bg-red-500',
  yellow: 'bg-amber-500',
  green: 'bg-emerald-500',
};
