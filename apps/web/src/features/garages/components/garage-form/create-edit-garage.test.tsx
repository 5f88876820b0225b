import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GarageDetail } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { CreateGarageForm } from './create-garage-form';
import { EditGarage } from './edit-garage';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal<object>()), toast }));

const GARAGE_ID = '0b6f7f8e-5d1a-4c43-9f0e-8a9b1c2d3e4f';
const IMAGE_ID = '3f1c9a52-8c1e-4a4e-9a51-2f0b8d6f1a11';

const garage = {
  id: GARAGE_ID,
  name: 'Projem E30',
  description: 'Hafta sonu aracı',
  vehicleType: 'car',
  carBrand: 'BMW',
  carModel: 'E30',
  carYear: 1989,
  horsepower: 170,
  torque: null,
  modificationType: 'Street',
  priceRange: '250k-500k',
  location: 'İzmir',
  isForSale: true,
  salePrice: '750.000 TL',
  engine: 'M20B25',
  acceleration: 8.5,
  topSpeed: null,
  fuelType: 'petrol',
  transmission: 'manual',
  drivetrain: 'rwd',
  weight: 1150,
  photos: [
    {
      id: IMAGE_ID,
      url: `/media/images/${IMAGE_ID}/1280.webp`,
      srcset: null,
      width: 1280,
      height: 960,
    },
    { id: null, url: 'https://example.com/e30.jpg', srcset: null, width: null, height: null },
  ],
  modifications: [
    {
      id: 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b',
      garageId: GARAGE_ID,
      title: 'Bilstein B12 süspansiyon',
      category: 'suspension',
      brand: 'Bilstein',
      cost: 42000,
      installedOn: '2024-05-01',
      note: null,
      createdAt: '2024-05-02T10:00:00.000Z',
    },
  ],
} as unknown as GarageDetail;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const myGarageRoute = { path: '/my-garage', element: <p>my-garage-page</p> };

describe('CreateGarageForm', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('creates a motorcycle garage, says so and goes to /my-garage', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(201, { ...garage, vehicleType: 'motorcycle' }));
    const { user, router } = renderWithProviders(<CreateGarageForm />, {
      route: '/create-garage',
      routes: [myGarageRoute],
    });
    await user.type(screen.getByLabelText(/Garaj Adı/), 'Canavar');
    await user.click(screen.getByRole('radio', { name: 'Motosiklet' }));
    await user.type(screen.getByRole('combobox', { name: /Marka/ }), 'Ducati{Enter}');
    await user.type(screen.getByLabelText(/^Model/), 'Monster');
    await user.click(screen.getByRole('button', { name: 'Garajı Oluştur' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-garage'));
    expect(toast.success).toHaveBeenCalledWith('Motosiklet garajınız başarıyla oluşturuldu.');
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/garages');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({
      name: 'Canavar',
      vehicleType: 'motorcycle',
      carBrand: 'Ducati',
      carModel: 'Monster',
      carYear: null,
      photos: [],
    });
  });

  it('adds modifications while creating and sends them with the garage in one POST', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(201, garage));
    const { user, router } = renderWithProviders(<CreateGarageForm />, {
      route: '/create-garage',
      routes: [myGarageRoute],
    });
    await user.type(screen.getByLabelText(/Garaj Adı/), 'Projem');
    await user.type(screen.getByRole('combobox', { name: /Marka/ }), 'BMW{Enter}');
    await user.type(screen.getByLabelText(/^Model/), 'E30');
    // The section says when modifications are saved.
    expect(screen.getByText(/formun kaydet düğmesiyle kaydedilir/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Modifikasyon Ekle' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Başlık/), 'Spor egzoz');
    await user.click(within(dialog).getByRole('combobox', { name: /^Kategori/ }));
    await user.click(await screen.findByRole('option', { name: 'Egzoz' }));
    await user.type(within(dialog).getByLabelText(/^Maliyet/), '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Listeye Ekle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Spor egzoz')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled(); // nothing is saved before the garage

    await user.click(screen.getByRole('button', { name: 'Garajı Oluştur' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-garage'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).modifications).toEqual([
      {
        title: 'Spor egzoz',
        category: 'exhaust',
        brand: null,
        cost: 12000,
        installedOn: null,
        note: null,
        // The build log's fields, none given.
        odometerKm: null,
        doneBy: null,
        shopName: null,
        legalCategory: null,
        measuredAt: null,
        ...Object.fromEntries(['hp', 'nm', 'zeroTo100', 'kg', 'db'].flatMap((kind) => [[`${kind}Before`, null], [`${kind}After`, null]])),
        dynoSheetId: null,
      },
    ]);
  });

  it('keeps the form and shows the failure toast when the server fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(500, { error: { code: 'INTERNAL', message: 'x' } }),
    );
    const { user, router } = renderWithProviders(<CreateGarageForm />, {
      route: '/create-garage',
      routes: [myGarageRoute],
    });
    await user.type(screen.getByLabelText(/Garaj Adı/), 'Projem');
    await user.type(screen.getByRole('combobox', { name: /Marka/ }), 'Audi{Enter}');
    await user.type(screen.getByLabelText(/^Model/), 'A3');
    await user.click(screen.getByRole('button', { name: 'Garajı Oluştur' }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Garaj oluşturulurken bir hata oluştu.', {
        description: 'Beklenmeyen bir hata oluştu.',
      }),
    );
    expect(router.state.location.pathname).toBe('/create-garage');
    expect(screen.getByLabelText(/Garaj Adı/)).toHaveValue('Projem');
    expect(screen.getByRole('button', { name: 'Garajı Oluştur' })).toBeEnabled();
  });
});

