import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareGarage, CompareSlot } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { GOLF, VESPA, suggestionOf } from '../testing/fixtures';
import { ComparePage } from './compare-page';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const GARAGES: Record<string, CompareGarage> = { [GOLF.id]: GOLF, [VESPA.id]: VESPA };
const slot = (id: string | null): CompareSlot | null => {
  if (!id) return null;
  const garage = GARAGES[id];
  return garage ? { id, garage, error: null } : { id, garage: null, error: 'GARAGE_NOT_FOUND' };
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/compare') return json({ car1: slot(url.searchParams.get('car1')), car2: slot(url.searchParams.get('car2')) });
      if (url.pathname === '/api/compare/suggestions') return json({ items: [suggestionOf(VESPA), suggestionOf(GOLF)] });
      if (url.pathname === '/api/garages/featured') return json([]);
      throw new Error(`unexpected ${url.pathname}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const row = (name: RegExp) => screen.getByRole('row', { name });
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('Compare page', () => {
  it('shows both garages side by side, marks the better value and never invents a missing one', async () => {
    renderWithProviders(<ComparePage />, { route: `/compare?car1=${GOLF.id}&car2=${VESPA.id}` });
    const table = await screen.findByRole('table', { name: 'Beyaz Şimşek ve Kadıköy Vespası teknik özellikleri' });
    expect(within(table).getByRole('columnheader', { name: /Beyaz Şimşek/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Kadıköy Vespası' })).toHaveAttribute('href', `/garage/${VESPA.id}`);

    // Higher power wins; the mark is an icon and words for screen readers.
    const power = row(/^Güç \(Yüksek olan daha iyi\)/);
    expect(within(power).getAllByRole('cell')[0]).toHaveTextContent('290 HP(daha iyi)');
    expect(within(power).getAllByRole('cell')[1]).toHaveTextContent('24 HP');
    // Lower weight wins.
    const weight = row(/^Ağırlık/);
    expect(within(weight).getAllByRole('cell')[1]).toHaveTextContent('160 kg(daha iyi)');
    expect(within(weight).getAllByRole('cell')[0]).toHaveTextContent('1.350 kg');
    // The Vespa has no 0-100: 'Belirtilmemiş', and neither side is marked.
    const sprint = row(/^0-100 km\/sa/);
    expect(within(sprint).getAllByRole('cell')[1]).toHaveTextContent('Belirtilmemiş');
    expect(within(sprint).getAllByRole('cell')[0]).toHaveTextContent('5,6 sn');
    expect(within(sprint).queryByText('(daha iyi)')).not.toBeInTheDocument();
    // Derived rows and names of stored options.
    expect(within(row(/^Güç\/Ağırlık/)).getAllByRole('cell')[0]).toHaveTextContent('214,8 HP/ton(daha iyi)');
    expect(within(row(/^Modifikasyon Maliyeti/)).getAllByRole('cell')[0]).toHaveTextContent('₺108.000');
    expect(within(row(/^Modifikasyon Maliyeti/)).getAllByRole('cell')[1]).toHaveTextContent('1/2 modifikasyonun maliyeti girilmiş');
    expect(within(row(/^Şanzıman/)).getAllByRole('cell')[1]).toHaveTextContent('CVT');
    expect(within(row(/^Çekiş/)).getAllByRole('cell')[0]).toHaveTextContent('Önden Çekiş');

    // Advantages summary: wins counted per car.
    const summary = screen.getByRole('region', { name: 'Avantaj Özeti' });
    expect(within(summary).getByTestId('compare-wins-car1')).toHaveTextContent('5 özellikte önde');
    expect(within(summary).getByTestId('compare-wins-car2')).toHaveTextContent('2 özellikte önde');
    expect(within(summary).getByTestId('compare-verdict')).toHaveTextContent("Beyaz Şimşek, 5 özellikte önde; Kadıköy Vespası 2 özellikte.");
    expect(summary).toHaveTextContent('Karşılaştırılamayan (bir araçta belirtilmemiş): 0-100 km/sa');
  });

  it('shows the owners with links to their profiles', async () => {
    renderWithProviders(<ComparePage />, { route: `/compare?car1=${GOLF.id}&car2=${VESPA.id}` });
    expect(await screen.findByRole('link', { name: '@mert_gti profilini aç' })).toHaveAttribute('href', '/user/mert_gti');
    expect(screen.getByRole('link', { name: '@ayse_vespa profilini aç' })).toHaveAttribute('href', '/user/ayse_vespa');
  });

  it('fills an empty slot through the search and writes it to the address', async () => {
    const { user, router } = renderWithProviders(<ComparePage />, { route: `/compare?car1=${GOLF.id}` });
    expect(await screen.findByRole('heading', { name: 'İkinci aracı seçin' })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: '2. araç için garaj ara' });
    await user.type(input, 'vespa');
    // The garage already in slot 1 is not offered.
    expect(await screen.findByRole('option', { name: /Kadıköy Vespası/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Beyaz Şimşek/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(search(router).get('car2')).toBe(VESPA.id));
    expect(search(router).get('car1')).toBe(GOLF.id);
    expect(await screen.findByRole('table', { name: /Beyaz Şimşek ve Kadıköy Vespası/ })).toBeInTheDocument();
    // Focus stays on the slot just filled.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Değiştir: Kadıköy Vespası' })).toHaveFocus());
  });

  it('swaps and clears slots in the address', async () => {
    const { user, router } = renderWithProviders(<ComparePage />, { route: `/compare?car1=${GOLF.id}&car2=${VESPA.id}` });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Yer Değiştir' }));
    await waitFor(() => expect(search(router).get('car1')).toBe(VESPA.id));
    expect(search(router).get('car2')).toBe(GOLF.id);
    await user.click(await screen.findByRole('button', { name: 'Kaldır: Kadıköy Vespası' }));
    await waitFor(() => expect(search(router).get('car1')).toBeNull());
    expect(search(router).get('car2')).toBe(GOLF.id);
    expect(await screen.findByRole('combobox', { name: '1. araç için garaj ara' })).toBeInTheDocument();
  });

  it('changes a slot: the search appears focused, Escape gives up and focus returns', async () => {
    const { user } = renderWithProviders(<ComparePage />, { route: `/compare?car1=${GOLF.id}&car2=${VESPA.id}` });
    await user.click(await screen.findByRole('button', { name: 'Değiştir: Beyaz Şimşek' }));
    const input = screen.getByRole('combobox', { name: '1. araç için garaj ara' });
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Değiştir: Beyaz Şimşek' })).toHaveFocus());
  });

  it('says when a linked garage is not found and still shows the other', async () => {
    renderWithProviders(<ComparePage />, { route: `/compare?car1=bozuk-id&car2=${VESPA.id}` });
    expect(await screen.findByText('Garaj bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Kadıköy Vespası teknik özellikleri' })).toBeInTheDocument();
  });

  it('invites to search when no car is chosen', async () => {
    renderWithProviders(<ComparePage />, { route: '/compare' });
    expect(await screen.findByRole('heading', { name: 'Karşılaştırmak için iki garaj seçin' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yer Değiştir' })).toBeDisabled();
  });
});
