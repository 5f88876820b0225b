import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetail } from '@garaj/shared';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { listingFromForm } from '../actions/listing-edit-action';
import { ListingView } from './listing-view';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
afterEach(() => {
  auth.user = null;
});

const GARAGE = '3f1d2c4b-5a6e-4f70-8a9b-0c1d2e3f4a5b';
const listing: ListingDetail = {
  garageId: GARAGE,
  name: 'Pist Canavarı F80',
  vehicleType: 'car',
  brand: 'BMW',
  model: 'M3',
  year: 2015,
  status: 'active',
  priceTl: 4_750_000,
  km: 58_400,
  city: 'İstanbul',
  tradeIn: true,
  cover: null,
  publishedAt: '2026-11-10T09:00:00.000Z',
  soldAt: null,
  tramerTl: 18_500,
  panels: { front_bumper: 'painted', front_left_fender: 'painted', hood: 'replaced' },
  expertReport: { id: 'd1', kind: 'pdf', url: '/media/documents/d1.pdf?name=ekspertiz-raporu.pdf', name: 'ekspertiz-raporu.pdf', bytes: 900, createdAt: '2026-11-09T09:00:00.000Z' },
  description: 'Yetkili servis bakımlı.',
  shareHistory: true,
  seller: { id: 'u1', username: 'baris.m3', fullName: 'Barış Koç', avatar: null },
  isMine: false,
  history: {
    maintenance: [
      { id: 'm1', title: 'Motor yağı ve filtre', category: 'oil', date: '2026-05-10', recordedAt: '2026-05-10T14:00:00.000Z', recordedLate: false, km: 50_000, costTl: 2_800 },
      { id: 'm2', title: 'Triger seti', category: 'general', date: '2025-01-05', recordedAt: '2026-10-01T10:00:00.000Z', recordedLate: true, km: null, costTl: null },
    ],
    modifications: [{ id: 'x1', title: 'Karbon ön lip', category: 'body', date: null, recordedAt: '2026-02-01T10:00:00.000Z', recordedLate: false, km: null, costTl: 45_000 }],
    moreMaintenance: false,
    moreModifications: false,
  },
  updatedAt: '2026-11-10T09:00:00.000Z',
};

describe('ListingView', () => {
  it('shows the price and facts, the panel map in words, the report and the seller', () => {
    renderWithProviders(<ListingView listing={listing} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pist Canavarı F80' })).toBeInTheDocument();
    expect(screen.getByText('₺4.750.000')).toBeInTheDocument();
    expect(screen.getByText('₺18.500')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /2 boyalı, 0 lokal boyalı, 1 değişen panel/ })).toBeInTheDocument();
    expect(screen.getByText('Kaput').nextSibling).toHaveTextContent('Değişen');
    expect(screen.getByRole('link', { name: 'Ekspertiz raporu: ekspertiz-raporu.pdf' })).toHaveAttribute('href', listing.expertReport!.url);
    expect(screen.getByRole('link', { name: '@baris.m3' })).toHaveAttribute('href', '/user/baris.m3');
  });

  it('sends a visitor to sign in before messaging the seller, a member to the conversation', () => {
    const { unmount } = renderWithProviders(<ListingView listing={listing} />);
    const message = `/messages/new?to=baris.m3&garage=${GARAGE}`;
    expect(screen.getByRole('link', { name: 'Satıcıya Mesaj Gönder' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(message)}`);
    unmount();
    auth.user = { id: 'u2', email: 'a@example.com', username: 'alici', displayUsername: 'alici', role: 'user', image: null };
    renderWithProviders(<ListingView listing={listing} />);
    expect(screen.getByRole('link', { name: 'Satıcıya Mesaj Gönder' })).toHaveAttribute('href', message);
  });

  it('shows the shared history with both dates, marks the late entry and says the rule', () => {
    renderWithProviders(<ListingView listing={listing} />);
    const history = screen.getByRole('region', { name: "Garaj'da kayıtlı geçmiş" });
    expect(within(history).getByText(/30 günden uzun süre sonra girilen kayıtlar "sonradan kaydedildi"/)).toBeInTheDocument();
    const rows = within(within(history).getByRole('table', { name: 'Bakım kayıtları' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('10 May 2026');
    expect(rows[1]).not.toHaveTextContent('sonradan kaydedildi');
    expect(rows[2]).toHaveTextContent('5 Oca 2025');
    expect(rows[2]).toHaveTextContent('1 Eki 2026');
    expect(rows[2]).toHaveTextContent('sonradan kaydedildi');
    expect(within(history).getByRole('table', { name: 'Modifikasyonlar' })).toHaveTextContent('Tarih verilmemiş');
  });

  it('says sold, with no message button, and hides what was not shared', () => {
    renderWithProviders(<ListingView listing={{ ...listing, status: 'sold', soldAt: '2026-11-20T10:00:00.000Z', shareHistory: false, history: null }} />);
    expect(screen.getByText('Satıldı')).toBeInTheDocument();
    expect(screen.getByText('20 Kasım 2026 tarihinde satıldı.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Satıcıya Mesaj Gönder' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Garaj'da kayıtlı geçmiş" })).not.toBeInTheDocument();
  });
});

describe('listingFromForm', () => {
  it('turns the posted fields into the API body', () => {
    const form = new FormData();
    for (const [name, value] of [
      ['intent', 'save'],
      ['priceTl', '845.000'],
      ['km', '132000'],
      ['city', 'Eskişehir'],
      ['tradeIn', 'true'],
      ['tramerTl', ''],
      ['panel.hood', 'painted'],
      ['panel.roof', 'original'],
      ['expertReportId', 'd1'],
      ['removeExpertReport', 'true'],
      ['description', 'Temiz'],
    ]) form.append(name!, value!);
    expect(listingFromForm(form)).toEqual({
      priceTl: '845.000',
      km: '132000',
      city: 'Eskişehir',
      tradeIn: true,
      tramerTl: '',
      panels: { hood: 'painted', roof: 'original' },
      expertReportId: null,
      description: 'Temiz',
      shareHistory: false,
    });
  });
});
