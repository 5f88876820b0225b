import type { CompareGarage } from '@garaj/shared';
import type { TFunction } from 'i18next';
import { formatCurrency, formatNumber } from '@/lib/format';
import type { CompareRowKey } from './compare-rows';

/**
 * What one cell shows: a value with its unit (and a smaller note under it: the power gained,
 * how many modifications are priced), nothing known, or figures its owner keeps private.
 */
export type CellDisplay = { kind: 'value'; text: string; note?: string } | { kind: 'missing' } | { kind: 'hidden' };

/**
 * Rows whose missing value reads '—' (nothing to compute or nothing logged); the garage's own
 * specs read 'Belirtilmemiş' instead, since the owner could enter them.
 */
export const DASH_ROWS: ReadonlySet<CompareRowKey> = new Set(['hpPer1000Tl', 'inspection', 'costPerKm', 'consumption']);

const MISSING: CellDisplay = { kind: 'missing' };
const value = (text: string, note?: string): CellDisplay => (note ? { kind: 'value', text, note } : { kind: 'value', text });

/**
 * A cell of the table (`290 HP`, `5,6 sn`, `₺30.000`, `₺2,35/km`, `7,8 L/100 km`), or missing
 * / hidden. `t` covers the compare and garages namespaces (fuel, transmission and drivetrain names).
 */
export function formatCell(garage: CompareGarage, key: CompareRowKey, t: TFunction<['compare', 'garages']>): CellDisplay {
  const unit = (n: number | null, u: string, digits = 0): CellDisplay =>
    n === null ? MISSING : value(`${formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${u}`);
  const costs = garage.costs;
  switch (key) {
    case 'year':
      return garage.year === null ? MISSING : value(String(garage.year));
    case 'engine':
      return garage.engine === null ? MISSING : value(garage.engine);
    case 'fuelType':
      return garage.fuelType === null ? MISSING : value(t(`garages:fuel.${garage.fuelType}`, { defaultValue: garage.fuelType }));
    case 'transmission':
      return garage.transmission === null ? MISSING : value(t(`garages:transmission.${garage.transmission}`, { defaultValue: garage.transmission }));
    case 'drivetrain':
      return garage.drivetrain === null ? MISSING : value(t(`garages:drivetrain.${garage.drivetrain}`, { defaultValue: garage.drivetrain }));
    case 'topSpeed':
      return unit(garage.topSpeed, t('compare:units.kmh'));
    case 'stockHp':
      return unit(garage.stock.hp, t('compare:units.hp'));
    case 'currentHp': {
      const cell = unit(garage.current.hp, t('compare:units.hp'));
      const { hp: stock } = garage.stock;
      const { hp: now } = garage.current;
      if (cell.kind !== 'value' || stock === null || now === null || now === stock) return cell;
      const delta = formatNumber(Math.abs(now - stock));
      return value(cell.text, t(now > stock ? 'compare:table.gain' : 'compare:table.loss', { delta, unit: t('compare:units.hp') }));
    }
    case 'torque':
      return unit(garage.current.nm, t('compare:units.nm'));
    case 'zeroTo100':
      return unit(garage.current.zeroTo100, t('compare:units.seconds'), 1);
    case 'weight':
      return unit(garage.current.kg, t('compare:units.kg'));
    case 'powerToWeight':
      return unit(garage.powerToWeight, t('compare:units.hpPerTonne'), 1);
    case 'modificationsCount':
      return value(formatNumber(garage.modificationsCount));
    case 'buildCost': {
      if (garage.buildCost === null) return MISSING;
      const { pricedModificationsCount: priced, modificationsCount: total } = garage;
      return value(formatCurrency(garage.buildCost), priced < total ? t('compare:table.pricedMods', { priced, total }) : undefined);
    }
    case 'hpPer1000Tl':
      return garage.hpPer1000Tl === null
        ? MISSING
        : value(`${formatNumber(garage.hpPer1000Tl, { maximumFractionDigits: 2 })} ${t('compare:units.hpPer1000Tl')}`);
    case 'inspection':
      return formatInspection(garage, t);
    case 'costPerKm':
      if (costs && !costs.isPublic) return { kind: 'hidden' };
      return costs === null || costs.costPerKmTl === null ? MISSING : value(t('compare:units.perKm', { amount: formatCurrency(costs.costPerKmTl) }));
    case 'consumption': {
      if (costs && !costs.isPublic) return { kind: 'hidden' };
      const consumption = costs?.consumption;
      if (!consumption) return MISSING;
      return unit(consumption.value, t(consumption.unit === 'kwh_per_100km' ? 'compare:units.kwhPer100km' : 'compare:units.lPer100km'), 1);
    }
  }
}

/** "Muayene durumu": the forbidden and project-needing categories, else "Tümü izinli"; missing when none is tagged. */
function formatInspection(garage: CompareGarage, t: TFunction<['compare', 'garages']>): CellDisplay {
  const inspection = garage.inspection;
  if (!inspection) return MISSING;
  const parts = [
    inspection.forbidden ? t('compare:inspection.forbidden', { count: inspection.forbidden }) : null,
    inspection.needsProject ? t('compare:inspection.needsProject', { count: inspection.needsProject }) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return value(t('compare:inspection.allAllowed'));
  return value(parts[0]!, parts[1]);
}
