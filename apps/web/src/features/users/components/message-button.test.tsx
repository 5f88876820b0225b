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

describe('MessageButton', () => {
  it("tells a member 'Yakında' in the neutral info style: nothing was sent, so never the success style", async () => {
    auth.user = { id: 'me', email: 'a@b.c', username: 'ben', displayUsername: 'ben', role: 'user', image: null, emailVerified: true };
    const { user } = renderWithProviders(<MessageButton />);
    await user.click(screen.getByRole('button', { name: 'Mesaj Gönder' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Yakında', { description: 'Mesajlaşma özelliği çok yakında sizlerle.' }));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in', async () => {
    const { user } = renderWithProviders(<MessageButton />);
    await user.click(screen.getByRole('button', { name: 'Mesaj Gönder' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Mesaj göndermek için giriş yapmalısınız.'));
  });
});
