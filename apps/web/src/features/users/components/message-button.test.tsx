import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { MessageButton } from './message-button';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  auth.user = null;
});

const me: CurrentUser = { id: 'me', email: 'a@b.c', username: 'ben', displayUsername: 'ben', role: 'user', image: null, emailVerified: true };

describe('MessageButton', () => {
  it('links a member to a new message to the profile’s owner (the name encoded)', () => {
    auth.user = me;
    renderWithProviders(<MessageButton username="çağrı.34" memberId="u2" />);
    expect(screen.getByRole('link', { name: 'Mesaj Gönder' })).toHaveAttribute('href', '/messages/new?to=%C3%A7a%C4%9Fr%C4%B1.34');
    expect(screen.queryByRole('button', { name: 'Mesaj Gönder' })).not.toBeInTheDocument();
  });

  it('shows nothing on one’s own profile', () => {
    auth.user = me;
    const { container } = renderWithProviders(<MessageButton username="ben" memberId="me" />);
    expect(screen.queryByRole('link', { name: 'Mesaj Gönder' })).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('asks a visitor to sign in, and opens nothing', async () => {
    const { user } = renderWithProviders(<MessageButton username="ali" memberId="u2" />);
    expect(screen.queryByRole('link', { name: 'Mesaj Gönder' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mesaj Gönder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Mesaj göndermek için giriş yapmalısınız.'));
    expect(toast.info).not.toHaveBeenCalled();
  });
});