describe('EditGarage', () => {
  beforeEach(() => {
    toast.success.mockClear();
    toast.error.mockClear();
  });

  it('sends a non-owner back to /my-garage with "Garaj bulunamadı veya düzenleme yetkiniz yok."', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(403, {
        error: {
          code: 'GARAGE_FORBIDDEN',
          message: 'Garaj bulunamadı veya düzenleme yetkiniz yok.',
        },
      }),
    );
    const { router } = renderWithProviders(<EditGarage id={GARAGE_ID} />, {
      route: `/edit-garage/${GARAGE_ID}`,
      routes: [myGarageRoute],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-garage'));
    expect(toast.error).toHaveBeenCalledWith(
      'Garaj bulunamadı veya düzenleme yetkiniz yok.',
      expect.anything(),
    );
  });

  it('loads the garage, saves it with PUT and goes to /my-garage', async () => {
    let resolvePut: (r: Response) => void = () => {};
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') return new Promise<Response>((resolve) => (resolvePut = resolve));
      return json(200, garage);
    });
    const { user, router } = renderWithProviders(<EditGarage id={GARAGE_ID} />, {
      route: `/edit-garage/${GARAGE_ID}`,
      routes: [myGarageRoute],
    });
    expect(await screen.findByLabelText(/Garaj Adı/)).toHaveValue('Projem E30');
    // For sale through its listing: the form links there instead of a price field.
    expect(screen.queryByLabelText(/Satış Fiyatı/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İlanı düzenle' })).toHaveAttribute('href', `/listings/${GARAGE_ID}/edit`);
    expect(screen.getByText('Bilstein B12 süspansiyon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İptal' })).toHaveAttribute('href', '/my-garage');

    // Removing a modification changes the form only: nothing is sent until 'Güncelle'.
    await user.click(screen.getByRole('button', { name: 'Kaldır: Bilstein B12 süspansiyon' }));
    expect(screen.queryByText('Bilstein B12 süspansiyon')).not.toBeInTheDocument();
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    expect(await screen.findByRole('button', { name: 'Güncelleniyor...' })).toBeDisabled();
    resolvePut(json(200, garage));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-garage'));
    expect(toast.success).toHaveBeenCalledWith('Garajınız başarıyla güncellendi.');
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT') as [
      string,
      RequestInit,
    ];
    expect(put[0]).toBe(`/api/garages/${GARAGE_ID}`);
    expect(JSON.parse(put[1].body as string)).toMatchObject({
      carYear: 1989,
      acceleration: 8.5,
      drivetrain: 'rwd',
      photos: [{ imageId: IMAGE_ID }, { url: 'https://example.com/e30.jpg' }],
      modifications: [],
    });
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toEqual([]);
  });
});
