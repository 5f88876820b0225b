import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Modification } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { makeGarageDetail } from '../../testing/fixtures';
import { ModificationsTab } from '../garage-detail/modifications-tab';
import type { BuildTimelineChartProps } from './build-timeline-chart';

// recharts needs a laid-out page; the chart's own module is replaced by what it was given.
vi.mock('./build-timeline-chart', () => ({
  default: ({ rows, stockHp }: BuildTimelineChartProps) => <p>chart of {rows.length} steps from {stockHp} HP</p>,
}));

const base: Omit<Modification, 'id' | 'title' | 'installedOn' | 'cost'> = {
  garageId: '11111111-1111-4111-8111-111111111111',
  category: 'engine',
  brand: null,
  note: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  odometerKm: null,
  doneBy: null,
  shopName: null,
  legalCategory: null,
  measuredAt: null,
  hpBefore: null,
  hpAfter: null,
  nmBefore: null,
  nmAfter: null,
  zeroTo100Before: null,
  zeroTo100After: null,
  kgBefore: null,
  kgAfter: null,
  dbBefore: null,
  dbAfter: null,
  dynoSheet: null,
};

const garage = makeGarageDetail({
  modifications: [
    {
      ...base,
      id: 'm2',
      title: 'Downpipe',
      installedOn: '2024-05-10',
      cost: 36_000,
      hpBefore: 280,
      hpAfter: 305,
      measuredAt: 'wheel',
      odometerKm: 41_900,
      doneBy: 'shop',
      shopName: 'Yıldız Egzoz',
      legalCategory: 'exhaust_silencer',
      dynoSheet: { id: 'd1', kind: 'image', url: '/media/documents/d1.webp', name: 'dyno.webp', bytes: 10, createdAt: '2024-05-10T10:00:00.000Z' },
    },
    { ...base, id: 'm1', title: 'Stage 1 yazılım', installedOn: '2024-03-02', cost: 24_000, hpBefore: 245, hpAfter: 280, doneBy: 'self' },
  ],
  build: {
    stock: { hp: 245, nm: null, zeroTo100: null, kg: null, db: null },
    current: { hp: 305, nm: null, zeroTo100: null, kg: null, db: null },
    buildCostTl: 60_000,
    pricedCount: 2,
    modificationsCount: 2,
    hpPer1000Tl: 1,
    legalCategories: ['exhaust_silencer'],
  },
});

describe('the build on the modifications tab', () => {
  it('sums the timeline in words and in a table, loads the chart, and shows each modification\'s facts', async () => {
    renderWithProviders(<ModificationsTab garage={garage} />);
    const timeline = screen.getByRole('region', { name: 'Modifikasyon Zaman Çizelgesi' });
    expect(within(timeline).getByText('2 modifikasyonda toplam ₺60.000 harcandı; güç 245 HP’den 305 HP’ye çıktı.')).toBeInTheDocument();
    const rows = within(within(timeline).getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['2 Mar 2024', 'Stage 1 yazılım', '₺24.000', '280'],
      ['10 May 2024', 'Downpipe', '₺60.000', '305'],
    ]);
    expect(await within(timeline).findByText('chart of 2 steps from 245 HP')).toBeInTheDocument();

    const downpipe = screen.getByRole('heading', { name: 'Downpipe' }).closest('li')!;
    expect(within(downpipe).getByText('41.900 km')).toBeInTheDocument();
    expect(within(downpipe).getByText('Usta / servis: Yıldız Egzoz')).toBeInTheDocument();
    expect(within(downpipe).getByText('Egzoz / susturucu değişimi (homologasyonlu)')).toBeInTheDocument();
    expect(within(downpipe).getByText('Güç: 280 HP → 305 HP (tekerden)')).toBeInTheDocument();
    expect(within(downpipe).getByRole('link', { name: 'Dyno föyü: dyno.webp' })).toHaveAttribute('href', '/media/documents/d1.webp');
    const stage1 = screen.getByRole('heading', { name: 'Stage 1 yazılım' }).closest('li')!;
    expect(within(stage1).getByText('Sahibi kendisi yaptı')).toBeInTheDocument();
  });
});
