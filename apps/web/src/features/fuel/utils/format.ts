import { COST_KINDS, type ConsumptionUnit, type CostCategory, type FuelUnit } from '@garaj/shared';
import { formatNumber, localeFor } from '@/lib/format';
import type { Language } from '@/lib/i18n';

/** 'Ocak' (tr) / 'January' (en) for 1–12; formatted in UTC so no zone shifts the month. */
export function monthName(month: number, language?: Language, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(localeFor(language), { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** '7,27 L/100 km' — the unit is a translation key's text (`units.<unit>`). */
export function formatConsumption(value: number, unitLabel: string): string {
  return `${formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${unitLabel}`;
}

/** A quantity of fuel: up to three decimals. */
export function formatQuantity(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 3 });
}

/** The key (in `fuel`) of a unit's short label. */
export const unitKey = (unit: FuelUnit | ConsumptionUnit) => `units.${unit}` as const;

/** The other costs of a month (or a year): every cost-entry kind together, TL. */
export const otherCostsOf = (amounts: Record<CostCategory, number>): number => Math.round(COST_KINDS.reduce((sum, kind) => sum + amounts[kind], 0) * 100) / 100;
