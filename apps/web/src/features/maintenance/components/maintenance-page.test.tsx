import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeGarage, makeItem, makeOverview } from '../testing/fixtures';
import { MaintenancePage } from './maintenance-page';

afterEach(() => vi.unstubAllGlobals());

describe('MaintenancePage', () => {
  it('without a garage: points to /create-garage', async () => {
    mockFetch(() => jsonResponse(makeOverview([], [])));
    renderWithProviders(<MaintenancePage />);
    expect(await screen.findByRole('heading', { name: 'Önce bir garaj ekleyin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Garaj Oluştur' })).toHaveAttribute('href', '/create-garage');
  });

  it('shows the summary, the garage from ?garage=, and quick add opens the form with the category', async () => {
    const garages = [makeGarage(), makeGarage({ id: 'g2', name: 'CBR', carBrand: 'Honda', carModel: 'CBR500R', vehicleType: 'motorcycle', odometerKm: null })];
    const items = [makeItem({ id: 'i2', garageId: 'g2', garageName: 'CBR', status: 'overdue', nextDueOn: '2020-01-01' })];
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/maintenance') return jsonResponse(makeOverview(items, garages));
      if (url.pathname === '/api/maintenance/garages/g2/logs') return jsonResponse({ items: [], nextCursor: null });
      if (url.pathname === '/api/maintenance/items' && init.method === 'POST') return errorResponse(400, 'MAINTENANCE_SCHEDULE_REQUIRED');
      throw new Error(`unexpected ${url.pathname}`);
    });
    const { user } = renderWithProviders(<MaintenancePage />, { route: '/maintenance?garage=g2' });
    expect(await screen.findByRole('heading', { name: 'Motor yağı' })).toBeInTheDocument();
    expect(screen.getByLabelText('Araç seçin')).toHaveValue('g2');
    expect(screen.getByTestId('summary-overdue')).toHaveTextContent('1');
    expect(screen.getByTestId('odometer-value')).toHaveTextContent('Girilmedi');
    expect(await screen.findByText('Bu araç için henüz kayıtlı bakım yok.')).toBeInTheDocument();

    await user.click(within(screen.getByRole('region', { name: 'Hızlı Ekle' })).getByRole('button', { name: 'Fren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Bakım Öğesi' });
    expect(within(dialog).getByLabelText('Başlık')).toHaveValue('Fren balatası kontrolü');
    expect(within(dialog).getByLabelText('Kategori')).toHaveValue('brake');
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bir bakım aralığı (gün veya km) ya da bir sonraki bakım tarihi girin.');
    expect(sentBodies(fetchMock, 'POST /api/maintenance/items')[0]).toMatchObject({ garageId: 'g2', category: 'brake', title: 'Fren balatası kontrolü' });
    expect(calls(fetchMock)).toContain('GET /api/maintenance?garageId=g2');
  });
});
