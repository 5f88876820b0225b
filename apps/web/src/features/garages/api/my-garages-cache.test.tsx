import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GarageCard, GarageInput } from '@garaj/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinCompetitionButton } from '@/features/competitions/components/join-competition-button';
import { makeCompetition } from '@/features/competitions/testing/fixtures';
import { createQueryClient } from '@/lib/query-client';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { MyGaragesList } from '../components/my-garages-list';
import { makeGarage, makeGarageDetail, page } from '../testing/fixtures';
import { useCreateGarage } from './create-garage';
import { useDeleteGarage } from './delete-garage';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u1', email: 'm@b.c', username: 'mehmet', displayUsername: 'Mehmet', role: 'user', image: null };
const NEW_ID = '99999999-9999-4999-8999-999999999999';

afterEach(() => {
  vi.unstubAllGlobals();
  auth.user = null;
});

/** Two buttons that run the garages feature's create and delete mutations. */
function GarageWrites() {
  const create = useCreateGarage();
  const remove = useDeleteGarage();
  return (
    <>
      <button type="button" onClick={() => create.mutate({} as GarageInput)}>
        create
      </button>
      <button type="button" onClick={() => remove.mutate(NEW_ID)}>
        delete
      </button>
    </>
  );
}

/** The server's list of the member's garages, which POST adds to and DELETE removes from. */
function serveGarages() {
  let garages: GarageCard[] = [makeGarage()];
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/garages/mine') return jsonResponse(page(garages));
    if (url.pathname === '/api/garages' && method === 'POST') {
      garages = [makeGarage({ id: NEW_ID, name: 'Yeni Kırmızı' }), ...garages];
      return jsonResponse(makeGarageDetail({ id: NEW_ID, name: 'Yeni Kırmızı' }), 201);
    }
    if (url.pathname === `/api/garages/${NEW_ID}` && method === 'DELETE') {
      garages = garages.filter((g) => g.id !== NEW_ID);
      return jsonResponse(null, 204);
    }
    return jsonResponse({ items: [], nextCursor: null });
  });
}

describe("the member's garages: one query for every screen", () => {
  it('the list page and the competition entry dialog share one request, and both show a garage created or deleted after they loaded', async () => {
    auth.user = member;
    const fetchMock = serveGarages();
    const { user } = renderWithProviders(
      <>
        <MyGaragesList />
        <JoinCompetitionButton competition={makeCompetition()} />
        <GarageWrites />
      </>,
      // The app's defaults: a query younger than 30 s is not fetched again when another screen mounts it.
      { queryClient: createQueryClient() },
    );
    await user.click(screen.getByRole('button', { name: 'Katıl' }));
    expect(await screen.findByRole('radio', { name: /Gece Mavisi E36/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Gece Mavisi E36', hidden: true })).toBeInTheDocument();
    const mine = () => calls(fetchMock).filter((call) => call.startsWith('GET /api/garages/mine'));
    expect(mine()).toHaveLength(1);

    // The open dialog makes the rest of the page inert to the pointer; the writes stand for another screen.
    fireEvent.click(screen.getByRole('button', { name: 'create', hidden: true }));
    expect(await screen.findByRole('radio', { name: /Yeni Kırmızı/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Yeni Kırmızı', hidden: true })).toBeInTheDocument();
    expect(mine()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'delete', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Yeni Kırmızı/ })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Yeni Kırmızı', hidden: true })).toBeNull();
  });
});
