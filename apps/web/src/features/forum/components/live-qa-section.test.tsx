import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@/lib/session';
import { calls, jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { FakeEventSource } from '@/test/fake-event-source';
import { renderWithProviders } from '@/test/test-utils';
import { forumPage, topicPage, makeCategory, makeReply, makeStats, makeTopic, makeTopicDetail } from '../testing/fixtures';
import { LiveQaSection } from './live-qa-section';

const auth = vi.hoisted(() => ({ user: null as CurrentUser | null }));
vi.mock('@/lib/session', async (original) => (await import('@/test/session-mock')).sessionAs(original, auth));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const member: CurrentUser = { id: 'u9', email: 'a@b.c', username: 'ayse', displayUsername: 'ayse', role: 'user', image: null, emailVerified: true };

const QUESTION = makeTopic({ title: 'Şanzıman vites geçişinde sesi', isUrgent: true, repliesCount: 1 });
const NEW_QUESTION = makeTopicDetail({ id: 'new1', title: 'Yeni soru', categoryId: 'brakes' });
const categories = [
  makeCategory(),
  makeCategory({ id: 'brakes', name: 'Frenler', nameEn: 'Brakes' }),
  makeCategory({ id: 'general', name: 'Genel Sohbet', isQa: false }),
];

function api() {
  return mockFetch((url, init) => {
    const path = url.pathname;
    if (path === '/api/forum/categories') return jsonResponse(categories);
    if (path === '/api/forum/stats') return jsonResponse(makeStats({ expertsOnline: 3 }));
    if (path === '/api/forum/topics' && init.method === 'POST') return jsonResponse(NEW_QUESTION, 201);
    if (path === '/api/forum/topics/new1') return jsonResponse(NEW_QUESTION);
    if (path === '/api/forum/topics') return jsonResponse(topicPage([QUESTION]));
    if (path === `/api/forum/topics/${QUESTION.id}`) return jsonResponse(makeTopicDetail({ ...QUESTION, tags: ['şanzıman'], acceptedReplyId: 'r1' }));
    if (path.endsWith('/replies')) return jsonResponse(forumPage([makeReply({ id: 'r1', isAccepted: true })]));
    return jsonResponse(null, 404);
  });
}

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  auth.user = null;
});

describe('LiveQaSection', () => {
  it("shows the live header with the real experts online, the questions and 'Soru Seçin' until one is chosen", async () => {
    api();
    const { user } = renderWithProviders(<LiveQaSection />);

    expect(screen.getByRole('heading', { level: 2, name: 'Canlı Teknik Destek' })).toBeInTheDocument();
    expect(screen.getByText('Canlı')).toBeInTheDocument();
    expect(await screen.findByText('3 uzman çevrimiçi')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Soru Seçin' })).toBeInTheDocument();

    // Chips: all + the Q&A categories only.
    const chips = await screen.findByRole('group', { name: 'Kategoriye göre filtrele' });
    await waitFor(() => expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tümü', 'Motor', 'Frenler']));

    const item = await screen.findByRole('button', { name: /Şanzıman vites geçişinde sesi/ });
    expect(within(item).getByText('Acil')).toBeInTheDocument();
    expect(within(item).getByText('Açık')).toBeInTheDocument();
    expect(within(item).getByText('@mehmet')).toBeInTheDocument();
    await user.click(item);

    expect(await screen.findByRole('heading', { level: 3, name: 'Şanzıman vites geçişinde sesi' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Soru Seçin' })).not.toBeInTheDocument();
    expect(await screen.findByText('En İyi Cevap')).toBeInTheDocument();
    expect(screen.getByText('Uzman')).toBeInTheDocument();
    expect(screen.getByText('şanzıman')).toBeInTheDocument();
    expect(item).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters the questions by a category chip', async () => {
    const fetchMock = api();
    const { user } = renderWithProviders(<LiveQaSection />);
    await user.click(await screen.findByRole('button', { name: 'Frenler' }));
    await waitFor(() => expect(calls(fetchMock)).toContain('GET /api/forum/topics?category=brakes&kind=question&limit=8'));
    expect(screen.getByRole('button', { name: 'Frenler' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('explains to visitors that asking needs an account', async () => {
    api();
    renderWithProviders(<LiveQaSection />);
    expect(screen.getByText('Soru sormak için giriş yapmalısınız.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sor' })).not.toBeInTheDocument();
  });

  it("says 'Hata' / 'Lütfen sorunuzu yazın.' for an empty question and sends nothing", async () => {
    auth.user = member;
    const fetchMock = api();
    const { user } = renderWithProviders(<LiveQaSection />);

    await user.type(await screen.findByRole('textbox', { name: 'Sorunuz' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Sor' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Hata', { description: 'Lütfen sorunuzu yazın.' }));
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('asks a question in the chosen category and shows it', async () => {
    auth.user = member;
    const fetchMock = api();
    const { user } = renderWithProviders(<LiveQaSection />);

    await user.click(await screen.findByRole('button', { name: 'Frenler' }));
    await user.type(screen.getByRole('textbox', { name: 'Sorunuz' }), 'Fren pedalı neden titriyor?{Enter}');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Başarılı!', { description: 'Sorunuz başarıyla gönderildi.' }));
    expect(sentBodies(fetchMock, 'POST /api/forum/topics')).toEqual([{ categoryId: 'brakes', kind: 'question', title: 'Fren pedalı neden titriyor?' }]);
    expect(screen.getByRole('textbox', { name: 'Sorunuz' })).toHaveValue('');
    expect(await screen.findByRole('heading', { level: 3, name: 'Yeni soru' })).toBeInTheDocument();
  });
});
