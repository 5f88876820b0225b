/**
 * Authorization matrix of the blog: every
 * blog write endpoint × anonymous / author / other member / moderator / admin, each on a fresh
 * post, with the status and (for 401/403) the error code.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { postBody, writePost } from './blog.fixtures.ts';

type Actor = 'anonymous' | 'author' | 'other' | 'moderator' | 'admin';
interface Fixture {
  postId: string;
  commentId: string;
}

let t: TestApp;
const users = {} as Record<Exclude<Actor, 'anonymous'> | 'commenter', TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  users.author = await createUser(t.app);
  users.other = await createUser(t.app);
  users.moderator = await createUser(t.app, { role: 'moderator' });
  users.admin = await createUser(t.app, { role: 'admin' });
  users.commenter = await createUser(t.app);
});
afterAll(() => t.close());

async function fixture(): Promise<Fixture> {
  const post = await writePost(t.app, users.author, { title: `Yetki ${Math.random()}` });
  const comment = await as(t.app, users.commenter, { method: 'POST', url: `/api/blog/posts/${post.id}/comments`, payload: { body: 'Eline sağlık' } });
  expect(comment.statusCode).toBe(201);
  return { postId: post.id, commentId: comment.json().id };
}

interface Endpoint {
  name: string;
  request(f: Fixture): InjectOptions;
  expected: Record<Actor, number>;
  /** Error code of each 403 answer. */
  forbiddenCode?: string | Partial<Record<Actor, string>>;
}

const all = (status: number) => ({ author: status, other: status, moderator: status, admin: status });

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/blog/posts',
    request: () => ({ method: 'POST', url: '/api/blog/posts', payload: postBody({ title: `Yeni ${Math.random()}` }) }),
    expected: { anonymous: 401, ...all(201) },
  },
  {
    name: 'PUT /api/blog/posts/:id',
    request: (f) => ({ method: 'PUT', url: `/api/blog/posts/${f.postId}`, payload: postBody({ title: 'Değişti' }) }),
    expected: { anonymous: 401, author: 200, other: 403, moderator: 403, admin: 403 },
    forbiddenCode: 'BLOG_POST_FORBIDDEN',
  },
  {
    name: 'DELETE /api/blog/posts/:id',
    request: (f) => ({ method: 'DELETE', url: `/api/blog/posts/${f.postId}` }),
    expected: { anonymous: 401, author: 204, other: 403, moderator: 204, admin: 204 },
    forbiddenCode: 'BLOG_POST_FORBIDDEN',
  },
  {
    name: 'PATCH /api/blog/posts/:id/moderation (unpublish)',
    request: (f) => ({ method: 'PATCH', url: `/api/blog/posts/${f.postId}/moderation`, payload: { status: 'draft' } }),
    expected: { anonymous: 401, author: 403, other: 403, moderator: 200, admin: 200 },
    forbiddenCode: 'FORBIDDEN',
  },
  {
    name: 'PATCH /api/blog/posts/:id/moderation (feature)',
    request: (f) => ({ method: 'PATCH', url: `/api/blog/posts/${f.postId}/moderation`, payload: { isFeatured: true } }),
    expected: { anonymous: 401, author: 403, other: 403, moderator: 403, admin: 200 },
    forbiddenCode: 'FORBIDDEN',
  },
  {
    name: 'PUT /api/blog/posts/:id/like',
    request: (f) => ({ method: 'PUT', url: `/api/blog/posts/${f.postId}/like` }),
    expected: { anonymous: 401, author: 403, other: 200, moderator: 200, admin: 200 },
    forbiddenCode: 'OWN_BLOG_POST_LIKE',
  },
  {
    name: 'DELETE /api/blog/posts/:id/like',
    request: (f) => ({ method: 'DELETE', url: `/api/blog/posts/${f.postId}/like` }),
    expected: { anonymous: 401, ...all(200) },
  },
  {
    name: 'PUT /api/blog/posts/:id/favorite',
    request: (f) => ({ method: 'PUT', url: `/api/blog/posts/${f.postId}/favorite` }),
    expected: { anonymous: 401, ...all(200) },
  },
  {
    name: 'DELETE /api/blog/posts/:id/favorite',
    request: (f) => ({ method: 'DELETE', url: `/api/blog/posts/${f.postId}/favorite` }),
    expected: { anonymous: 401, ...all(200) },
  },
  {
    name: 'POST /api/blog/posts/:id/comments',
    request: (f) => ({ method: 'POST', url: `/api/blog/posts/${f.postId}/comments`, payload: { body: 'Yorum' } }),
    expected: { anonymous: 401, ...all(201) },
  },
  {
    // The post's author is not the comment's author here.
    name: 'DELETE /api/blog/comments/:id',
    request: (f) => ({ method: 'DELETE', url: `/api/blog/comments/${f.commentId}` }),
    expected: { anonymous: 401, author: 403, other: 403, moderator: 204, admin: 204 },
    forbiddenCode: 'FORBIDDEN',
  },
];

const actors: Actor[] = ['anonymous', 'author', 'other', 'moderator', 'admin'];

describe('blog authorization matrix', () => {
  for (const endpoint of endpoints) {
    for (const actor of actors) {
      it(`${endpoint.name} as ${actor} → ${endpoint.expected[actor]}`, async () => {
        const f = await fixture();
        const res = await as(t.app, actor === 'anonymous' ? null : users[actor], endpoint.request(f));
        expect(res.statusCode, res.body).toBe(endpoint.expected[actor]);
        if (res.statusCode === 401) expect(res.json().error.code).toBe('UNAUTHENTICATED');
        if (res.statusCode === 403) {
          const code = typeof endpoint.forbiddenCode === 'string' ? endpoint.forbiddenCode : endpoint.forbiddenCode?.[actor];
          expect(res.json().error.code).toBe(code);
        }
      });
    }
  }

  it('lets a comment\'s own author delete it', async () => {
    const f = await fixture();
    const res = await as(t.app, users.commenter, { method: 'DELETE', url: `/api/blog/comments/${f.commentId}` });
    expect(res.statusCode).toBe(204);
  });

  it('refuses members without a verified e-mail to post, edit, like or comment', async () => {
    const f = await fixture();
    const unverified = await createUser(t.app, { verified: false });
    const requests: InjectOptions[] = [
      { method: 'POST', url: '/api/blog/posts', payload: postBody() },
      { method: 'PUT', url: `/api/blog/posts/${f.postId}/like` },
      { method: 'POST', url: `/api/blog/posts/${f.postId}/comments`, payload: { body: 'Merhaba' } },
    ];
    for (const request of requests) {
      const res = await as(t.app, unverified, request);
      expect(res.statusCode, String(request.url)).toBe(403);
      expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    }
  });

  it('keeps the member lists (own posts, favorite posts) for members', async () => {
    for (const url of ['/api/blog/mine', '/api/blog/favorites']) {
      const res = await as(t.app, null, { method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 404 BLOG_POST_NOT_FOUND for writes to a post that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const request of [
      { method: 'PUT', url: `/api/blog/posts/${missing}`, payload: postBody() },
      { method: 'DELETE', url: `/api/blog/posts/${missing}` },
      { method: 'PUT', url: `/api/blog/posts/${missing}/like` },
      { method: 'POST', url: `/api/blog/posts/${missing}/comments`, payload: { body: 'x' } },
    ] as InjectOptions[]) {
      const res = await as(t.app, users.author, request);
      expect(res.statusCode, String(request.url)).toBe(404);
      expect(res.json().error.code).toBe('BLOG_POST_NOT_FOUND');
    }
  });
});
