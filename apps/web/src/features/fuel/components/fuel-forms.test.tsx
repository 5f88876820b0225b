import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderRouter, renderWithProviders } from '@/test/test-utils';
import { fuelPageAction } from '../actions/fuel-page-action';
import { makeFillUp, makeFuelGarage } from '../testing/fixtures';
import { CsvPanel } from './csv-panel';
import { DeleteForm } from './delete-form';
import { FillUpForm } from './fill-up-form';

afterEach(() => vi.unstubAllGlobals());

/** `element` on /fuel with the page's real action. */
function renderOnFuelRoute(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '/fuel', element, action: fuelPageAction }], { initialEntries: ['/fuel?garage=g1'] });
  return renderRouter(router);
}

describe('FillUpForm', () => {
  it('posts through the route action: Turkish decimals become numbers, the checkboxes booleans', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/fuel/garages/g1/fill-ups' && init.method === 'POST') return jsonResponse(makeFillUp(), 201);
      throw new Error(`unexpected ${init.method} ${url.pathname}`);
    });
    const { user, router } = renderOnFuelRoute(<FillUpForm garage={makeFuelGarage()} today="2026-03-20" lastOdometerKm={42_000} editing={null} next="/fuel?garage=g1" />);
    expect(screen.getByLabelText(/Kilometre/)).toHaveAttribute('placeholder', '42000');
    await user.type(screen.getByLabelText(/Kilometre/), '42.600');
    await user.type(screen.getByLabelText(/Miktar \(L\)/), '42,5');
    await user.type(screen.getByLabelText(/Tutar/), '2.125,50');
    await user.click(screen.getByLabelText('Önceki dolumu kaydetmedim'));
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('POST /api/fuel/garages/g1/fill-ups'));
    expect(sentBodies(fetchMock, 'POST /api/fuel/garages/g1/fill-ups')[0]).toEqual({
      filledOn: '2026-03-20',
      odometerKm: 42_600,
      quantity: 42.5,
      totalTl: 2125.5,
      isFull: true,
      missedPrevious: true,
      station: null,
      notes: null,
    });
    await waitFor(() => expect(router.state.location.hash).toBe('#fill-ups'));
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    mockFetch(() => jsonResponse({ error: { code: 'FUEL_ODOMETER_ORDER', message: 'x', fields: { odometerKm: 'FUEL_ODOMETER_ORDER' } } }, 400));
    const { user } = renderOnFuelRoute(<FillUpForm garage={makeFuelGarage()} today="2026-03-20" lastOdometerKm={null} editing={null} next="/fuel?garage=g1" />);
    await user.type(screen.getByLabelText(/Kilometre/), '1000');
    await user.type(screen.getByLabelText(/Miktar \(L\)/), '40');
    await user.type(screen.getByLabelText(/Tutar/), '2000');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText(/Kilometre tarih sırasına uymuyor/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Miktar \(L\)/)).toHaveValue('40');
    expect(screen.getByLabelText(/Kilometre/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('a number that is not one is refused before any call', async () => {
    const fetchMock = mockFetch(() => {
      throw new Error('no call expected');
    });
    const { user } = renderOnFuelRoute(<FillUpForm garage={makeFuelGarage()} today="2026-03-20" lastOdometerKm={null} editing={null} next="/fuel?garage=g1" />);
    await user.type(screen.getByLabelText(/Kilometre/), '1000');
    await user.type(screen.getByLabelText(/Miktar \(L\)/), 'kırk');
    await user.type(screen.getByLabelText(/Tutar/), '2000');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Geçerli bir sayı girin.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('DeleteForm', () => {
  it('asks first; only the dialog deletes', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/fuel/fill-ups/f1' && init.method === 'DELETE') return new Response(null, { status: 204 });
      throw new Error(`unexpected ${init.method} ${url.pathname}`);
    });
    const { user } = renderOnFuelRoute(
      <DeleteForm intent="deleteFillUp" garageId="g1" target="f1" next="/fuel?garage=g1" label="12 Mar 2026 tarihli yakıt kaydını sil" description="Emin misiniz?" />,
    );
    await user.click(screen.getByRole('button', { name: '12 Mar 2026 tarihli yakıt kaydını sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(calls(fetchMock)).toEqual(['DELETE /api/fuel/fill-ups/f1']));
  });
});

describe('CsvPanel', () => {
  it('imports through the API and lists the bad rows of a refused file', async () => {
    let answer: Response = errorResponse(400, 'CSV_IMPORT_INVALID');
    const fetchMock = mockFetch(() => answer);
    const { user } = renderWithProviders(<CsvPanel garageId="g1" initialOutcome={null} />);
    const file = new File(['Date,Odometer,FuelConsumed,Cost\n2026-01-01,x,40,2000\n'], 'gas.csv', { type: 'text/csv' });
    answer = jsonResponse({ error: { code: 'CSV_IMPORT_INVALID', message: 'x', fields: { 'rows.2.Odometer': 'NUMBER_INVALID' } } }, 400);
    const input = screen.getByLabelText(/CSV dosyası/);
    await user.upload(input, file);
    // jsdom does not see user-event's file in the input's validity: submit the form itself.
    const form = input.closest('form')!;
    fireEvent.submit(form);
    const outcome = await screen.findByTestId('csv-outcome');
    expect(outcome).toHaveTextContent('Satır 2, Odometer: Geçerli bir sayı girin.');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('redirect')).toBeNull();

    answer = jsonResponse({ imported: 12, skipped: 1 });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByTestId('csv-outcome')).toHaveTextContent('12 yakıt kaydı içe aktarıldı. Zaten kayıtlı olan 1 satır atlandı.'));
  });
});
