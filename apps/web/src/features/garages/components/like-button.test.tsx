import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { deferred, expectLikeRollsBack } from '@/test/like-toggle';
import { renderWithProviders } from '@/test/test-utils';
import { useGarage } from '../api/get-garage';
import { calls, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { makeGarageDetail } from '../testing/fixtures';
import { LikeButton } from './like-button';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', () => ({ useCurrentUser: () => ({ user: auth.user, isPending: false }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const GARAGE_ID = '11111111-1111-4111-8111-111111111111';

/** The like button fed from the detail query, as on the garage screen. */
function Harness() {
  const { data } = useGarage(GARAGE_ID);
  return data ? <LikeButton garageId={data.id} liked={data.likedByMe} count={data.likesCount} /> : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  auth.user = null;
});

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };

describe('LikeButton', () => {
  it('counts the like at once, then rolls back and tells the member when the server fails', async () => {
    auth.user = member;
    const likeCall = deferred();
    const fetchMock = mockFetch((url, init) =>
      init.method === 'PUT' ? likeCall.promise : jsonResponse(makeGarageDetail({ likesCount: 3 })),
    );
    const { user } = renderWithProviders(<Harness />);
    await expectLikeRollsBack({ user, fetchMock, likeCall, likePath: `/api/garages/${GARAGE_ID}/like` });
  });

  it("shows the server's count after a successful like", async () => {
    auth.user = member;
    mockFetch((_url, init) =>
      init.method === 'PUT'
        ? jsonResponse({ liked: true, likesCount: 10 })
        : jsonResponse(makeGarageDetail({ likesCount: 3 })),
    );
    const { user } = renderWithProviders(<Harness />);

    await user.click(await screen.findByRole('button', { name: /Beğen/ }));

    await waitFor(() => expect(screen.getByRole('button', { name: /Beğen/ })).toHaveTextContent('10'));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('unlikes with DELETE and never goes below zero', async () => {
    auth.user = member;
    const unlikeCall = deferred();
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'DELETE' ? unlikeCall.promise : jsonResponse(makeGarageDetail({ likesCount: 0, likedByMe: true })),
    );
    const { user } = renderWithProviders(<Harness />);

    const button = await screen.findByRole('button', { name: /Beğen/ });
    await user.click(button);
    expect(button).toHaveTextContent('0');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(calls(fetchMock)).toContain(`DELETE /api/garages/${GARAGE_ID}/like`);
    unlikeCall.resolve(jsonResponse({ liked: false, likesCount: 0 }));
  });

  it("is enabled for visitors; pressing it says 'Giriş Gerekli' and sends nothing", async () => {
    const fetchMock = mockFetch(() => jsonResponse(makeGarageDetail()));
    const { user } = renderWithProviders(<Harness />);

    const button = await screen.findByRole('button', { name: /Beğen/ });
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Giriş Gerekli', { description: 'Beğenmek için giriş yapmalısınız.' }),
    );
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(calls(fetchMock)).toEqual([`GET /api/garages/${GARAGE_ID}`]);
  });

  it('is disabled on the member\'s own garage (owners cannot like their own garage)', async () => {
    auth.user = member;
    const fetchMock = mockFetch(() => jsonResponse(makeGarageDetail({ owner: { id: member.id, username: 'ayse', fullName: null, avatar: null } })));
    function OwnHarness() {
      const { data } = useGarage(GARAGE_ID);
      return data ? <LikeButton garageId={data.id} liked={data.likedByMe} count={data.likesCount} ownerId={data.owner.id} /> : null;
    }
    renderWithProviders(<OwnHarness />);

    const button = await screen.findByRole('button', { name: /Beğen/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName(expect.stringContaining('Kendi garajınızı beğenemezsiniz.'));
    expect(calls(fetchMock)).toEqual([`GET /api/garages/${GARAGE_ID}`]);
  });
});
