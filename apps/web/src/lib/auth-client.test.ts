import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';

// better-auth keeps the fetch it finds when the client is created: install the stub first.
const fetchMock = vi.fn(
  async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify({ token: 't', user: { id: 'u1', email: 'ayse@example.com' } }), {
      headers: { 'content-type': 'application/json' },
    }),
);
vi.stubGlobal('fetch', fetchMock);
const { authClient } = await import('./auth-client');

afterEach(() => {
  fetchMock.mockClear();
});

describe('authClient', () => {
  it('refreshes the session query after signing in (better-auth’s session signal)', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const { error } = await authClient.signIn.email({ email: 'ayse@example.com', password: 'gizli-sifre' });
    expect(error).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/sign-in/email');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['session'] }));
  });

  it('refreshes the session after signing out and tells the other tabs, the way better-auth does', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    await authClient.signIn.email({ email: 'ayse@example.com', password: 'gizli-sifre' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
    expect(window.localStorage.getItem('better-auth.message')).toBeNull();

    await authClient.signOut();
    const message = JSON.parse(window.localStorage.getItem('better-auth.message') ?? 'null') as unknown;
    expect(message).toMatchObject({ event: 'session', data: { trigger: 'signout' } });
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
  });

  it('does not refresh after a call that does not change the session', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    await authClient.requestPasswordReset({ email: 'ayse@example.com', redirectTo: '/reset-password' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
