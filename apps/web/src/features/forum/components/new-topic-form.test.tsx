import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/test-utils';
import { makeCategory, makeTopicDetail } from '../testing/fixtures';
import { NewTopicForm } from './new-topic-form';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  const fetchMock = mockFetch((url, init) => {
    if (url.pathname === '/api/forum/categories') return jsonResponse([makeCategory()]);
    if (url.pathname === '/api/forum/topics' && init.method === 'POST') return jsonResponse(makeTopicDetail(), 201);
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
