import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { useDeleteEvent } from './delete-event';
import { getEventParticipantsQueryOptions } from './get-event-participants';
import { communityKeys } from './query-keys';

const GONE = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

describe('useDeleteEvent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('never asks again for the deleted event or its participants while its page is still on screen; other events refresh', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(url.pathname.endsWith('/participants') ? { rows: [], total: 0 } : { ok: true });
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(
      () => ({
        gone: useQuery(getEventParticipantsQueryOptions(GONE)),
        other: useQuery(getEventParticipantsQueryOptions(OTHER)),
        remove: useDeleteEvent(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.gone.isSuccess && result.current.other.isSuccess).toBe(true));
    fetchMock.mockClear();

    await act(() => result.current.remove.mutateAsync(GONE));

    expect(calls(fetchMock)).toEqual([`DELETE /api/community/events/${GONE}`, `GET /api/community/events/${OTHER}/participants`]);
    expect(queryClient.getQueryState(communityKeys.participants(GONE))?.isInvalidated).toBe(false);
  });
});
