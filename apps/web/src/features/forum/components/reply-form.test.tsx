import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { TopicDetail } from '@garaj/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { typeInEditor } from '@/components/rich-text/testing';
import { makeReply, makeTopicDetail } from '../testing/fixtures';
import { draftKey, forgetDrafts, readDraft } from '@/lib/drafts';
import { ReplyForm } from './reply-form';
import { ReplyItem } from './reply-item';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null, emailVerified: true };
const ROUTE = '/forum/engine/topic/t1';

// ProseMirror measures the caret to scroll it into view; jsdom has no layout.
beforeAll(async () => {
  // The editor's module, transformed once here: its first lazy load would otherwise eat a test's wait.
  await import('@/components/rich-text/compact-rich-text-editor');
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  document.elementFromPoint ??= () => null;
});

function renderForm(topic: TopicDetail) {
  return renderWithProviders(<ReplyForm topic={topic} />, { route: ROUTE });
}

/** The answer box once the script runs: the rich-text editor (a contenteditable textbox). */
function findEditor() {
  return waitFor(() => {
    const box = screen.getByRole('textbox', { name: 'Cevap Yaz' });
    expect(box).toHaveAttribute('contenteditable', 'true');
    return box;
  });
}

/** The page as the server renders it (no script yet): a router, a query client, the form. */
function page(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [ROUTE] });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  auth.user = null;
});

