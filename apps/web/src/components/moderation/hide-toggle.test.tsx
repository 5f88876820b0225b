import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { SessionData } from '@/lib/session';
import { renderWithProviders } from '@/test/test-utils';
import { calls, errorResponse, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
// Loaded up front: the toggle imports the dialog lazily, and a first transform in the test runner is slow.
import './hide-dialog';
import { HiddenMark } from './hidden-mark';
import { HideToggle } from './hide-toggle';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const session = (role: 'user' | 'moderator' | 'admin'): SessionData => ({
  session: { id: 's1', userId: role, expiresAt: '2099-01-01T00:00:00.000Z' },
  user: { id: role, email: `${role}@example.com`, emailVerified: true, name: role, username: role, displayUsername: role, role },
});

function serve(signedIn: SessionData | null, hidden: (init: RequestInit) => Response = () => jsonResponse({ type: 'post_comment', id: 'c1', hidden: null })) {
  return mockFetch((url, init) => {
    if (url.pathname === '/api/auth/get-session') return jsonResponse(signedIn);
    if (url.pathname === '/api/moderation/post_comment/c1/hidden') return hidden(init);
    return errorResponse(404, 'NOT_FOUND');
  });
}

async function ready(queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) {
  await waitFor(() => expect(queryClient.getQueryData(['session'])).not.toBeUndefined());
}

describe('HideToggle', () => {
  it('renders nothing for visitors and members', async () => {
    for (const who of [null, session('user')]) {
      serve(who);
      const { queryClient, unmount } = renderWithProviders(
        <div>
          <HideToggle type="post_comment" id="c1" label="@ali" />
          <span>hazır</span>
        </div>,
      );
      await screen.findByText('hazır');
      await ready(queryClient);
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });

  it('a moderator hides with a required reason: the request, the ‘İşlem Başarılı’ toast, the dialog closes', async () => {
    const fetchMock = serve(session('moderator'), () => jsonResponse({ type: 'post_comment', id: 'c1', hidden: { at: '2026-11-24T09:00:00.000Z', by: 'moderator', reason: 'Hakaret' } }));
    const { user, queryClient } = renderWithProviders(<HideToggle type="post_comment" id="c1" label="@ali" variant="icon" />);
    await ready(queryClient);
    await user.click(await screen.findByRole('button', { name: 'Gizle: @ali' }));
    const dialog = await screen.findByRole('dialog', { name: 'İçeriği Gizle' });
    expect(within(dialog).getByText('Blog yorumu')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gizle' }));
    expect(await within(dialog).findByText('Bu alan zorunludur.')).toBeInTheDocument();
    expect(calls(fetchMock).some((c) => c.startsWith('PUT'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Gizleme nedeni'), 'Hakaret');
    await user.click(within(dialog).getByRole('button', { name: 'Gizle' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('İşlem Başarılı', expect.anything()));
    expect(sentBodies(fetchMock, 'PUT /api/moderation/post_comment/c1/hidden')).toEqual([{ reason: 'Hakaret' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a hidden item: “Göster” shows it again at once; a failure is an error toast', async () => {
    let fail = false;
    const fetchMock = serve(session('admin'), () => (fail ? errorResponse(404, 'COMMENT_NOT_FOUND') : jsonResponse({ type: 'post_comment', id: 'c1', hidden: null })));
    const hidden = { at: '2026-11-24T09:00:00.000Z', by: 'm1', reason: 'Spam' };
    const { user, queryClient } = renderWithProviders(<HideToggle type="post_comment" id="c1" label="@ali" hidden={hidden} />);
    await ready(queryClient);
    await user.click(await screen.findByRole('button', { name: 'Yeniden göster: @ali' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('İşlem Başarılı', expect.anything()));
    expect(calls(fetchMock)).toContain('DELETE /api/moderation/post_comment/c1/hidden');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Yeniden göster: @ali' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('İşlem Başarısız', expect.anything()));
  });
});

describe('HiddenMark', () => {
  it('shows the mark and the reason when hidden, nothing otherwise', () => {
    const { rerender } = renderWithProviders(<HiddenMark hidden={{ at: '2026-11-24T09:00:00.000Z', by: 'm1', reason: 'Reklam' }} />);
    expect(screen.getByRole('note')).toHaveTextContent('Moderatör tarafından gizlendi');
    expect(screen.getByRole('note')).toHaveTextContent('Neden: Reklam');
    rerender(<HiddenMark hidden={null} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
