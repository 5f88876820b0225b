import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { ListingFilters } from './listing-filters';

function renderFilters(search = '') {
  const params = new URLSearchParams(search);
  return renderWithProviders(<ListingFilters values={params} />, { route: `/listings${search ? `?${search}` : ''}`, routes: [{ path: '/listings', element: <ListingFilters values={params} /> }] });
}

describe('ListingFilters', () => {
  it('is a GET form to /listings that posts without the script', () => {
    renderFilters();
    const form = screen.getByRole('search', { name: 'İlan ara' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/listings');
    expect(screen.getByRole('button', { name: 'Ara' })).toHaveAttribute('type', 'submit');
    for (const [label, name] of [
      ['Arama', 'q'],
      ['Marka', 'make'],
      ['Model', 'model'],
      ['Yıl (en eski)', 'yearMin'],
      ['Yıl (en yeni)', 'yearMax'],
      ['En düşük fiyat (TL)', 'priceMin'],
      ['En yüksek fiyat (TL)', 'priceMax'],
      ['En fazla km', 'kmMax'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveAttribute('name', name);
    }
    expect(screen.getByRole('combobox', { name: 'Şehir' })).toHaveAttribute('name', 'city');
    expect(screen.getByRole('combobox', { name: 'Sıralama' })).toHaveAttribute('name', 'sort');
    expect(screen.getByRole('checkbox', { name: 'Yalnızca takasa açık' })).toHaveAttribute('name', 'tradeIn');
    expect(screen.getByRole('checkbox', { name: 'Satılanları da göster' })).toHaveAttribute('name', 'includeSold');
    // 81 provinces and "all cities".
    expect(screen.getByRole('combobox', { name: 'Şehir' }).querySelectorAll('option')).toHaveLength(82);
  });

  it('shows the search of the address', () => {
    renderFilters('make=BMW&city=%C4%B0stanbul&priceMax=5000000&tradeIn=true&sort=price_asc');
    expect(screen.getByLabelText('Marka')).toHaveValue('BMW');
    expect(screen.getByRole('combobox', { name: 'Şehir' })).toHaveValue('İstanbul');
    expect(screen.getByLabelText('En yüksek fiyat (TL)')).toHaveValue('5000000');
    expect(screen.getByRole('checkbox', { name: 'Yalnızca takasa açık' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Satılanları da göster' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sıralama' })).toHaveValue('price_asc');
  });

  it('once hydrated, goes to the search with only the filled fields', async () => {
    const { user, router } = renderFilters();
    await user.type(screen.getByLabelText('Marka'), 'BMW');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Şehir' }), 'İzmir');
    await user.type(screen.getByLabelText('En fazla km'), '150000');
    await user.click(screen.getByRole('checkbox', { name: 'Yalnızca takasa açık' }));
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    expect(router.state.location.pathname).toBe('/listings');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ make: 'BMW', kmMax: '150000', city: 'İzmir', tradeIn: 'true' });
  });

  it('applies a new sort at once', async () => {
    const { user, router } = renderFilters('make=Honda');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'km_asc');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ make: 'Honda', sort: 'km_asc' });
  });

  it('offers the models of the chosen make', async () => {
    const { user, container } = renderFilters();
    await user.type(screen.getByLabelText('Marka'), 'Tofaş');
    const models = [...container.querySelectorAll(`#${CSS.escape(screen.getByLabelText('Model').getAttribute('list')!)} option`)].map((o) => o.getAttribute('value'));
    expect(models).toContain('Şahin');
  });
});
