import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeGarage } from '../testing/fixtures';
import { OdometerForm } from './odometer-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));


afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe('OdometerForm', () => {
  it('refuses what is not a whole km, asks before a lower reading and sends it with allowDecrease', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ ...makeGarage(), odometerKm: 9000 }));
    const { user } = renderWithProviders(<OdometerForm garage={makeGarage({ odometerKm: 12000 })} />);
    const input = screen.getByLabelText('Yeni kilometre');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByText('Geçerli bir sayı girin.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();

    await user.type(input, '9000');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Kilometre düşürülsün mü?' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Düzelt' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /api/maintenance/garages/g1/odometer')).toEqual([{ odometerKm: 9000, allowDecrease: true }]));
    await waitFor(() => expect(input).toHaveValue(null));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Başarılı', { description: 'Kilometre güncellendi.' }));
  });

  it('shows the server’s refusal under the field', async () => {
    mockFetch(() => errorResponse(409, 'MAINTENANCE_ODOMETER_LOWER'));
    const { user } = renderWithProviders(<OdometerForm garage={makeGarage({ odometerKm: null })} />);
    const input = screen.getByLabelText('Yeni kilometre');
    await user.type(input, '500');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAttribute('aria-describedby', 'odometer-error');
  });
});
