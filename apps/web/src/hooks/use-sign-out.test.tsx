import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutAction } from '@/features/auth/actions/sign-out';
import { queryClient } from '@/lib/query-client';
import { renderWithProviders } from '@/test/test-utils';
import { useSignOut } from './use-sign-out';

const mocks = vi.hoisted(() => ({ signOut: vi.fn() }));
vi.mock('@/lib/auth-client', () => ({ authClient: { signOut: mocks.signOut } }));

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Çıkış Yap
    </button>
  );
}

describe('useSignOut', () => {
  beforeEach(() => {
    mocks.signOut.mockReset();
    queryClient.clear();
  });

  /** The button with the app's /logout route action, and the app's query client (as in the browser). */
  const render = (route: string) =>
    renderWithProviders(<SignOutButton />, { route, routes: [{ path: '/logout', action: signOutAction, element: <SignOutButton /> }], queryClient });

  it('signs out, forgets the cached member data but the session, and goes to /', async () => {
    mocks.signOut.mockResolvedValue({ data: { success: true }, error: null });
    const { user, router } = render('/my-garage');
    queryClient.setQueryData(['session'], { session: { id: 's1' }, user: { id: 'u1' } });
    queryClient.setQueryData(['garages', 'mine'], [{ id: 'g1' }]);

    await user.click(screen.getByRole('button', { name: 'Çıkış Yap' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mocks.signOut).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['garages', 'mine'])).toBeUndefined();
    // Signed out at once (the auth client also fetches the session again, lib/auth-client.ts).
    expect(queryClient.getQueryData(['session'])).toBeNull();
  });

  it('only logs a failure, and still goes to /', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mocks.signOut.mockRejectedValue(new Error('offline'));
    const { user, router } = render('/profile');

    await user.click(screen.getByRole('button', { name: 'Çıkış Yap' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(warn).toHaveBeenCalledWith('Error signing out', expect.any(Error));
  });
});
