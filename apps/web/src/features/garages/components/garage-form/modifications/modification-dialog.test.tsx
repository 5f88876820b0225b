import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentRef } from '@garaj/shared';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import type { ModificationDraft } from '../garage-form-values';
import { ModificationDialog } from './modification-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SHEET: DocumentRef = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'pdf',
  url: '/media/documents/22222222-2222-4222-8222-222222222222.pdf?name=dyno.pdf',
  name: 'dyno.pdf',
  bytes: 1234,
  createdAt: '2025-05-01T10:00:00.000Z',
};

function renderDialog(modification: ModificationDraft | null = null) {
  const onSave = vi.fn();
  const result = renderWithProviders(<ModificationDialog open onOpenChange={() => {}} modification={modification} onSave={onSave} />);
  return { ...result, onSave, dialog: screen.getByRole('dialog') };
}

describe('ModificationDialog (build log)', () => {
  it('sends the odometer, the shop, the legality category, the figures before and after and the dyno sheet', async () => {
    const fetchMock = mockFetch(() => jsonResponse(SHEET, 201));
    const { user, onSave, dialog } = renderDialog();
    await user.type(within(dialog).getByLabelText(/^Başlık/), 'Stage 2 yazılım');
    await user.click(within(dialog).getByRole('combobox', { name: /^Kategori/ }));
    await user.click(await screen.findByRole('option', { name: 'Elektronik' }));
    await user.type(within(dialog).getByLabelText(/^Maliyet/), '24000');
    await user.type(within(dialog).getByLabelText('Kilometre (km)'), '41900');
    await user.selectOptions(within(dialog).getByLabelText('Kim yaptı?'), 'Usta / servis');
    await user.selectOptions(within(dialog).getByLabelText(/^Yasal kategori/), 'ecu_tuning');

    // A shop without its name is refused on the field.
    await user.click(within(dialog).getByRole('button', { name: 'Listeye Ekle' }));
    const shop = await within(dialog).findByLabelText(/^Usta \/ servis adı/);
    await waitFor(() => expect(shop).toHaveAccessibleDescription('Bu alan zorunludur.'));
    expect(onSave).not.toHaveBeenCalled();
    await user.type(shop, 'Öztürk Performans');

    // "Ölçümler" is folded until opened.
    const toggle = within(dialog).getByRole('button', { name: /^Ölçümler/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const power = within(dialog).getByRole('group', { name: 'Güç (HP)' });
    await user.type(within(power).getByLabelText('Önce'), '280');
    await user.type(within(power).getByLabelText('Sonra'), '335');
    await user.type(within(within(dialog).getByRole('group', { name: '0-100 km/sa (sn)' })).getByLabelText('Sonra'), '5.4');
    await user.selectOptions(within(dialog).getByLabelText('Güç ve tork nereden ölçüldü?'), 'crank');
    await user.upload(within(dialog).getByLabelText('Dyno föyü'), new File(['%PDF-1.4'], 'dyno.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByRole('link', { name: 'Dyno föyü: dyno.pdf' })).toHaveAttribute('href', SHEET.url);
    expect(calls(fetchMock)).toEqual(['POST /api/documents?purpose=dyno_sheet']);

    await user.click(within(dialog).getByRole('button', { name: 'Listeye Ekle' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      title: 'Stage 2 yazılım',
      category: 'electronics',
      cost: 24000,
      odometerKm: 41900,
      doneBy: 'shop',
      shopName: 'Öztürk Performans',
      legalCategory: 'ecu_tuning',
      measuredAt: 'crank',
      hpBefore: 280,
      hpAfter: 335,
      nmBefore: null,
      zeroTo100After: 5.4,
      dynoSheetId: SHEET.id,
      dynoSheet: SHEET,
    });
  });

  it('opens with a stored modification\'s figures shown and can remove its dyno sheet', async () => {
    const stored: ModificationDraft = {
      key: 'm1',
      id: '33333333-3333-4333-8333-333333333333',
      title: 'Downpipe',
      category: 'exhaust',
      brand: null,
      cost: null,
      installedOn: '2024-05-10',
      note: null,
      odometerKm: 41_900,
      doneBy: 'self',
      shopName: null,
      legalCategory: null,
      measuredAt: 'wheel',
      hpBefore: 280,
      hpAfter: 305,
      nmBefore: null,
      nmAfter: null,
      zeroTo100Before: null,
      zeroTo100After: null,
      kgBefore: null,
      kgAfter: null,
      dbBefore: 86,
      dbAfter: 92.5,
      dynoSheetId: SHEET.id,
      dynoSheet: SHEET,
    };
    const { user, onSave, dialog } = renderDialog(stored);
    expect(within(dialog).getByRole('button', { name: /^Ölçümler/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(within(dialog).getByRole('group', { name: 'Ses (dB)' })).getByLabelText('Sonra')).toHaveValue(92.5);
    expect(within(dialog).queryByLabelText(/^Usta \/ servis adı/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dyno föyünü kaldır: dyno.pdf' }));
    expect(within(dialog).queryByRole('link', { name: /Dyno föyü/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Değişikliği Uygula' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ hpAfter: 305, dbAfter: 92.5, doneBy: 'self', dynoSheetId: null, dynoSheet: null });
  });
});
