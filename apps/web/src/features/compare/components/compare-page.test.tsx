import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareGarage, CompareSlot } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { GOLF, SAHIN, TESLA, VESPA, suggestionOf } from '../testing/fixtures';
import { ComparePage } from './compare-page';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const GARAGES: Record<string, CompareGarage> = Object.fromEntries([GOLF, VESPA, TESLA, SAHIN].map((g) => [g.id, g]));
/** The server's answer for a `cars` list: a garage, a repeated id, or not found. */
const slotsOf = (cars: string[]): CompareSlot[] => {
  const seen = new Set<string>();
  return cars.map((id) => {
    if (seen.has(id)) return { id, garage: null, error: 'GARAGE_DUPLICATE' };
    seen.add(id);
    const garage = GARAGES[id];
    return garage ? { id, garage, error: null } : { id, garage: null, error: 'GARAGE_NOT_FOUND' };
  });
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/compare') return json({ slots: slotsOf((url.searchParams.get('cars') ?? '').split(',').filter(Boolean)) });
      if (url.pathname === '/api/compare/suggestions') return json({ items: [VESPA, GOLF, TESLA, SAHIN].map(suggestionOf) });
      if (url.pathname === '/api/garages/featured') return json([]);
      throw new Error(`unexpected ${url.pathname}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const row = (name: RegExp) => screen.getByRole('row', { name });
const cells = (name: RegExp) => within(row(name)).getAllByRole('cell');
const carsOf = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search).get('cars');
const ALL_FOUR = `/compare?cars=${GOLF.id},${VESPA.id},${TESLA.id},${SAHIN.id}`;

describe('Compare page', () => {
  it('shows four garages side by side in the address order, best values marked by more than colour', async () => {
    renderWithProviders(<ComparePage />, { route: ALL_FOUR });
    const table = await screen.findByRole('table', { name: "Beyaz Şimşek, Kadıköy Vespası, Sessiz Fırtına ve Dedemin Şahin'i teknik özellikleri" });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Özellik', 'Beyaz ŞimşekVolkswagen Golf GTI', 'Kadıköy VespasıVespa GTS 300', 'Sessiz FırtınaTesla Model 3', "Dedemin Şahin'iTofaş Şahin"]);

    // More current power wins; the mark is a trophy, bold text and words for screen readers.
    const power = cells(/^Güncel güç/);
    expect(power[2]).toHaveTextContent('480 HP(en iyi)');
    expect(power[2]).toHaveAttribute('data-better', 'true');
    // The gain over stock is shown under the current power.
    expect(power[0]).toHaveTextContent('290 HPstoktan +45 HP');
    expect(power[0]).not.toHaveAttribute('data-better');
    expect(cells(/^Stok güç/)[0]).toHaveTextContent('245 HP');
    // Quicker 0-100 wins; the Vespa has none: 'Belirtilmemiş', not ranked.
    expect(cells(/^0-100 km\/sa/)[2]).toHaveTextContent('3,3 sn(en iyi)');
    expect(cells(/^0-100 km\/sa/)[1]).toHaveTextContent('Belirtilmemiş');
    // Build cost with how many are priced; power per 1,000 TL.
    expect(cells(/^Modifiye maliyeti/)[0]).toHaveTextContent('₺108.000');
    expect(cells(/^Modifiye maliyeti/)[1]).toHaveTextContent('₺5.5001/2 fiyatlı');
    expect(cells(/^1\.000 TL başına güç/)[0]).toHaveTextContent('0,42 HP / 1.000 TL');
    expect(cells(/^1\.000 TL başına güç/)[1]).toHaveTextContent('—Bilgi yok');
    // Running costs: lower is better; private ones read 'Gizli' and are not ranked.
    const perKm = cells(/^Km başına maliyet/);
    expect(perKm[2]).toHaveTextContent('₺0,90/km(en iyi)');
    expect(perKm[3]).toHaveTextContent('Gizli');
    expect(cells(/^Ortalama tüketim/)[3]).toHaveTextContent('Gizli');
    // Litres and kWh are shown, never ranked against each other.
    expect(cells(/^Ortalama tüketim/)[0]).toHaveTextContent('8,4 L/100 km');
    expect(cells(/^Ortalama tüketim/)[2]).toHaveTextContent('16,2 kWh/100 km');
    expect(row(/^Ortalama tüketim/).querySelector('[data-better]')).toBeNull();
    // Inspection status.
    const inspection = cells(/^Muayene durumu/);
    expect(inspection[0]).toHaveTextContent('2 modifiye proje gerektirir');
    expect(inspection[1]).toHaveTextContent('Tümü izinli');
    expect(inspection[2]).toHaveTextContent('—');
    expect(inspection[3]).toHaveTextContent('1 modifiye yasak');

    // Four slots: no "Araç ekle" slot.
    expect(screen.getByTestId('compare-slot-4')).toHaveTextContent("Dedemin Şahin'i");
    expect(screen.queryByTestId('compare-slot-add')).not.toBeInTheDocument();
    // The summary names each garage's wins.
    const summary = screen.getByRole('region', { name: 'Avantaj Özeti' });
    expect(within(summary).getByTestId('compare-wins-3')).toHaveTextContent('Sessiz Fırtına');
    expect(within(summary).getByTestId('compare-verdict')).toHaveTextContent('Sessiz Fırtına,');
  });

  it('on a phone the table scrolls sideways in its frame while the row labels stay put', async () => {
    renderWithProviders(<ComparePage />, { route: ALL_FOUR });
    const table = await screen.findByTestId('compare-table');
    const frame = screen.getByRole('region', { name: /teknik özellikleri$/ });
    expect(frame).toContainElement(table);
    expect(frame).toHaveClass('overflow-x-auto');
    // Each column's heading is a link: the keyboard reaches (and scrolls to) every garage.
    expect(within(table).getAllByRole('columnheader').slice(1).map((h) => within(h).getByRole('link'))).toHaveLength(4);
    // Four garages need more than a phone's width: the table keeps its least width and scrolls.
    expect(table).toHaveClass('min-w-[37rem]');
    const labels = table.querySelectorAll('th[scope="row"]');
    expect(labels).toHaveLength(18);
    for (const label of labels) expect(label).toHaveClass('sticky', 'left-0');
    // Section headings keep their text in view too.
    for (const section of table.querySelectorAll('th[scope="rowgroup"] > span')) expect(section).toHaveClass('sticky', 'left-0');
    expect(screen.getByTestId('compare-scroll-hint')).toHaveClass('sm:hidden');
  });

  it('adds a car in the "Araç ekle" slot, after the others, and focus stays on it', async () => {
    const { user, router } = renderWithProviders(<ComparePage />, { route: `/compare?cars=${GOLF.id},${VESPA.id}` });
    const add = await screen.findByTestId('compare-slot-add');
    expect(within(add).getByRole('heading', { name: 'Araç ekle' })).toBeInTheDocument();
    const input = within(add).getByRole('combobox', { name: '3. araç için garaj ara' });
    await user.type(input, 'tesla');
    // The garages already compared are not offered.
    expect(await screen.findByRole('option', { name: /Sessiz Fırtına/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Beyaz Şimşek/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Kadıköy Vespası/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Sessiz Fırtına/ }));
    await waitFor(() => expect(carsOf(router)).toBe(`${GOLF.id},${VESPA.id},${TESLA.id}`));
    // Commas stay readable in the shared address.
    expect(router.state.location.search).toBe(`?cars=${GOLF.id},${VESPA.id},${TESLA.id}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Değiştir: Sessiz Fırtına' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: '4. araç için garaj ara' })).toBeInTheDocument();
  });

  it('removes a car and keeps the order of the others; moves a car', async () => {
    const { user, router } = renderWithProviders(<ComparePage />, { route: `/compare?cars=${GOLF.id},${VESPA.id},${TESLA.id}` });
    await user.click(await screen.findByRole('button', { name: 'Kaldır: Kadıköy Vespası' }));
    await waitFor(() => expect(carsOf(router)).toBe(`${GOLF.id},${TESLA.id}`));
    expect(await screen.findByRole('table', { name: 'Beyaz Şimşek ve Sessiz Fırtına teknik özellikleri' })).toBeInTheDocument();
    // The first cannot move earlier, the last cannot move later.
    expect(screen.queryByRole('button', { name: 'Öne al: Beyaz Şimşek' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Geriye al: Sessiz Fırtına' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Öne al: Sessiz Fırtına' }));
    await waitFor(() => expect(carsOf(router)).toBe(`${TESLA.id},${GOLF.id}`));
    expect(await screen.findByRole('table', { name: 'Sessiz Fırtına ve Beyaz Şimşek teknik özellikleri' })).toBeInTheDocument();
  });

  it('fills the first slot from an empty comparison and asks for a second', async () => {
    const { user, router } = renderWithProviders(<ComparePage />, { route: '/compare' });
    expect(await screen.findByRole('heading', { name: 'Karşılaştırmak için garaj seçin' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: '1. araç için garaj ara' }), 'golf');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(carsOf(router)).toBe(GOLF.id));
    expect(await screen.findByRole('heading', { name: 'İkinci aracı seçin' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Beyaz Şimşek teknik özellikleri' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '2. araç için garaj ara' })).toBeInTheDocument();
  });

  it('changes a slot in place: the search appears focused, Escape gives up and focus returns', async () => {
    const { user, router } = renderWithProviders(<ComparePage />, { route: `/compare?cars=${GOLF.id},${VESPA.id}` });
    await user.click(await screen.findByRole('button', { name: 'Değiştir: Beyaz Şimşek' }));
    const input = screen.getByRole('combobox', { name: '1. araç için garaj ara' });
    expect(input).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Değiştir: Beyaz Şimşek' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Değiştir: Beyaz Şimşek' }));
    await user.type(screen.getByRole('combobox', { name: '1. araç için garaj ara' }), 'sahin');
    await user.click(await screen.findByRole('option', { name: /Dedemin Şahin'i/ }));
    await waitFor(() => expect(carsOf(router)).toBe(`${SAHIN.id},${VESPA.id}`));
    await waitFor(() => expect(screen.getByRole('button', { name: "Değiştir: Dedemin Şahin'i" })).toHaveFocus());
  });

  it('says which linked garage is not found or repeated, and still compares the others', async () => {
    const { user, router } = renderWithProviders(<ComparePage />, { route: `/compare?cars=bozuk-id,${VESPA.id},${GOLF.id},${VESPA.id}` });
    expect(await screen.findByText('Garaj bulunamadı')).toBeInTheDocument();
    expect(screen.getByText('Bu garaj zaten karşılaştırmada')).toBeInTheDocument();
    expect(within(screen.getByTestId('compare-slot-1')).getByRole('alert')).toHaveTextContent('Garaj bulunamadı');
    expect(within(screen.getByTestId('compare-slot-4')).getByRole('alert')).toHaveTextContent('Bu garaj zaten karşılaştırmada');
    expect(screen.getByRole('table', { name: 'Kadıköy Vespası ve Beyaz Şimşek teknik özellikleri' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1. aracı kaldır' }));
    await waitFor(() => expect(carsOf(router)).toBe(`${VESPA.id},${GOLF.id},${VESPA.id}`));
  });
});
