import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, istanbulToday } from '@garaj/shared';
import { jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeGarage, makeItem } from '../testing/fixtures';
import { ItemFormDialog, initialValues } from './item-form-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** A 400 with per-field codes, as lib/errors.ts sends it. */
const fieldsResponse = (fields: Record<string, string>, code = 'VALIDATION_FAILED') => jsonResponse({ error: { code, message: code, fields } }, 400);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe('ItemFormDialog', () => {
  const garage = makeGarage();
  const open = (initial = initialValues(garage, 'oil', 'Motor yağı')) =>
    renderWithProviders(<ItemFormDialog open onOpenChange={() => {}} garages={[garage]} initial={initial} item={null} />);

  it('checks with the shared schema before sending: an empty title is refused on its field, focused', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = open({ ...initialValues(garage, 'oil', ''), intervalDays: '90' });
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Bakım Öğesi' });
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    const title = within(dialog).getByLabelText('Başlık');
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors on their fields (first one focused), no form message', async () => {
    const fetchMock = mockFetch(() => fieldsResponse({ lastServiceOn: 'DATE_IN_FUTURE', intervalDays: 'NUMBER_INVALID' }));
    const { user } = open({ ...initialValues(garage, 'oil', 'Motor yağı'), intervalDays: '90' });
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Bakım Öğesi' });
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    expect(await within(dialog).findByText('Tarih bugünden sonra olamaz.')).toBeInTheDocument();
    expect(within(dialog).getByText('Geçerli bir sayı girin.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Son bakım tarihi')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Son bakım tarihi')).toHaveFocus();
    expect(within(dialog).getByLabelText('Aralık (gün)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sentBodies(fetchMock, 'POST /api/maintenance/items')[0]).toMatchObject({ title: 'Motor yağı', intervalDays: '90' });
  });

  it('a new oil change starts with the usual interval (10,000 km / 365 days) and the next service it gives', async () => {
    const fetchMock = mockFetch(() => jsonResponse(makeItem(), 201));
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Bakım Öğesi' });
    expect(within(dialog).getByLabelText('Aralık (gün)')).toHaveValue(365);
    expect(within(dialog).getByLabelText('Aralık (km)')).toHaveValue(10000);
    expect(within(dialog).getByLabelText('Sonraki bakım tarihi')).toHaveValue(addDays(istanbulToday(), 365));
    expect(within(dialog).getByLabelText('Sonraki bakım kilometresi')).toHaveValue(60000);
    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    // The computed next service is left to the server, which reschedules from the interval.
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /api/maintenance/items')[0]).toMatchObject({ intervalDays: '365', intervalKm: '10000', dueOn: null, dueKm: null }));
  });

  it('typing an interval fills the next service as one types; a next service typed by the member stays', async () => {
    const fetchMock = mockFetch(() => jsonResponse(makeItem(), 201));
    const { user } = open(initialValues(garage, 'general', 'Genel kontrol'));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Bakım Öğesi' });
    const dueOn = within(dialog).getByLabelText('Sonraki bakım tarihi');
    const dueKm = within(dialog).getByLabelText('Sonraki bakım kilometresi');
    expect(dueOn).toHaveValue('');
    expect(dueKm).toHaveValue(null);

    await user.type(within(dialog).getByLabelText('Aralık (gün)'), '3');
    expect(dueOn).toHaveValue(addDays(istanbulToday(), 3));
    await user.type(within(dialog).getByLabelText('Aralık (gün)'), '0');
    expect(dueOn).toHaveValue(addDays(istanbulToday(), 30));
    await user.type(within(dialog).getByLabelText('Aralık (km)'), '5000');
    expect(dueKm).toHaveValue(55000);
    await user.clear(within(dialog).getByLabelText('Son bakımdaki kilometre'));
    await user.type(within(dialog).getByLabelText('Son bakımdaki kilometre'), '51000');
    expect(dueKm).toHaveValue(56000);

    // Still editable: the member's own next km stays when the interval changes again.
    await user.clear(dueKm);
    await user.type(dueKm, '54000');
    await user.type(within(dialog).getByLabelText('Aralık (km)'), '0');
    expect(dueKm).toHaveValue(54000);
    expect(dueOn).toHaveValue(addDays(istanbulToday(), 30));

    await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/maintenance/items')[0]).toMatchObject({ intervalDays: '30', intervalKm: '50000', lastServiceKm: '51000', dueOn: null, dueKm: '54000' }),
    );
  });

  it('saves, toasts “Başarılı” / “Yeni bakım öğesi eklendi!” and closes', async () => {
    mockFetch(() => jsonResponse(makeItem(), 201));
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <ItemFormDialog open onOpenChange={onOpenChange} garages={[garage]} initial={{ ...initialValues(garage, 'oil', 'Motor yağı'), intervalDays: '90' }} item={null} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Başarılı', { description: 'Yeni bakım öğesi eklendi!' }));
  });
});
