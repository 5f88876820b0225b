import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { RunningCostsCard } from './running-costs-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RunningCostsCard', () => {
  it('shows cost per km, consumption and the logged distance when the owner shows them', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ isPublic: true, costPerKmTl: 3.21, consumption: { value: 7.3, unit: 'l_per_100km' }, trackedKm: 2050 }));
    renderWithProviders(<RunningCostsCard garageId="g1" />);
    expect(await screen.findByRole('heading', { name: 'İşletme Maliyeti' })).toBeInTheDocument();
    expect(screen.getByText('₺3,21/km')).toBeInTheDocument();
    expect(screen.getByText('7,3 L/100 km')).toBeInTheDocument();
    expect(screen.getByText('2.050 km')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/fuel/garages/g1/summary');
  });

  it('shows nothing when the summary is private', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ isPublic: false, costPerKmTl: null, consumption: null, trackedKm: null }));
    const { container } = renderWithProviders(<RunningCostsCard garageId="g2" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
