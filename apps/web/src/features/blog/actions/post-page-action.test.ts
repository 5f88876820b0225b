import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { postPageAction } from './post-page-action';

const POST_ID = '22222222-2222-4222-8222-222222222222';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the post page action (controls posted before the script runs)', () => {
  it('sends a comment typed as plain text as escaped paragraphs and comes back at the comments', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'c1' }, 201));
    const body = new URLSearchParams({
      intent: 'comment',
      target: POST_ID,
      body: 'Elinize <sağlık>\r\nusta',
    });
    const request = new Request('http://localhost/blog/sanziman-ayari', { method: 'POST', body });
    const args = {
      request,
      params: { slug: 'sanziman-ayari' },
      context: {},
      url: new URL(request.url),
      pattern: '/blog/:slug',
    };
    const result = await postPageAction(args as Parameters<typeof postPageAction>[0]);
    expect(sentBodies(fetchMock, `POST /api/blog/posts/${POST_ID}/comments`)).toEqual([
      { body: '<p>Elinize &lt;sağlık&gt;<br>usta</p>' },
    ]);
    expect((result as Response).headers.get('Location')).toBe('/blog/sanziman-ayari#comments');
  });
});
