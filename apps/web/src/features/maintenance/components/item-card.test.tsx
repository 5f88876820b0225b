import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { TODAY, makeItem } from '../testing/fixtures';
import { ItemCard } from './item-card';

const noop = () => {};
const card = (item = makeItem(), odometerKm: number | null = 50000) =>
  renderWithProviders(<ItemCard item={item} odometerKm={odometerKm} today={TODAY} onComplete={noop} onEdit={noop} onDelete={noop} />);

describe('ItemCard', () => {
  it.each([
    ['2026-03-09', 'Gecikmiş', '1 gün gecikmiş', 'text-red-600'],
    ['2026-03-10', 'Vadesi Geldi', 'Bugün', 'text-amber-700'],
    ['2026-03-11', 'Vadesi Geldi', '1 gün kaldı', 'text-amber-700'],
    ['2026-03-16', 'Vadesi Geldi', '6 gün kaldı', 'text-amber-700'],
    ['2026-03-17', 'Yaklaşan', '7 gün kaldı', 'text-emerald-700'],
  ])('due %s → %s, “%s”', async (nextDueOn, badge, remaining, colour) => {
    card(makeItem({ nextDueOn }));
    expect(await screen.findByText(badge)).toBeInTheDocument();
    const text = screen.getByTestId('maintenance-remaining');
    expect(text).toHaveTextContent(remaining);
    expect(text.className).toContain(colour);
  });

  it('shows the category, interval, next due date in Turkish, cost in lira and the cycle progress', async () => {
    card(makeItem({ intervalKm: 10000, lastServiceKm: 45000, nextDueKm: 55000 }));
    expect(await screen.findByRole('heading', { name: 'Motor yağı' })).toBeInTheDocument();
    expect(screen.getByText('Yağ · Her 90 günde bir · Her 10.000 km')).toBeInTheDocument();
    expect(screen.getByText('1 Nisan 2026 · 55.000 km')).toBeInTheDocument();
    expect(screen.getByText('₺2.500')).toBeInTheDocument();
    // 68 of 90 days (76 %) is further than 5,000 of 10,000 km (50 %).
    expect(screen.getByRole('progressbar', { name: 'Bakım döngüsü ilerlemesi' })).toHaveAttribute('aria-valuenow', '76');
  });

  it('tells the km when the km schedule comes first', async () => {
    card(makeItem({ intervalKm: 10000, lastServiceKm: 40000, nextDueKm: 49800 }), 50300);
    expect(await screen.findByText('Gecikmiş')).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-remaining')).toHaveTextContent('500 km geçti');
  });

  it('a completed one-off: no “done” button, nothing scheduled', async () => {
    card(makeItem({ intervalDays: null, nextDueOn: null, nextDueKm: null }));
    expect(await screen.findByText('Tamamlandı')).toBeInTheDocument();
    expect(screen.getByText('Planlanmış bakım yok')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tamamlandı' })).toBeNull();
    expect(screen.getByText(/Tek seferlik/)).toBeInTheDocument();
  });

  it('asks before deleting; “Tamamlandı” and edit call back with the item', async () => {
    const onDelete = vi.fn();
    const onComplete = vi.fn();
    const item = makeItem();
    const { user } = renderWithProviders(<ItemCard item={item} odometerKm={null} today={TODAY} onComplete={onComplete} onEdit={noop} onDelete={onDelete} />);
    await user.click(await screen.findByRole('button', { name: 'Tamamlandı' }));
    expect(onComplete).toHaveBeenCalledWith(item);
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    expect(onDelete).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Bakım öğesi silinsin mi?' });
    expect(dialog).toHaveTextContent('“Motor yağı” silinecek.');
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    expect(onDelete).toHaveBeenCalledWith(item);
  });
});
