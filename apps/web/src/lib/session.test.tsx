import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { queryClient as appQueryClient } from './query-client';
import { FIRST_RETRY_DELAY_MS, getSession, refreshSession, sessionQueryKey, sessionRetryDelay, useCurrentUser, useSession } from './session';
import { WAIT_LIMIT_MS } from '@/test/wait-limit';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sessionBody = (user: Record<string, unknown> = {}) => ({
  session: { id: 's1', userId: 'u1', expiresAt: '2030-01-01T00:00:00.000Z' },
  user: {
    id: 'u1',
    email: 'ayse@example.com',
    emailVerified: true,
    name: 'ayse',
    username: 'ayse',
    displayUsername: 'Ayse',
    role: 'user',
    image: null,
    ...user,
  },
});

/** fetch answering GET /api/auth/get-session with the given responses, in turn (the last one repeats). */
function mockSessionFetch(...responses: (() => Response)[]) {
  let call = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) !== '/api/auth/get-session') throw new Error(`unexpected fetch ${String(input)}`);
    const respond = responses[Math.min(call, responses.length - 1)];
    call += 1;
    if (!respond) throw new Error('no response');
    return respond();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  appQueryClient.clear();
});

describe('getSession', () => {
  it('reads better-auth’s answer with the session cookie', async () => {
    const fetchMock = mockSessionFetch(() => json(sessionBody()));
    await expect(getSession()).resolves.toEqual(sessionBody());
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(init?.credentials).toBe('include');
  });

  it('is null when signed out (null body or 401)', async () => {
    mockSessionFetch(
      () => json(null),
      () => json({ session: null, user: null }),
      () => json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401),
    );
    await expect(getSession()).resolves.toBeNull();
    await expect(getSession()).resolves.toBeNull();
    await expect(getSession()).resolves.toBeNull();
  });

  it('fails on a rate limit (429): the state is unknown, not signed out', async () => {
    mockSessionFetch(() => json({ message: 'Too many requests. Please try again later.' }, 429));
    await expect(getSession()).rejects.toMatchObject({ status: 429 });
  });

  it('waits longer between attempts, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(sessionRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('fails on a server error (it is not read as signed out)', async () => {
    mockSessionFetch(() => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    await expect(getSession()).rejects.toBeInstanceOf(ApiError);
  });
});

describe('useCurrentUser', () => {
  it('is pending, then gives the member in the app’s shape', async () => {
    mockSessionFetch(() => json(sessionBody({ role: 'admin', image: '/media/a.webp' })));
    const client = new QueryClient();
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(client) });
    expect(result.current).toEqual({ user: null, isPending: true });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.user).toEqual({
      id: 'u1',
      email: 'ayse@example.com',
      username: 'ayse',
      displayUsername: 'Ayse',
      role: 'admin',
      image: '/media/a.webp',
      emailVerified: true,
      twoFactorEnabled: false,
    });
  });

  it('falls back to the username and the member role', async () => {
    mockSessionFetch(() => json(sessionBody({ displayUsername: null, role: 'owner', image: undefined, emailVerified: false })));
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(new QueryClient()) });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(result.current.user).toMatchObject({ displayUsername: 'ayse', role: 'user', image: null, emailVerified: false });
  });

  it('keeps the moderator role', async () => {
    mockSessionFetch(() => json(sessionBody({ role: 'moderator' })));
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(new QueryClient()) });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(result.current.user?.role).toBe('moderator');
  });

  it('reads a 429 as unknown: pending (never signed out), asked again, then signed in', async () => {
    const fetchMock = mockSessionFetch(
      () => json({ message: 'Too many requests. Please try again later.' }, 429),
      () => json(sessionBody()),
    );
    const seen: { user: string | null; isPending: boolean }[] = [];
    const { result } = renderHook(
      () => {
        const current = useCurrentUser();
        seen.push({ user: current.user?.id ?? null, isPending: current.isPending });
        return current;
      },
      { wrapper: wrapperFor(new QueryClient()) },
    );
    await waitFor(() => expect(result.current.user?.id).toBe('u1'), { timeout: FIRST_RETRY_DELAY_MS + WAIT_LIMIT_MS });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Never "signed out" on the way: pending until the member was known.
    expect(seen.filter((state) => !state.isPending && state.user === null)).toEqual([]);
  });

  it('stays pending while the server keeps failing (5xx), never signed out', async () => {
    const fetchMock = mockSessionFetch(() => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(new QueryClient()) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2), { timeout: FIRST_RETRY_DELAY_MS + WAIT_LIMIT_MS });
    expect(result.current).toEqual({ user: null, isPending: true });
  });

  it('keeps a known member signed in when a later check answers 429', async () => {
    const fetchMock = mockSessionFetch(
      () => json(sessionBody()),
      () => json({ message: 'Too many requests. Please try again later.' }, 429),
      () => json(sessionBody()),
    );
    const client = new QueryClient();
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.user?.id).toBe('u1'));
    act(() => {
      void refreshSession(client);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ user: { id: 'u1' }, isPending: false });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { timeout: FIRST_RETRY_DELAY_MS + WAIT_LIMIT_MS });
    expect(result.current).toMatchObject({ user: { id: 'u1' }, isPending: false });
  });

  it('signs out on a definite answer (401) without asking again', async () => {
    const fetchMock = mockSessionFetch(() => json({ code: 'UNAUTHORIZED', message: 'Unauthorized' }, 401));
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(new QueryClient()) });
    await waitFor(() => expect(result.current).toEqual({ user: null, isPending: false }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refreshSession fetches again; a signed-out session is pending meanwhile (as with better-auth)', async () => {
    let answer: (response: Response) => void = () => {};
    mockSessionFetch(() => json(null));
    const client = new QueryClient();
    const { result } = renderHook(() => ({ current: useCurrentUser(), session: useSession() }), {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(result.current.current).toEqual({ user: null, isPending: false }));

    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    let refreshed!: Promise<void>;
    act(() => {
      refreshed = refreshSession(client);
    });
    await waitFor(() => expect(result.current.current.isPending).toBe(true));
    await act(async () => {
      answer(json(sessionBody()));
      await refreshed;
    });
    await waitFor(() => expect(result.current.current.user?.id).toBe('u1'));
    expect(result.current.session.data?.user.emailVerified).toBe(true);
    expect(client.getQueryData(sessionQueryKey)).toEqual(sessionBody());
  });

  it('follows a sign-out announced by another tab (better-auth’s storage message)', async () => {
    mockSessionFetch(
      () => json(sessionBody()),
      () => json(null),
    );
    const { result } = renderHook(() => useCurrentUser(), { wrapper: wrapperFor(appQueryClient) });
    await waitFor(() => expect(result.current.user?.id).toBe('u1'));

    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '{}' }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'better-auth.message', newValue: '{"event":"session","data":{}}' }),
    );
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
  });
});
