import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GarageInput } from '@garaj/shared';
import { renderWithProviders } from '@/test/test-utils';
import { makeGarageDetail } from '../../testing/fixtures';
import { GarageForm } from './garage-form';

vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: { success: vi.fn(), error: vi.fn() } }));

describe('the stock figures in the garage form', () => {
  it('opens the performance section with stored stock figures, checks them and sends them with the garage', async () => {
    const onSubmit = vi.fn(async (_input: GarageInput) => {});
    const { user } = renderWithProviders(
      <GarageForm initial={makeGarageDetail({ stockHp: 245, stockZeroTo100: 6.2 })} submitLabel="Güncelle" submittingLabel="Güncelleniyor..." onSubmit={onSubmit} />,
    );
    expect(screen.getByRole('button', { name: /Performans Özellikleri/ })).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: /Stok değerler/ });
    expect(screen.getByLabelText('Stok güç (HP)')).toHaveValue(245);
    expect(group).toContainElement(screen.getByLabelText('Stok 0-100 km/sa (sn)'));

    const torque = screen.getByLabelText('Stok tork (Nm)');
    await user.type(torque, '0');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(torque).toHaveAccessibleDescription('Geçerli bir sayı girin.'));
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(torque);
    await user.type(torque, '370');
    await user.type(screen.getByLabelText('Stok ağırlık (kg)'), '1364');
    await user.click(screen.getByRole('button', { name: 'Güncelle' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ stockHp: 245, stockNm: 370, stockZeroTo100: 6.2, stockKg: 1364, stockDb: null });
  });
});
