import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { maxYear, type GarageInput } from '@garaj/shared';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-utils';
import { GarageForm } from './garage-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal<object>()), toast }));

const REQUIRED_FIELDS = 'Zorunlu alanları doldurmanız gerekiyor.';

function renderForm(onSubmit: (input: GarageInput) => Promise<void> = vi.fn(async () => {})) {
  const result = renderWithProviders(
    <GarageForm
      submitLabel="Garajı Oluştur"
      submittingLabel="Oluşturuluyor..."
      onSubmit={onSubmit}
    />,
  );
  return { ...result, onSubmit };
}

const brandInput = () => screen.getByRole('combobox', { name: /Marka/ });
const submitButton = () => screen.getByRole('button', { name: 'Garajı Oluştur' });

async function chooseBrand(
  user: ReturnType<typeof renderForm>['user'],
  typed: string,
  option: string,
) {
  await user.clear(brandInput());
  await user.type(brandInput(), typed);
  await user.click(screen.getByRole('option', { name: option }));
}

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText(/Garaj Adı/), 'Projem E30');
  await chooseBrand(user, 'bm', 'BMW');
  await user.type(screen.getByLabelText(/^Model/), 'E30');
}

describe('GarageForm', () => {
  it('resets the brand and model when the vehicle type changes', async () => {
    const { user } = renderForm();
    await chooseBrand(user, 'BM', 'BMW');
    await user.type(screen.getByLabelText(/^Model/), 'M3');
    expect(brandInput()).toHaveValue('BMW');

    await user.click(screen.getByRole('radio', { name: 'Motosiklet' }));

    expect(screen.getByRole('radio', { name: 'Motosiklet' })).toBeChecked();
    expect(brandInput()).toHaveValue('');
    expect(screen.getByLabelText(/^Model/)).toHaveValue('');
    // The list now offers motorcycle brands only.
    await user.type(brandInput(), 'duc');
    expect(screen.getByRole('option', { name: 'Ducati' })).toBeInTheDocument();
    await user.clear(brandInput());
    await user.type(brandInput(), 'Toyo');
    expect(screen.queryByRole('option', { name: 'Toyota' })).not.toBeInTheDocument();
  });

  it('shows "Zorunlu alanları doldurmanız gerekiyor." and the field messages when required fields are empty', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED_FIELDS);
    expect(toast.error).toHaveBeenCalledWith(REQUIRED_FIELDS);
    expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(3);
    expect(screen.getByLabelText(/Garaj Adı/)).toHaveAttribute('aria-invalid', 'true');
    expect(brandInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Model/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the year between 1900 and next year', async () => {
    const { user, onSubmit } = renderForm();
    const year = screen.getByLabelText(/^Yıl/);
    expect(year).toHaveAttribute('min', '1900');
    expect(year).toHaveAttribute('max', String(maxYear()));
    await fillRequired(user);

    for (const tooFar of ['1800', String(maxYear() + 1)]) {
      await user.clear(year);
      await user.type(year, tooFar);
      await user.click(submitButton());
      // Every required field is filled: the summary says what is wrong, not 'Zorunlu alanları…'.
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Yıl 1900 ile gelecek yıl arasında olmalıdır.'),
      );
      expect(year).toHaveAccessibleDescription(
        expect.stringContaining('Yıl 1900 ile gelecek yıl arasında olmalıdır.'),
      );
      expect(screen.getByRole('alert')).not.toHaveTextContent(REQUIRED_FIELDS);
      expect(toast.error).toHaveBeenLastCalledWith('Yıl 1900 ile gelecek yıl arasında olmalıdır.');
      expect(onSubmit).not.toHaveBeenCalled();
    }

    await user.clear(year);
    await user.type(year, String(maxYear()));
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Projem E30',
        carBrand: 'BMW',
        carModel: 'E30',
        carYear: maxYear(),
        horsepower: null,
      }),
    );
  });

  it('has no sale fields: a garage is put up for sale through its listing, once saved', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.queryByRole('checkbox', { name: 'Bu araç satılık' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Satış Fiyatı/)).not.toBeInTheDocument();
    expect(screen.getByText(/Garajı kaydettikten sonra garaj sayfasından ilan verebilirsiniz/)).toBeInTheDocument();
    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [input] = vi.mocked(onSubmit).mock.calls[0]!;
    expect(input).not.toHaveProperty('isForSale');
    expect(input).not.toHaveProperty('salePrice');
  });

  it('puts the server field errors on the fields and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: REQUIRED_FIELDS,
        fields: { name: 'TOO_LONG', carYear: 'YEAR_OUT_OF_RANGE', 'photos.0.url': 'URL_INVALID' },
      });
    });
    const { user } = renderForm(onSubmit);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Yıl/), '1999');
    await user.click(submitButton());

    const name = screen.getByLabelText(/Garaj Adı/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Bu alan çok uzun.');
    expect(screen.getByLabelText(/^Yıl/)).toHaveAccessibleDescription(
      expect.stringContaining('Yıl 1900 ile gelecek yıl arasında olmalıdır.'),
    );
    expect(
      screen.getByText('Geçerli bir adres girin (http:// veya https://).'),
    ).toBeInTheDocument();
    expect(name).toHaveFocus();
    // Input survives the failed submit.
    expect(name).toHaveValue('Projem E30');
    expect(brandInput()).toHaveValue('BMW');
    expect(screen.getByLabelText(/^Yıl/)).toHaveValue(1999);
    expect(submitButton()).toBeEnabled();
  });

  it('disables the submit button while saving', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm(onSubmit);
    await fillRequired(user);
    await user.click(submitButton());
    const saving = await screen.findByRole('button', { name: 'Oluşturuluyor...' });
    expect(saving).toBeDisabled();
    finish();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });
});
