import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeCostEntry, makeFillUp, makeFuelGarage, makeOverview, makeReport } from '../testing/fixtures';
import { FuelPage } from './fuel-page';

// recharts needs a laid-out page; the charts' own chunk is replaced by a marker.
vi.mock('./monthly-charts', () => ({ default: () => <p>monthly charts</p> }));

afterEach(() => vi.unstubAllGlobals());

function mockApi(overview = makeOverview()) {
  return mockFetch((url) => {
    if (url.pathname === '/api/fuel') return jsonResponse(overview);
    if (url.pathname === '/api/fuel/garages/g1/fill-ups') {
      return jsonResponse({ items: [makeFillUp(), makeFillUp({ id: 'f2', filledOn: '2026-03-05', odometerKm: 42_000, isFull: false, consumption: null, station: null })], nextCursor: 'next-page' });
    }
    if (url.pathname === '/api/fuel/garages/g1/costs') return jsonResponse({ items: [makeCostEntry()], nextCursor: null });
    if (url.pathname === '/api/fuel/garages/g1/report') return jsonResponse(makeReport());
    throw new Error(`unexpected ${url.pathname}`);
  });
}

describe('FuelPage', () => {
  it('shows the summary cards, the fill-ups with their consumption, the costs and the yearly report', async () => {
    const fetchMock = mockApi();
    renderWithProviders(<FuelPage />, { route: '/fuel?garage=g1&year=2026' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yakıt ve Masraflar' })).toBeInTheDocument();
    expect(await screen.findByTestId('fuel-summary-consumption')).toHaveTextContent('7,27 L/100 km');
    expect(screen.getByTestId('fuel-summary-costPerKm')).toHaveTextContent('₺3,42/km');
    expect(screen.getByTestId('fuel-summary-thisYear')).toHaveTextContent('₺18.450,50');
    expect(screen.getByTestId('fuel-summary-tracked')).toHaveTextContent('12.400 km');

    const table = await screen.findByRole('table', { name: 'Egea garajının yakıt kayıtları, en yenisi önce' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('42.600');
    expect(within(rows[1]!).getByTestId('fill-up-consumption')).toHaveTextContent('7,08');
    expect(within(rows[2]!).getByTestId('fill-up-consumption')).toHaveTextContent('—');
    expect(within(rows[2]!).getByText('Kısmi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Daha eski kayıtlar/ })).toHaveAttribute('href', '/fuel?garage=g1&year=2026&after=next-page');
    expect(within(rows[1]!).getByRole('link', { name: /yakıt kaydını düzenle/ })).toHaveAttribute('href', '/fuel?garage=g1&year=2026&edit=f1#fill-ups');

    expect(screen.getByRole('table', { name: 'Diğer masraflar, en yenisi önce' })).toHaveTextContent('MTV');
    expect(screen.getByRole('heading', { name: '2026 Masraf Raporu' })).toBeInTheDocument();
    expect(screen.getByTestId('report-total-row')).toHaveTextContent('₺13.950,50');
    expect(screen.getByTestId('report-kmDriven')).toHaveTextContent('1.100 km');
    expect(await screen.findByText('monthly charts')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('GET /api/fuel/garages/g1/report?year=2026');
  });

  it('every form is a real form: method and action (the import a multipart post to the API)', async () => {
    mockApi();
    renderWithProviders(<FuelPage />, { route: '/fuel?garage=g1' });
    const add = (await screen.findByRole('heading', { name: 'Yakıt Kaydı Ekle' })).closest('section')!.querySelector('form')!;
    expect(add).toHaveAttribute('method', 'post');
    expect(add.getAttribute('action')).toBe('/fuel?garage=g1');
    expect(within(add).getByLabelText(/Miktar \(L\)/)).toHaveAttribute('name', 'quantity');
    expect(within(add).getByLabelText('Depo tamamen dolduruldu')).toBeChecked();
    const importForm = screen.getByLabelText(/CSV dosyası/).closest('form')!;
    expect(importForm).toHaveAttribute('method', 'post');
    expect(importForm).toHaveAttribute('enctype', 'multipart/form-data');
    expect(importForm).toHaveAttribute('action', '/api/fuel/garages/g1/fill-ups/import');
    expect(screen.getByRole('link', { name: 'CSV indir' })).toHaveAttribute('href', '/api/fuel/garages/g1/fill-ups.csv');
    expect(screen.getByLabelText('Masraf özetimi göster')).not.toBeChecked();
  });

  it('an electric garage counts kWh; ?edit= opens the fill-up in the form; ?confirm= asks before deleting', async () => {
    const garage = makeFuelGarage({ fuelType: 'electric', unit: 'kwh' });
    mockApi(makeOverview({ garage, garages: [garage], summary: { ...makeOverview().summary!, unit: 'kwh', consumptionUnit: 'kwh_per_100km', averageConsumption: 16.2 } }));
    renderWithProviders(<FuelPage />, { route: '/fuel?garage=g1&edit=f1&confirm=fill-up:f2' });
    expect(await screen.findByTestId('fuel-summary-consumption')).toHaveTextContent('16,20 kWh/100 km');
    const form = (await screen.findByRole('heading', { name: 'Yakıt Kaydını Düzenle' })).closest('section')!;
    expect(await within(form).findByLabelText(/Miktar \(kWh\)/)).toHaveValue('42.5');
    const confirm = screen.getByRole('alertdialog', { name: 'Silmek istediğinize emin misiniz?' });
    expect(confirm).toHaveTextContent('5 Mar 2026');
    expect(confirm.querySelector('input[name="confirmed"]')).toHaveValue('yes');
  });

  it('shows the outcome of an import posted without the script', async () => {
    mockApi();
    renderWithProviders(<FuelPage />, { route: '/fuel?garage=g1&importError=CSV_IMPORT_INVALID&importRows=3:Odometer:NUMBER_INVALID,5:Date:DATE_IN_FUTURE#import' });
    const outcome = await screen.findByTestId('csv-outcome');
    expect(outcome).toHaveTextContent('CSV dosyasında hatalı satırlar var; hiçbir kayıt eklenmedi.');
    expect(outcome).toHaveTextContent('Satır 3, Odometer: Geçerli bir sayı girin.');
    expect(outcome).toHaveTextContent('Satır 5, Date: Tarih bugünden sonra olamaz.');
  });
});
