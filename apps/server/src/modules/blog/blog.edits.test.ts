/**
 * Editing one's own published post: the "düzenlendi" mark (`editedAt`) and the replaced version
 * kept for moderators (403 for members, 404 for an unknown post); a draft's edits keep nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostDetail, BlogPostRevision } from '@garaj/shared';
import {
  as,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.ts';
import { postBody, writePost } from './blog.fixtures.ts';

let t: TestApp;
let author: TestUser;
let member: TestUser;
let moderator: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  author = await createUser(t.app, { username: 'duzenleyen_yazar' });
  member = await createUser(t.app, { username: 'meraklı_uye' });
  moderator = await createUser(t.app, { role: 'moderator' });
});
afterAll(() => t.close());

async function editPost(
  id: string,
  overrides: Parameters<typeof postBody>[0],
): Promise<BlogPostDetail> {
  const res = await as(t.app, author, {
    method: 'PUT',
    url: `/api/blog/posts/${id}`,
    payload: postBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BlogPostDetail>();
}

const revisionsOf = (user: TestUser, id: string) =>
  as(t.app, user, { method: 'GET', url: `/api/blog/posts/${id}/revisions` });

describe('editing a post', () => {
  it('marks a published post edited and keeps each replaced version, newest first, for moderators', async () => {
    const post = await writePost(t.app, author, {
      title: 'Yağ Değişimi',
      body: '<p>İlk sürüm.</p>',
    });
    expect(post.editedAt).toBeNull();
    const first = await editPost(post.id, {
      title: 'Yağ Değişimi Rehberi',
      body: '<p>İlk sürüm.</p>',
    });
    expect(first.editedAt).not.toBeNull();
    await editPost(post.id, { title: 'Yağ Değişimi Rehberi', body: '<p>İkinci sürüm.</p>' });

    const refused = await revisionsOf(member, post.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');

    const res = await revisionsOf(moderator, post.id);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<{ items: BlogPostRevision[] }>();
    expect(items.map((r) => [r.title, r.bodyHtml])).toEqual([
      ['Yağ Değişimi Rehberi', '<p>İlk sürüm.</p>'],
      ['Yağ Değişimi', '<p>İlk sürüm.</p>'],
    ]);
    expect(items[0]).toMatchObject({ editor: 'duzenleyen_yazar' });
    expect(Date.parse(items[0]!.replacedAt)).not.toBeNaN();

    const shown = (
      await as(t.app, null, { method: 'GET', url: `/api/blog/posts/${first.slug}` })
    ).json<BlogPostDetail>();
    expect(shown.editedAt).not.toBeNull();
  });

  it('keeps nothing when only other fields change', async () => {
    const post = await writePost(t.app, author, { title: 'Lastik Basıncı' });
    const edited = await editPost(post.id, { title: 'Lastik Basıncı', tags: ['lastik'] });
    expect(edited.editedAt).toBeNull();
    expect(
      (await revisionsOf(moderator, post.id)).json<{ items: BlogPostRevision[] }>().items,
    ).toEqual([]);
  });

  it('keeps nothing and marks nothing when a draft is edited', async () => {
    const draft = await writePost(t.app, author, { title: 'Taslak Yazı', status: 'draft' });
    const edited = await editPost(draft.id, {
      title: 'Taslak Yazı (yeni)',
      body: '<p>Başka metin.</p>',
      status: 'draft',
    });
    expect(edited.editedAt).toBeNull();
    const published = await editPost(draft.id, {
      title: 'Yayındaki Yazı',
      body: '<p>Başka metin.</p>',
    });
    expect(published.editedAt).toBeNull();
    expect(
      (await revisionsOf(moderator, draft.id)).json<{ items: BlogPostRevision[] }>().items,
    ).toEqual([]);
  });

  it('answers 404 BLOG_POST_NOT_FOUND for an unknown post', async () => {
    const res = await revisionsOf(moderator, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('BLOG_POST_NOT_FOUND');
  });
});
