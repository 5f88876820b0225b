import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { errorResponse, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { COMPETITION_ID, makeCompetition, makeGarage } from '../testing/fixtures';
import { JoinCompetitionButton } from './join-competition-button';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  auth.user = null;
});

describe('JoinCompetitionButton', () => {
  it('upcoming: a disabled “Yakında”; joined: a disabled “Katıldınız”; ended: nothing', () => {
    const { unmount } = renderWithProviders(<JoinCompetitionButton competition={makeCompetition({ status: 'upcoming' })} />);
    expect(screen.getByRole('button', { name: 'Yakında' })).toBeDisabled();
    unmount();
    const joined = renderWithProviders(<JoinCompetitionButton competition={makeCompetition({ myEntryId: 'e1' })} />);
    expect(screen.getByRole('button', { name: 'Katıldınız' })).toBeDisabled();
    joined.unmount();
    renderWithProviders(<JoinCompetitionButton competition={makeCompetition({ status: 'ended' })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('signed out: “Giriş Gerekli” / “Yarışmaya katılmak için giriş yapmalısınız.”', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { user } = renderWithProviders(<JoinCompetitionButton competition={makeCompetition()} />);
    await user.click(screen.getByRole('button', { name: 'Katıl' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Giriş Gerekli', { description: 'Yarışmaya katılmak için giriş yapmalısınız.' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('enters with the chosen garage: “Başarıyla Katıldınız! 🎉”', async () => {
    auth.user = member;
    const second = makeGarage({ id: '55555555-5555-4555-8555-555555555555', name: 'Mavi Ralli' });
    const fetchMock = mockFetch((url, init) => {
      if (url.pathname === '/api/garages/mine') return jsonResponse({ items: [makeGarage(), second], nextCursor: null });
      if (url.pathname === `/api/competitions/${COMPETITION_ID}/entries` && init.method === 'POST') return jsonResponse(makeCompetition({ myEntryId: 'e1' }), 201);
      return jsonResponse({});
    });
    const { user } = renderWithProviders(<JoinCompetitionButton competition={makeCompetition()} />);
    await user.click(screen.getByRole('button', { name: 'Katıl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yarışmaya Katıl' });
    expect(await screen.findByRole('radio', { name: /Işıklı E36/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Mavi Ralli/ }));
    await user.click(screen.getAllByRole('button', { name: 'Katıl' }).find((b) => dialog.contains(b))!);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Başarıyla Katıldınız! 🎉'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ garageId: second.id });
  });

  it('already entered: “Zaten Katıldınız”; any other failure: “Hata Oluştu” with “Yarışmaya katılırken bir hata oluştu.”', async () => {
    auth.user = member;
    let answer = errorResponse(409, 'COMPETITION_ALREADY_ENTERED');
    mockFetch((url) => (url.pathname === '/api/garages/mine' ? jsonResponse({ items: [makeGarage()], nextCursor: null }) : answer));
    const { user } = renderWithProviders(<JoinCompetitionButton competition={makeCompetition()} />);
    await user.click(screen.getByRole('button', { name: 'Katıl' }));
    let dialog = await screen.findByRole('dialog');
    await screen.findByRole('radio');
    await user.click(screen.getAllByRole('button', { name: 'Katıl' }).find((b) => dialog.contains(b))!);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Zaten Katıldınız', { description: 'Bu yarışmaya zaten katılmışsınız.' }));

    answer = errorResponse(500, 'INTERNAL');
    await user.click(screen.getByRole('button', { name: 'Katıl' }));
    dialog = await screen.findByRole('dialog');
    await screen.findByRole('radio');
    await user.click(screen.getAllByRole('button', { name: 'Katıl' }).find((b) => dialog.contains(b))!);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Hata Oluştu', { description: 'Yarışmaya katılırken bir hata oluştu. Lütfen tekrar deneyin.' }),
    );
  });

  it('a member without a garage is pointed to /create-garage', async () => {
    auth.user = member;
    mockFetch(() => jsonResponse({ items: [], nextCursor: null }));
    const { user } = renderWithProviders(<JoinCompetitionButton competition={makeCompetition()} />);
    await user.click(screen.getByRole('button', { name: 'Katıl' }));
    expect(await screen.findByRole('link', { name: 'Garaj Oluştur' })).toHaveAttribute('href', '/create-garage');
  });
});
