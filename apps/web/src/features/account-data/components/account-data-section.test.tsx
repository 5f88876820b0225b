import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '@garaj/shared';
import { calls, errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { DATA_EXPORT_POLL_MS } from '../api/data-exports';
import { AccountDataSection } from './account-data-section';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ID = '0b9e6b8e-8a3c-4c62-9a55-1d2f3b4c5d6e';
const pending: DataExport = { id: ID, status: 'pending', createdAt: '2025-05-10T10:00:00.000Z', readyAt: null, expiresAt: null, bytes: null };
const ready: DataExport = { ...pending, status: 'ready', readyAt: '2025-05-10T10:00:05.000Z', expiresAt: '2025-05-17T10:00:05.000Z', bytes: 1_572_864 };
const deletionState = { scheduledFor: null, keepContributions: true, hasPassword: true };

const exportGets = (fetchMock: ReturnType<typeof mockFetch>) => calls(fetchMock).filter((call) => call === 'GET /api/me/data-exports').length;

describe('AccountDataSection: "Verilerimi indir"', () => {
  it('is the #account-data section "Verilerin ve hesabın"', async () => {
    mockFetch((url) => (url.pathname === '/api/me/data-exports' ? jsonResponse({ items: [] }) : jsonResponse(deletionState)));
    const { container } = renderWithProviders(<AccountDataSection />, { route: '/profile' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Verilerin ve hesabın' })).toBeInTheDocument();
    expect(container.querySelector('#account-data')).not.toBeNull();
    expect(await screen.findByText('Henüz bir veri dosyası istemedin.')).toBeInTheDocument();
    expect(screen.getByText(/7 gün boyunca buradan indirebilirsin\. 24 saatte bir dosya isteyebilirsin\./)).toBeInTheDocument();
  });

  it('asks again every 5 s while an archive is pending, then offers its download and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let gets = 0;
    const fetchMock = mockFetch((url) => {
      if (url.pathname === '/api/me/data-exports') {
        gets += 1;
        return jsonResponse({ items: [gets === 1 ? pending : ready] });
      }
      if (url.pathname === '/api/me/account-deletion') return jsonResponse(deletionState);
      throw new Error(`unexpected ${url.pathname}`);
    });
    renderWithProviders(<AccountDataSection />, { route: '/profile' });

    const list = await screen.findByRole('list', { name: 'Son veri dosyaların' });
    expect(within(list).getByText('Hazırlanıyor…')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).toBeNull();
    expect(exportGets(fetchMock)).toBe(1);

    await vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS);
    const link = await within(list).findByRole('link', { name: 'İndir' });
    expect(exportGets(fetchMock)).toBe(2);
    expect(link).toHaveAttribute('href', `/api/me/data-exports/${ID}/download`);
    expect(link).toHaveAttribute('download');
    expect(within(list).getByText('Hazır')).toBeInTheDocument();
    expect(within(list).getByText('1,5 MB')).toBeInTheDocument();
    expect(within(list).getByText('17 Mayıs 2025 13:00 tarihine kadar')).toBeInTheDocument();

    // Nothing pending any more: no more polling.
    await vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS * 3);
    expect(exportGets(fetchMock)).toBe(2);
  });

  it('shows failed and expired archives without a download link, sizes under 1 MB in KB', async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/me/data-exports') {
        return jsonResponse({
          items: [
            { ...ready, id: 'a', bytes: 250_000 },
            { ...pending, id: 'b', status: 'failed' },
            { ...ready, id: 'c', status: 'expired' },
          ],
        });
      }
      return jsonResponse(deletionState);
    });
    renderWithProviders(<AccountDataSection />, { route: '/profile' });
    const list = await screen.findByRole('list', { name: 'Son veri dosyaların' });
    expect(within(list).getByText('244 KB')).toBeInTheDocument();
    expect(within(list).getByText('Başarısız')).toBeInTheDocument();
    expect(within(list).getByText('Süresi doldu')).toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: 'İndir' })).toHaveLength(1);
  });

  it('asks for an archive with "Veri dosyası hazırla" and lists it as being prepared', async () => {
    let created = false;
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/me/data-exports' && init.method === 'POST') {
        created = true;
        return jsonResponse(pending, 202);
      }
      if (url.pathname === '/api/me/data-exports') return jsonResponse({ items: created ? [pending] : [] });
      return jsonResponse(deletionState);
    });
    const { user } = renderWithProviders(<AccountDataSection />, { route: '/profile' });
    await screen.findByText('Henüz bir veri dosyası istemedin.');
    await user.click(screen.getByRole('button', { name: 'Veri dosyası hazırla' }));
    const list = await screen.findByRole('list', { name: 'Son veri dosyaların' });
    expect(within(list).getByText('Hazırlanıyor…')).toBeInTheDocument();
    expect(calls(fetchMock)).toContain('POST /api/me/data-exports');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Veri dosyan hazırlanıyor. Hazır olunca sana e-posta göndereceğiz.'));
  });

  it('shows the 429 message when an archive was asked for in the last 24 hours', async () => {
    mockFetch((url, init) => {
      if (url.pathname === '/api/me/data-exports' && init.method === 'POST') return errorResponse(429, 'DATA_EXPORT_TOO_SOON');
      if (url.pathname === '/api/me/data-exports') return jsonResponse({ items: [ready] });
      return jsonResponse(deletionState);
    });
    const { user } = renderWithProviders(<AccountDataSection />, { route: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Veri dosyası hazırla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Son 24 saat içinde bir veri dosyası istediniz. Lütfen daha sonra tekrar deneyin.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a scheduled deletion with its date', async () => {
    mockFetch((url) =>
      url.pathname === '/api/me/data-exports' ? jsonResponse({ items: [] }) : jsonResponse({ ...deletionState, scheduledFor: '2025-05-24T10:00:00.000Z' }),
    );
    renderWithProviders(<AccountDataSection />, { route: '/profile' });
    expect(await screen.findByText('Hesabın 24 Mayıs 2025 tarihinde silinecek.')).toBeInTheDocument();
  });
});
