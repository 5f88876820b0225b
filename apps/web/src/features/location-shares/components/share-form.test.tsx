import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { ShareForm } from './share-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/** fetch: no garages; POST /api/location-shares answers the share it was sent. */
function mockApi() {
  const posted: unknown[] = [];
  mockFetch((url, init) => {
    if (url.pathname === '/api/garages/mine') return jsonResponse({ items: [], nextCursor: null });
    if (url.pathname === '/api/location-shares' && init.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      return jsonResponse(
        { id: 's1', durationMinutes: body.durationMinutes, member: { id: 'u1' } },
        201,
      );
    }
    return jsonResponse({}, 404);
  });
  return posted;
}

/** The browser's answer: a position, or a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
function stubGeolocation(answer: 'granted' | 1 | 2 | 3) {
  const geolocation = {
    getCurrentPosition: vi.fn((success: PositionCallback, failure?: PositionErrorCallback) => {
      if (answer === 'granted')
        success({ coords: { latitude: 41.043, longitude: 29.009 } } as GeolocationPosition);
      else
        failure?.({
          code: answer,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation.getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
});

describe('ShareForm: one “Konumumu Paylaş” action', () => {
  it('asks the browser for the position and, granted, sends the share with the defaults: approximate, 30 minutes, public', async () => {
    const posted = mockApi();
    const ask = stubGeolocation('granted');
    const { user } = renderWithProviders(<ShareForm />);
    await user.type(screen.getByLabelText('Araç bilgisi'), 'Honda CBR500R 2021');
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(posted[0]).toEqual({
      lat: 41.043,
      lng: 29.009,
      garageId: null,
      vehicleText: 'Honda CBR500R 2021',
      message: null,
      durationMinutes: 30,
      isPublic: true,
      precision: 'approximate',
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Konum Paylaşıldı! 🎉', {
        description: 'Konumunuz 30 dakika boyunca paylaşılacak.',
      }),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends the options changed before the action (duration, audience, precision, message)', async () => {
    const posted = mockApi();
    stubGeolocation('granted');
    const { user } = renderWithProviders(<ShareForm />);
    await user.type(screen.getByLabelText('Araç bilgisi'), 'Yamaha MT-07');
    await user.type(screen.getByLabelText('Mesaj'), 'Sahildeyim');
    await user.click(screen.getByRole('checkbox', { name: 'Herkese açık' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tam konumu paylaş' }));
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      vehicleText: 'Yamaha MT-07',
      message: 'Sahildeyim',
      isPublic: false,
      precision: 'exact',
      durationMinutes: 30,
    });
  });

  it('a refused permission: “Konum Hatası” and the reason under the button; nothing is sent', async () => {
    const posted = mockApi();
    stubGeolocation(1);
    const { user } = renderWithProviders(<ShareForm />);
    await user.type(screen.getByLabelText('Araç bilgisi'), 'Honda CBR500R');
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Konum Hatası', {
        description: 'Konumunuz alınamadı. Lütfen konum iznini kontrol edin.',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Konumunuz alınamadı. Lütfen konum iznini kontrol edin.',
    );
    expect(screen.getByRole('button', { name: 'Konumumu Paylaş' })).toBeEnabled();
    expect(posted).toEqual([]);
  });

  it('no position found (unavailable, timeout): “Konum Bulunamadı”; without the Geolocation API: “Konum Desteklenmiyor”', async () => {
    const posted = mockApi();
    stubGeolocation(2);
    const { user } = renderWithProviders(<ShareForm />);
    await user.type(screen.getByLabelText('Araç bilgisi'), 'Honda CBR500R');
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    const unavailable =
      'Konumunuz şu anda belirlenemedi. Konum servislerinin açık olduğundan emin olup yeniden deneyin.';
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Konum Bulunamadı', { description: unavailable }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(unavailable);
    stubGeolocation(3);
    vi.mocked(toast.error).mockClear();
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Konum Bulunamadı', { description: unavailable }),
    );
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Konum Desteklenmiyor', {
        description: 'Tarayıcınız konum özelliğini desteklemiyor.',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tarayıcınız konum özelliğini desteklemiyor.',
    );
    expect(posted).toEqual([]);
  });

  it('asks for the vehicle before asking the browser for the position', async () => {
    const posted = mockApi();
    const ask = stubGeolocation('granted');
    const { user } = renderWithProviders(<ShareForm />);
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Araç Bilgisi Gerekli', {
        description: 'Lütfen araç bilgilerinizi girin.',
      }),
    );
    expect(screen.getByLabelText('Araç bilgisi')).toHaveFocus();
    expect(ask).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('explains what exact precision means when it is ticked', async () => {
    mockApi();
    const { user } = renderWithProviders(<ShareForm />);
    expect(screen.getByText(/yaklaşık 1 km'ye yuvarlanır/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tam konumu paylaş' }));
    expect(screen.getByText(/metre hassasiyetinde görür/)).toBeInTheDocument();
  });

  it('marks and focuses the vehicle field when it is missing, and when the server refuses it (LOCATION_VEHICLE_REQUIRED)', async () => {
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/garages/mine')
        return jsonResponse({ items: [], nextCursor: null });
      posted.push(JSON.parse(String(init.body)));
      return jsonResponse({ error: { code: 'LOCATION_VEHICLE_REQUIRED', message: 'x' } }, 400);
    });
    stubGeolocation('granted');
    const { user } = renderWithProviders(<ShareForm />);
    const vehicle = screen.getByLabelText('Araç bilgisi');
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    await waitFor(() => expect(vehicle).toHaveAttribute('aria-invalid', 'true'));
    expect(vehicle).toHaveFocus();
    expect(posted).toEqual([]);

    await user.type(vehicle, 'Honda CBR500R');
    await waitFor(() => expect(vehicle).not.toHaveAttribute('aria-invalid'));
    vi.mocked(toast.error).mockClear();
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Araç Bilgisi Gerekli', {
        description: 'Lütfen araç bilgilerinizi girin.',
      }),
    );
    expect(posted).toHaveLength(1);
    expect(vehicle).toHaveAttribute('aria-invalid', 'true');
    expect(vehicle).toHaveFocus();
  });

  it('sends the first of the member’s garages as the vehicle', async () => {
    const garageId = '0b7d3c55-2f0e-4c53-9f38-7f5a8a9e2b11';
    const posted: Record<string, unknown>[] = [];
    mockFetch((url, init) => {
      if (url.pathname === '/api/garages/mine')
        return jsonResponse({
          items: [
            { id: garageId, name: 'Golf', carBrand: 'Volkswagen', carModel: 'Golf', carYear: 2018 },
          ],
          nextCursor: null,
        });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      return jsonResponse(
        { id: 's1', durationMinutes: body.durationMinutes, member: { id: 'u1' } },
        201,
      );
    });
    stubGeolocation('granted');
    const { user } = renderWithProviders(<ShareForm />);
    expect(await screen.findByRole('combobox', { name: 'Araç' })).toHaveTextContent(
      'Volkswagen Golf (2018) — Golf',
    );
    expect(screen.queryByLabelText('Araç bilgisi')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Konumumu Paylaş' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      garageId,
      vehicleText: null,
      durationMinutes: 30,
      isPublic: true,
      precision: 'approximate',
    });
  });
});
