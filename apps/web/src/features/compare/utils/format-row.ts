import type { CompareGarage } from '@garaj/shared';
import type { TFunction } from 'i18next';
import { formatCurrency, formatNumber } from '@/lib/format';
import type { CompareRowKey } from './compare-rows';

/**
 * A row's value as the table shows it, with its unit (`290 HP`, `5,6 sn`, `₺30.000`), or null
 * when it is not stored — the caller shows 'Belirtilmemiş'. `t` covers the compare and garages
 * namespaces (fuel, transmission and drivetrain names).
 */
export function formatRowValue(garage: CompareGarage, key: CompareRowKey, t: TFunction<['compare', 'garages']>): string | null {
  const value = garage[key];
  if (value === null) return null;
  const unit = (n: number, u: string, digits = 0) =>
    `${formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${u}`;
  switch (key) {
    case 'year':
      return String(garage.year);
    case 'engine':
      return garage.engine;
    case 'horsepower':
      return unit(value as number, t('compare:units.hp'));
    case 'torque':
      return unit(value as number, t('compare:units.nm'));
    case 'acceleration':
      return unit(value as number, t('compare:units.seconds'), 1);
    case 'topSpeed':
      return unit(value as number, t('compare:units.kmh'));
    case 'weight':
      return unit(value as number, t('compare:units.kg'));
    case 'powerToWeight':
      return unit(value as number, t('compare:units.hpPerTonne'), 1);
    case 'modificationsCount':
      return formatNumber(value as number);
    case 'buildCost':
      return formatCurrency(value as number);
    case 'fuelType':
      return t(`garages:fuel.${garage.fuelType}`, { defaultValue: garage.fuelType });
    case 'transmission':
      return t(`garages:transmission.${garage.transmission}`, { defaultValue: garage.transmission });
    case 'drivetrain':
      return t(`garages:drivetrain.${garage.drivetrain}`, { defaultValue: garage.drivetrain });
  }
}
