import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeItem } from '../testing/fixtures';
import { CompleteDialog } from './complete-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** A 400 with per-field codes, as lib/errors.ts sends it. */
const fieldsResponse = (fields: Record<string, string>, code = 'VALIDATION_FAILED') => jsonResponse({ error: { code, message: code, fields } }, 400);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe('CompleteDialog', () => {
  it('sends the typed values; the server’s field error shows on its field, another error as the dialog’s alert', async () => {
    let answer = fieldsResponse({ odometerKm: 'NUMBER_INVALID' });
    const fetchMock = mockFetch(() => answer);
    const { user } = renderWithProviders(<CompleteDialog item={makeItem()} odometerKm={12000} onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bakımı Tamamla' });
    await user.type(within(dialog).getByLabelText('Notlar'), 'Filtre de değişti');
    await user.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    const odometer = within(dialog).getByLabelText('Kilometre');
    expect(await within(dialog).findByText('Geçerli bir sayı girin.')).toBeInTheDocument();
    expect(odometer).toHaveAttribute('aria-invalid', 'true');
    expect(odometer).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/maintenance/items/i1/completions')[0]).toMatchObject({ odometerKm: '12000', cost: '2500', notes: 'Filtre de değişti' });

    answer = errorResponse(404, 'MAINTENANCE_ITEM_NOT_FOUND');
    await user.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bakım öğesi bulunamadı.');
    expect(odometer).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an empty service date on its field without sending', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<CompleteDialog item={makeItem()} odometerKm={null} onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Bakımı Tamamla' });
    await user.clear(within(dialog).getByLabelText('Bakım tarihi'));
    await user.click(within(dialog).getByRole('button', { name: 'Tamamlandı olarak işaretle' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Bakım tarihi')).toHaveAttribute('aria-invalid', 'true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
