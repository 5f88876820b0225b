import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-utils';
import { COPY_CONFIRM_MS, InviteLinkCard } from './invite-link-card';
import { InvitedFriends } from './invited-friends';
import { InviteStats } from './invite-stats';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const link = 'http://localhost:3000/register?ref=ABCD2345';

/** user-event installs its own clipboard when it is set up (at render): stub after rendering. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const fn = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: fn }, configurable: true });
  return fn;
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('InviteLinkCard (copy toasts, 2-second check)', () => {
  it('copies the link, shows the check for 2 s and toasts “Başarılı!” / “Davet linki panoya kopyalandı.”', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<InviteLinkCard code="ABCD2345" link={link} />);
    const write = stubClipboard(() => Promise.resolve());
    expect(screen.getByTestId('invite-link')).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Kopyala' }));
    expect(write).toHaveBeenCalledWith(link);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Başarılı!', { description: 'Davet linki panoya kopyalandı.' }));
    expect(screen.getByRole('button', { name: 'Kopyalandı' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRM_MS);
    });
    expect(screen.getByRole('button', { name: 'Kopyala' })).toBeInTheDocument();
  });

  it('reports a failed copy with “Hata” / “Link kopyalanırken hata oluştu.”', async () => {
    const { user } = renderWithProviders(<InviteLinkCard code="ABCD2345" link={link} />);
    stubClipboard(() => Promise.reject(new Error('denied')));
    await user.click(screen.getByRole('button', { name: 'Kopyala' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Link kopyalanırken hata oluştu.' }));
  });

  it('shares text and link on WhatsApp and X; Instagram copies the text with its toast', async () => {
    const { user } = renderWithProviders(<InviteLinkCard code="ABCD2345" link={link} />);
    const write = stubClipboard(() => Promise.resolve());
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', expect.stringContaining('https://wa.me/?text='));
    expect(screen.getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute('href', expect.stringContaining('https://twitter.com/intent/tweet?text='));
    expect(screen.getAllByRole('link')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Instagram' }));
    expect(write.mock.calls[0]?.[0]).toContain(link);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Instagram', { description: "Metin panoya kopyalandı. Instagram'da paylaşabilirsiniz." }));
  });
});

describe('InvitedFriends', () => {
  it('shows the empty state "Henüz davet ettiğin kimse yok."', () => {
    renderWithProviders(<InvitedFriends first={{ items: [], nextCursor: null }} />);
    expect(screen.getByText('Henüz davet ettiğin kimse yok.')).toBeInTheDocument();
  });

  it('labels each friend with their status: Beklemede, Tamamlandı, Ödüllendirildi', () => {
    renderWithProviders(
      <InvitedFriends
        first={{
          items: [
            { id: '1', username: 'ayse', joinedAt: '2026-05-01T10:00:00.000000Z', status: 'pending', points: 0 },
            { id: '2', username: 'veli', joinedAt: '2026-05-02T10:00:00.000000Z', status: 'rewarded', points: 500 },
            { id: '3', username: 'can', joinedAt: '2026-05-03T10:00:00.000000Z', status: 'completed', points: 0 },
          ],
          nextCursor: null,
        }}
      />,
    );
    expect(screen.getAllByTestId('invited-friend')).toHaveLength(3);
    for (const label of ['Beklemede', 'Ödüllendirildi', 'Tamamlandı']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha Fazla Göster' })).not.toBeInTheDocument();
  });
});

describe('InviteStats', () => {
  it('shows the tier and the invites left to the next one', () => {
    renderWithProviders(<InviteStats stats={{ total: 4, completed: 3, pending: 1, points: 1500, rewardPoints: 100, tier: 'bronze', nextTier: { id: 'silver', minInvites: 6, remaining: 3 } }} />);
    expect(screen.getByTestId('invite-tier')).toHaveTextContent('Bronz');
    expect(screen.getByText('Gümüş seviyesine 3 davet kaldı.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });
});
