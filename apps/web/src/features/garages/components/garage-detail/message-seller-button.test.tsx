import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { makeGarageDetail } from '../../testing/fixtures';
import { MessageSellerButton } from './message-seller-button';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  auth.user = null;
});

const ID = '11111111-1111-4111-8111-111111111111';
const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };
const forSale = makeGarageDetail({ isForSale: true, salePrice: '850000' });

describe('MessageSellerButton', () => {
  it('links a member to a message to the owner about this garage', () => {
    auth.user = member;
    renderWithProviders(<MessageSellerButton garage={forSale} />);
    expect(screen.getByRole('link', { name: 'Satıcıya Mesaj Gönder' })).toHaveAttribute('href', `/messages/new?to=mehmet&garage=${ID}`);
  });

  it('is absent when the garage is not for sale, and for its owner', () => {
    auth.user = member;
    const { unmount } = renderWithProviders(<MessageSellerButton garage={makeGarageDetail({ isForSale: false })} />);
    expect(screen.queryByRole('link', { name: 'Satıcıya Mesaj Gönder' })).toBeNull();
    unmount();
    const second = renderWithProviders(<MessageSellerButton garage={{ ...forSale, isMine: true }} />);
    expect(screen.queryByRole('link', { name: 'Satıcıya Mesaj Gönder' })).toBeNull();
    second.unmount();
    // The owner before the member overlay arrived (isMine still false): their own id decides.
    auth.user = { ...member, id: 'u1' };
    renderWithProviders(<MessageSellerButton garage={forSale} />);
    expect(screen.queryByRole('link', { name: 'Satıcıya Mesaj Gönder' })).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    const { user } = renderWithProviders(<MessageSellerButton garage={forSale} />);
    await user.click(screen.getByRole('button', { name: 'Satıcıya Mesaj Gönder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Mesaj göndermek için giriş yapmalısınız.'));
  });
});
