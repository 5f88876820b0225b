import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBodies } from '@/test/fetch-mock';
import { garagePageAction } from './garage-page-action';

const ID = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  vi.unstubAllGlobals();
});

function post(fields: Record<string, string>) {
  const request = new Request(`http://localhost/garage/${ID}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return garagePageAction({
    request,
    params: { id: ID },
    context: {},
    url: new URL(request.url),
    pattern: '/garage/:id',
  } as Parameters<typeof garagePageAction>[0]);
}

describe('the garage page action (controls posted before the script runs)', () => {
  it('sends a comment typed as plain text as escaped paragraphs and comes back at the comments', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ id: 'c1' }, 201));
    const result = await post({
      intent: 'comment',
      target: ID,
      body: '  Jantlar <BBS> & "orijinal"\nçok iyi\n\nTebrikler  ',
    });
    expect(sentBodies(fetchMock, `POST /api/garages/${ID}/comments`)).toEqual([
      { body: '<p>Jantlar &lt;BBS&gt; &amp; &quot;orijinal&quot;<br>çok iyi</p><p>Tebrikler</p>' },
    ]);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe(
      `/garage/${ID}?tab=comments#comments`,
    );
  });

  it('refuses an empty comment without calling the API, keeping what was posted', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}, 201));
    const result = await post({ intent: 'comment', target: ID, body: '   ' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toMatchObject({
      data: { fieldErrors: { body: 'COMMENT_EMPTY' }, values: { intent: 'comment' } },
    });
  });
});
