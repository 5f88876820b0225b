import type { MaintenanceGarage, MaintenanceItem, MaintenanceOverview } from '@garaj/shared';

export const TODAY = '2026-03-10';

export function makeItem(overrides: Partial<MaintenanceItem> = {}): MaintenanceItem {
  return {
    id: 'i1',
    garageId: 'g1',
    garageName: 'Golf',
    title: 'Motor yağı',
    category: 'oil',
    notes: null,
    intervalDays: 90,
    intervalKm: null,
    lastServiceOn: '2026-01-01',
    lastServiceKm: null,
    nextDueOn: '2026-04-01',
    nextDueKm: null,
    cost: 2500,
    status: 'upcoming',
    remainingDays: 22,
    remainingKm: null,
    progressPercent: 76,
    color: 'green',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeGarage(overrides: Partial<MaintenanceGarage> = {}): MaintenanceGarage {
  return { id: 'g1', name: 'Golf', carBrand: 'Volkswagen', carModel: 'Golf', carYear: 2018, vehicleType: 'car', odometerKm: 50000, ...overrides };
}

export function makeOverview(items: MaintenanceItem[], garages: MaintenanceGarage[] = [makeGarage()]): MaintenanceOverview {
  const summary = { upcoming: 0, due: 0, overdue: 0, completed: 0, total: items.length };
  for (const item of items) summary[item.status]++;
  return { today: TODAY, garages, items, summary };
}
