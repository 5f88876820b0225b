import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeCategory, makeTopicDetail } from '../testing/fixtures';
import type { CurrentUser } from '@/lib/session';
import { draftKey, readDraft } from '@/lib/drafts';
import { NewTopicForm } from './new-topic-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const auth = vi.hoisted(() => ({ user: { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null, emailVerified: true } as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const SIMILAR = [
  { id: 't1', url: '/forum/engine/topic/t1', title: 'DSG şanzıman titreme yapıyor', status: 'answered' },
  { id: 't2', url: '/forum/engine/topic/t2', title: 'DSG yağı ne zaman değişir?', status: 'open' },
];

function setup() {
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/forum/categories') return jsonResponse([makeCategory()]);
    if (url.pathname === '/api/forum/topics' && init.method === 'POST') return jsonResponse(makeTopicDetail(), 201);
    if (url.pathname === '/api/search/similar-topics') {
      const found = url.searchParams.get('title')?.includes('DSG');
      return jsonResponse({ items: found ? SIMILAR : [] });
    }
    return jsonResponse(null, 404);
  });
  const onCreated = vi.fn();
  const rendered = renderWithProviders(<NewTopicForm defaultCategoryId="engine" onCreated={onCreated} />, { route: '/forum' });
  return { ...rendered, fetchMock, onCreated };
}

describe('NewTopicForm tags', () => {
  it('Enter in the tag field adds the tag and never sends the question; the question goes out with its tags', async () => {
    const { user, fetchMock, onCreated } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Başlık' }), 'Turbo neden ıslık çalıyor?');
    const tags = screen.getByRole('textbox', { name: 'Etiketler' });

    await user.type(tags, 'turbo{Enter}');
    await user.type(tags, 'yağ{Enter}');
    expect(within(screen.getByRole('list', { name: 'Eklenen etiketler' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#turbo', '#yağ']);
    expect(tags).toHaveValue('');
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);
    expect(onCreated).not.toHaveBeenCalled();
    expect(tags).toHaveAccessibleDescription('Enter veya virgülle ekleyin; en fazla 8 etiket.');

    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /api/forum/topics')).toEqual([expect.objectContaining({ title: 'Turbo neden ıslık çalıyor?', tags: ['turbo', 'yağ'] })]);
  });
});

describe('NewTopicForm similar topics', () => {
  it('lists similar topics under the title once it is long enough, each opening in a new tab', async () => {
    const { user, fetchMock } = setup();
    const title = screen.getByRole('textbox', { name: 'Başlık' });
    await user.type(title, 'DSG');
    // Too short to compare: never asked.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls(fetchMock).filter((c) => c.includes('similar-topics'))).toEqual([]);

    await user.type(title, ' şanzıman titriyor');
    const section = await screen.findByRole('region', { name: 'Benzer 2 konu var' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/forum/engine/topic/t1', '_blank'],
      ['/forum/engine/topic/t2', '_blank'],
    ]);
    expect(links[0]).toHaveAccessibleName('DSG şanzıman titreme yapıyor (yeni sekmede açılır)');
    expect(within(section).getByText('Cevaplandı')).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c.includes('similar-topics'))).toEqual(['GET /api/search/similar-topics?title=DSG+%C5%9Fanz%C4%B1man+titriyor']);

    // A title with nothing similar shows nothing.
    await user.clear(title);
    await user.type(title, 'Kış lastiği önerisi');
    await waitFor(() => expect(screen.queryByRole('region', { name: /Benzer/ })).not.toBeInTheDocument());
  });
});

describe('NewTopicForm draft', () => {
  it('keeps the question being written, puts it back on return and forgets it once sent', async () => {
    const key = draftKey('u9', 'topic');
    const first = setup();
    await first.user.type(screen.getByRole('textbox', { name: 'Başlık' }), 'Rölantide titreme');
    await first.user.type(screen.getByRole('textbox', { name: 'Ayrıntılar' }), 'Soğukken oluyor.');
    await waitFor(() => expect(readDraft(key)).toMatchObject({ title: 'Rölantide titreme', body: 'Soğukken oluyor.', kind: 'question' }));
    first.unmount();

    const { user, onCreated } = setup();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Başlık' })).toHaveValue('Rölantide titreme'));
    expect(screen.getByRole('textbox', { name: 'Ayrıntılar' })).toHaveValue('Soğukken oluyor.');
    expect(screen.getByRole('status')).toHaveTextContent('Kaydedilmemiş taslağınız geri yüklendi.');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(readDraft(key)).toBeNull();
  });
});