describe('ReplyForm', () => {
  it.each([
    ['locked', makeTopicDetail({ isLocked: true, canReply: false }), 'Bu konu kilitlendi; yeni cevap yazılamaz.'],
    ['closed', makeTopicDetail({ status: 'closed', canReply: false }), 'Bu soru kapatıldı; yeni cevap yazılamaz.'],
    ['not open to an unverified member', makeTopicDetail({ canReply: false }), 'Cevap yazmak için e-posta adresinizi doğrulamalısınız.'],
  ])('is hidden with the reason when the topic is %s', (_case, topic, reason) => {
    auth.user = member;
    renderForm(topic);
    expect(screen.getByRole('note')).toHaveTextContent(reason);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cevap Gönder' })).not.toBeInTheDocument();
  });

  it('offers visitors a sign-in link that comes back here', () => {
    renderForm(makeTopicDetail());
    expect(screen.getByRole('note')).toHaveTextContent('Cevap yazmak için giriş yapmalısınız.');
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login?next=%2Fforum%2Fengine%2Ftopic%2Ft1');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is a plain textarea posting `body` to the page in the server HTML, and the rich-text editor once the app runs', async () => {
    auth.user = member;
    const topic = makeTopicDetail();
    const ui = page(<ReplyForm topic={topic} />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);

    // Without the script: the textarea, named by the label, posted with the intent to the topic's page.
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector('input[name="intent"]')).toHaveValue('reply');
    const textarea = within(form).getByRole('textbox', { name: 'Cevap Yaz' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('name', 'body');
    expect(within(form).getByRole('button', { name: 'Cevap Gönder' })).toBeEnabled();
    expect(form.querySelector('[contenteditable]')).toBeNull();

    // Hydrated (a mismatch would fail the test through console.error): the editor takes the textarea's place.
    render(ui, { container, hydrate: true });
    const editor = await findEditor();
    expect(container.querySelector('textarea')).toBeNull();
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    const tools = screen.getByRole('toolbar', { name: 'Biçimlendirme' });
    expect(within(tools).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Kalın', 'Bağlantı', 'Kod', 'Alıntı', 'Madde işaretli liste', 'Görsel ekle']);
  });

  it("sends the editor's HTML and says 'Cevabınız gönderildi.'", async () => {
    auth.user = member;
    const topic = makeTopicDetail();
    const fetchMock = mockFetch(() => jsonResponse(makeReply(), 201));
    const { user } = renderForm(topic);

    const box = await findEditor();
    await user.click(box);
    await typeInEditor(box, 'Valfi <temizleyin>');
    await user.keyboard('{Enter}');
    await typeInEditor(box, 'Sonra deneyin');
    await user.click(screen.getByRole('button', { name: 'Cevap Gönder' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Başarılı!', { description: 'Cevabınız gönderildi.' }));
    expect(sentBodies(fetchMock, `POST /api/forum/topics/${topic.id}/replies`)).toEqual([{ body: '<p>Valfi &lt;temizleyin&gt;</p><p>Sonra deneyin</p>' }]);
    await waitFor(() => expect(box).toHaveTextContent(''));
  });

  it("refuses an empty answer (only empty paragraphs too) with 'Lütfen cevabınızı yazın.' and sends nothing", async () => {
    auth.user = member;
    const fetchMock = mockFetch(() => jsonResponse(makeReply(), 201));
    const topic = makeTopicDetail();
    const { user } = renderForm(topic);
    const box = await findEditor();
    const send = screen.getByRole('button', { name: 'Cevap Gönder' });

    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Lütfen cevabınızı yazın.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);

    await user.click(box);
    await typeInEditor(box, '   ');
    await user.keyboard('{Enter}{Enter}');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Lütfen cevabınızı yazın.');
    expect(sentBodies(fetchMock, `POST /api/forum/topics/${topic.id}/replies`)).toEqual([]);
  });

  it('keeps the answer being written as a draft, puts it back on return, and forgets it once sent', async () => {
    auth.user = member;
    const topic = makeTopicDetail();
    const key = draftKey(member.id, `reply:${topic.id}`);
    const fetchMock = mockFetch(() => jsonResponse(makeReply(), 201));
    const first = renderForm(topic);
    const firstBox = await findEditor();
    await first.user.click(firstBox);
    await typeInEditor(firstBox, 'Bujiye bakın');
    await waitFor(() => expect(readDraft(key)).toBe('<p>Bujiye bakın</p>'));
    first.unmount();

    const { user } = renderForm(topic);
    const box = await findEditor();
    await waitFor(() => expect(box).toHaveTextContent('Bujiye bakın'));
    expect(screen.getByRole('status')).toHaveTextContent('Kaydedilmemiş taslağınız geri yüklendi.');
    await user.click(screen.getByRole('button', { name: 'Cevap Gönder' }));
    await waitFor(() => expect(box).toHaveTextContent(''));
    expect(sentBodies(fetchMock, `POST /api/forum/topics/${topic.id}/replies`)).toEqual([{ body: '<p>Bujiye bakın</p>' }]);
    expect(readDraft(key)).toBeNull();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("puts back a draft kept as plain text; 'Taslağı sil' empties the box and removes it; another member never sees it", async () => {
    const topic = makeTopicDetail();
    window.localStorage.setItem(draftKey(member.id, `reply:${topic.id}`), JSON.stringify({ value: 'Eski taslak\n\n> alıntı', savedAt: Date.now() }));
    auth.user = { ...member, id: 'u10', username: 'baska' };
    const other = renderForm(topic);
    const otherBox = await findEditor();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(otherBox).toHaveTextContent('');
    other.unmount();

    auth.user = member;
    const { user } = renderForm(topic);
    const box = await findEditor();
    await waitFor(() => expect(box).toHaveTextContent('Eski taslak'));
    expect(box.querySelector('blockquote')).toHaveTextContent('alıntı');
    await user.click(screen.getByRole('button', { name: 'Taslağı sil' }));
    await waitFor(() => expect(box).toHaveTextContent(''));
    expect(readDraft(draftKey(member.id, `reply:${topic.id}`))).toBeNull();
  });

  it('drafts older than 30 days are not offered, and signing out forgets every draft', () => {
    const key = draftKey(member.id, 'reply:t1');
    window.localStorage.setItem(key, JSON.stringify({ value: 'Eski', savedAt: Date.now() - 31 * 24 * 3600 * 1000 }));
    expect(readDraft(key)).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ value: 'Yeni', savedAt: Date.now() }));
    window.localStorage.setItem('theme', 'dark');
    forgetDrafts();
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('suggests members while @ and a few letters are typed; Enter puts the chosen @username in the answer', async () => {
    auth.user = member;
    const card = (username: string) => ({ id: username, username, fullName: null, bio: null, location: null, avatar: null, createdAt: '2026-01-01T00:00:00.000Z', garageCount: 0, totalLikes: 0, followersCount: 0, isFollowing: false, badges: [] });
    const fetchMock = mockFetch((url) =>
      url.pathname === '/api/users' ? jsonResponse({ items: [card('abdullah'), card('abidin_46')], nextCursor: null }) : jsonResponse(makeReply(), 201),
    );
    const topic = makeTopicDetail();
    const { user } = renderForm(topic);
    const box = await findEditor();
    await user.click(box);
    await typeInEditor(box, 'Bence @ab');
    const list = await screen.findByRole('listbox', { name: 'Bahsedilecek üyeler' });
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').search)).toContain('?q=ab&sort=followers&limit=5');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(list).not.toBeInTheDocument());
    expect(box).toHaveTextContent('Bence @abidin_46');

    await user.click(screen.getByRole('button', { name: 'Cevap Gönder' }));
    await waitFor(() => expect(sentBodies(fetchMock, `POST /api/forum/topics/${topic.id}/replies`)).toHaveLength(1));
    // The server keeps the text of the span, where it finds the @username it notifies.
    const [sent] = sentBodies(fetchMock, `POST /api/forum/topics/${topic.id}/replies`) as { body: string }[];
    expect(new DOMParser().parseFromString(sent!.body, 'text/html').body.textContent).toBe('Bence @abidin_46 ');
  });

  it("'Alıntıla' on an answer adds a quote naming its author at the end of the answer and focuses the editor", async () => {
    auth.user = member;
    mockFetch(() => jsonResponse({}));
    const topic = makeTopicDetail();
    const { user } = renderWithProviders(
      <>
        <ReplyItem reply={makeReply()} topic={topic} />
        <ReplyForm topic={topic} />
      </>,
      { route: ROUTE },
    );
    const box = await findEditor();
    await user.click(box);
    await typeInEditor(box, 'Bence de.');
    await user.click(screen.getByRole('button', { name: 'Alıntıla' }));

    await waitFor(() => expect(box.querySelector('blockquote')).not.toBeNull());
    expect(box.querySelector('p')).toHaveTextContent('Bence de.');
    expect(box.querySelector('blockquote')!.innerHTML).toBe('<p>@usta:<br>Rölanti valfini temizleyin.</p>');
    expect(box.lastElementChild?.tagName).toBe('P');
    await waitFor(() => expect(box).toHaveFocus());
  });
});
