/**
 * Comments are rich text: the HTML sent is stored as the allow-list leaves it (`bodyHtml`) next to
 * its plain text (`body`). Editing one's own garage and post comments: only the author (403
 * COMMENT_FORBIDDEN), validated as a new comment, never a hidden one, never while the parent takes no comments; the
 * "düzenlendi" mark (`editedAt`) and every earlier version kept for moderators (403 for others).
 * `@username` in a comment notifies the member named (a `garage_mention` / `post_mention`
 * pointing at the garage or post), on an edit only the newly named; never a member kept apart by
 * a block. A forum edit adding a mention notifies the newly named too.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { BlogComment, CommentRevision, GarageComment } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { sweep } from '../../lib/sweeper.ts';
import { uploadImage, writePost } from '../blog/blog.fixtures.ts';

let t: TestApp;
let author: TestUser;
let other: TestUser;
let moderator: TestUser;
let named: TestUser;
let later: TestUser;
let garageId: string;

beforeAll(async () => {
  t = await createTestApp();
  [author, other, moderator, named, later] = await Promise.all([
    createUser(t.app),
    createUser(t.app),
    createUser(t.app, { role: 'moderator' }),
    createUser(t.app),
    createUser(t.app),
  ]);
  const garage = await as(t.app, other, { method: 'POST', url: '/api/garages', payload: { name: 'Yorum Garajı', carBrand: 'BMW', carModel: 'E46', carYear: 2003 } });
  expect(garage.statusCode, garage.body).toBe(201);
  garageId = garage.json().id as string;
});
afterAll(() => t.close());

const comment = async (user: TestUser, body: string, url = `/api/garages/${garageId}/comments`) => {
  const res = await as(t.app, user, { method: 'POST', url, payload: { body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<GarageComment & BlogComment>();
};
const edit = (user: TestUser, id: string, body: string, prefix = '/api/comments') => as(t.app, user, { method: 'PUT', url: `${prefix}/${id}`, payload: { body } });
const revisions = (user: TestUser | null, id: string, prefix = '/api/comments') => as(t.app, user, { method: 'GET', url: `${prefix}/${id}/revisions` });
const code = (res: { json(): unknown }) => (res.json() as { error: { code: string } }).error.code;
const notifications = (user: TestUser, type: string) =>
  queryRows<{ group_key: string; garage_id: string | null; post_id: string | null }>(
    t.app.deps.db,
    sql`select group_key, garage_id, post_id from notifications where user_id = ${user.id} and type = ${type} order by created_at`,
  );
const readAll = async (user: TestUser) => expect((await as(t.app, user, { method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(200);

describe('editing a garage comment', () => {
  it('stores the sanitised HTML and its plain text: scripts, handlers and unsafe links are dropped', async () => {
    const created = await comment(
      author,
      '<p>Jantlar <strong>çok</strong> iyi<script>alert(1)</script></p><p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bak</a> &amp; <em>beğen</em></p>',
    );
    expect(created.bodyHtml).toBe('<p>Jantlar <strong>çok</strong> iyi</p><p><a rel="nofollow ugc noopener" target="_blank">bak</a> &amp; <em>beğen</em></p>');
    expect(created.body).toBe('Jantlar çok iyi bak & beğen');
    const [row] = await queryRows<{ body: string; body_html: string }>(t.app.deps.db, sql`select body, body_html from garage_comments where id = ${created.id}`);
    expect(row).toEqual({ body: created.body, body_html: created.bodyHtml });
    const list = (await as(t.app, null, { method: 'GET', url: `/api/garages/${garageId}/comments` })).json<{ items: GarageComment[] }>();
    expect(list.items.find((c) => c.id === created.id)).toMatchObject({ body: created.body, bodyHtml: created.bodyHtml });
  });

  it('refuses a comment whose text is empty once sanitised, or too long as text or as HTML', async () => {
    const post = (body: string) => as(t.app, author, { method: 'POST', url: `/api/garages/${garageId}/comments`, payload: { body } });
    for (const body of ['<p> </p><p><br></p>', '<script>alert(1)</script>', '<img src="https://example.com/a.jpg">']) {
      const res = await post(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'COMMENT_EMPTY', fields: { body: 'COMMENT_EMPTY' } });
    }
    expect((await post(`<p>${'x'.repeat(2001)}</p>`)).json().error).toMatchObject({ code: 'TOO_LONG', fields: { body: 'TOO_LONG' } });
    expect((await post(`<p>${'<strong>x</strong>'.repeat(1200)}</p>`)).json().error.fields.body).toBe('TOO_LONG');
    expect((await post(`<p>${'x'.repeat(2000)}</p>`)).statusCode).toBe(201);
  });

  it('the author edits: the new text, the mark, the earlier version (HTML and text) for moderators only', async () => {
    const created = await comment(author, '<p>Jantlar çok iyi olmuş</p>');
    expect(created).toMatchObject({ editedAt: null, canEdit: true });
    expect(code(await edit(other, created.id, '<p>Başkasının sürümü</p>'))).toBe('COMMENT_FORBIDDEN');
    expect((await edit(moderator, created.id, '<p>Moderatör sürümü</p>')).statusCode).toBe(403);
    const res = await edit(author, created.id, '  <p>Jantlar ve <strong>lastikler</strong> çok iyi olmuş</p><p onclick="alert(1)">Tebrikler</p>  ');
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<GarageComment>();
    expect(edited).toMatchObject({
      id: created.id,
      body: 'Jantlar ve lastikler çok iyi olmuş Tebrikler',
      bodyHtml: '<p>Jantlar ve <strong>lastikler</strong> çok iyi olmuş</p><p>Tebrikler</p>',
      canEdit: true,
    });
    expect(edited.editedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const history = await revisions(moderator, created.id);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json<{ items: CommentRevision[] }>().items).toEqual([
      { id: expect.any(String), body: 'Jantlar çok iyi olmuş', bodyHtml: '<p>Jantlar çok iyi olmuş</p>', editor: author.username, replacedAt: expect.any(String) },
    ]);
    // The same HTML again changes nothing: no new version.
    expect((await edit(author, created.id, edited.bodyHtml)).statusCode).toBe(200);
    expect((await revisions(moderator, created.id)).json<{ items: CommentRevision[] }>().items).toHaveLength(1);
    expect((await revisions(other, created.id)).statusCode).toBe(403);
    expect((await revisions(author, created.id)).statusCode).toBe(403);
    expect((await revisions(null, created.id)).statusCode).toBe(401);

    await edit(author, created.id, '<p>Üçüncü sürüm</p>');
    expect((await revisions(moderator, created.id)).json<{ items: CommentRevision[] }>().items.map((r) => [r.body, r.bodyHtml])).toEqual([
      ['Jantlar ve lastikler çok iyi olmuş Tebrikler', '<p>Jantlar ve <strong>lastikler</strong> çok iyi olmuş</p><p>Tebrikler</p>'],
      ['Jantlar çok iyi olmuş', '<p>Jantlar çok iyi olmuş</p>'],
    ]);

    const list = (await as(t.app, null, { method: 'GET', url: `/api/garages/${garageId}/comments` })).json<{ items: GarageComment[] }>();
    expect(list.items.find((c) => c.id === created.id)).toMatchObject({ body: 'Üçüncü sürüm', bodyHtml: '<p>Üçüncü sürüm</p>', canEdit: false, editedAt: expect.any(String) });
  });

  it('validates the body as a new comment; an unknown comment is 404', async () => {
    const created = await comment(author, '<p>Kısa yorum</p>');
    const empty = await edit(author, created.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.body).toBe('COMMENT_EMPTY');
    expect((await edit(author, created.id, '<p><br></p><script>x</script>')).json().error.fields.body).toBe('COMMENT_EMPTY');
    expect((await edit(author, created.id, `<p>${'x'.repeat(2001)}</p>`)).json().error.fields.body).toBe('TOO_LONG');
    expect((await edit(author, created.id, 'x'.repeat(20_001))).json().error.fields.body).toBe('TOO_LONG');
    expect(code(await edit(author, '00000000-0000-4000-8000-000000000000', 'Yok'))).toBe('COMMENT_NOT_FOUND');
    expect((await revisions(moderator, created.id)).json().items).toEqual([]);
  });

  it('a hidden comment stays as it was for its author', async () => {
    const created = await comment(author, 'Gizlenecek yorum');
    const hide = await as(t.app, moderator, { method: 'PUT', url: `/api/moderation/garage_comment/${created.id}/hidden`, payload: { reason: 'Spam' } });
    expect(hide.statusCode, hide.body).toBe(200);
    const mine = (await as(t.app, author, { method: 'GET', url: `/api/garages/${garageId}/comments` })).json<{ items: GarageComment[] }>();
    expect(mine.items.find((c) => c.id === created.id)?.canEdit).toBe(false);
    expect(code(await edit(author, created.id, 'Gizliyken düzenleme'))).toBe('COMMENT_HIDDEN');
  });
});

describe('editing a post comment', () => {
  it('the author edits while the post takes comments; not once it went back to draft', async () => {
    const post = await writePost(t.app, other, { title: 'Yorum düzenleme yazısı' });
    const created = await comment(author, '<p>İlk <em>hâli</em></p>', `/api/blog/posts/${post.id}/comments`);
    expect(created).toMatchObject({ postId: post.id, body: 'İlk hâli', bodyHtml: '<p>İlk <em>hâli</em></p>', canEdit: true, editedAt: null });
    expect(code(await edit(other, created.id, '<p>Yazarın sürümü</p>', '/api/blog/comments'))).toBe('COMMENT_FORBIDDEN');
    const res = await edit(author, created.id, '<p>İkinci hâli<img src=x onerror="alert(1)"></p>', '/api/blog/comments');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BlogComment>()).toMatchObject({ body: 'İkinci hâli', bodyHtml: '<p>İkinci hâli</p>', editedAt: expect.any(String) });
    expect((await revisions(moderator, created.id, '/api/blog/comments')).json<{ items: CommentRevision[] }>().items).toEqual([
      expect.objectContaining({ body: 'İlk hâli', bodyHtml: '<p>İlk <em>hâli</em></p>' }),
    ]);
    expect((await revisions(other, created.id, '/api/blog/comments')).statusCode).toBe(403);
    // A garage comment's id is not a post comment's.
    expect(code(await revisions(moderator, created.id))).toBe('COMMENT_NOT_FOUND');

    const draft = await as(t.app, moderator, { method: 'PATCH', url: `/api/blog/posts/${post.id}/moderation`, payload: { status: 'draft' } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(code(await edit(author, created.id, 'Taslakken', '/api/blog/comments'))).toBe('BLOG_POST_NOT_FOUND');
  });
});

describe('mentions in comments', () => {
  it('a new comment notifies the members it names, pointing at the garage; never the author or a member who blocked them', async () => {
    const blocker = await createUser(t.app);
    expect((await as(t.app, blocker, { method: 'PUT', url: `/api/users/${author.username}/block` })).statusCode).toBe(200);
    // As the editor writes a chosen member: a span the server drops, keeping its text.
    const chosen = `<span data-type="mention" data-id="${named.username}">@${named.username.toUpperCase()}</span>`;
    const created = await comment(author, `<p>${chosen} bunu gördün mü? @${author.username} @${blocker.username}</p>`);
    expect(created.bodyHtml).toBe(`<p>@${named.username.toUpperCase()} bunu gördün mü? @${author.username} @${blocker.username}</p>`);
    expect(await notifications(named, 'garage_mention')).toEqual([{ group_key: `garage_mention:${created.id}`, garage_id: garageId, post_id: null }]);
    expect(await notifications(author, 'garage_mention')).toEqual([]);
    expect(await notifications(blocker, 'garage_mention')).toEqual([]);
    const list = (await as(t.app, named, { method: 'GET', url: '/api/notifications' })).json<{ items: { type: string; target: { url: string }; actors: { username: string }[] }[] }>();
    expect(list.items[0]).toMatchObject({ type: 'garage_mention', target: { url: `/garage/${garageId}#comments` }, actors: [{ username: author.username }] });
  });

  it('an edit notifies only the members it names for the first time', async () => {
    const first = await createUser(t.app);
    const created = await comment(author, `@${first.username} bir bak`);
    expect(await notifications(first, 'garage_mention')).toHaveLength(1);
    await readAll(first);
    expect((await edit(author, created.id, `@${first.username} ve @${later.username} bir bakın`)).statusCode).toBe(200);
    expect(await notifications(first, 'garage_mention')).toHaveLength(1);
    expect(await notifications(later, 'garage_mention')).toEqual([{ group_key: `garage_mention:${created.id}`, garage_id: garageId, post_id: null }]);
  });

  it('a post comment names a member: a post_mention pointing at the post', async () => {
    const post = await writePost(t.app, other, { title: 'Bahsetme yazısı' });
    const reader = await createUser(t.app);
    await comment(author, `@${reader.username} bu yazı tam sana göre`, `/api/blog/posts/${post.id}/comments`);
    expect(await notifications(reader, 'post_mention')).toEqual([expect.objectContaining({ post_id: post.id, garage_id: null })]);
    const list = (await as(t.app, reader, { method: 'GET', url: '/api/notifications' })).json<{ items: { type: string; target: { url: string } }[] }>();
    expect(list.items[0]).toMatchObject({ type: 'post_mention', target: { url: `/blog/${post.slug}#comments` } });
  });
});

describe('mentions in forum edits', () => {
  it('an edited answer notifies the members it names for the first time', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const category = { id: 'yorum-forum', name: 'Genel', nameEn: 'General', description: 'Genel', descriptionEn: 'General', icon: 'cog', isQa: false, position: 5 };
    expect((await as(t.app, admin, { method: 'POST', url: '/api/forum/categories', payload: category })).statusCode).toBe(201);
    const topic = await as(t.app, other, { method: 'POST', url: '/api/forum/topics', payload: { categoryId: category.id, title: 'Yağ seçimi', body: '<p>Hangi yağ?</p>' } });
    expect(topic.statusCode, topic.body).toBe(201);
    const first = await createUser(t.app);
    const second = await createUser(t.app);
    const reply = await as(t.app, author, { method: 'POST', url: `/api/forum/topics/${topic.json().id}/replies`, payload: { body: `<p>@${first.username} bilir.</p>` } });
    expect(reply.statusCode, reply.body).toBe(201);
    await readAll(first);
    const edited = await as(t.app, author, { method: 'PUT', url: `/api/forum/replies/${reply.json().id}`, payload: { body: `<p>@${first.username} ve @${second.username} bilir.</p>` } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await notifications(first, 'mention')).toHaveLength(1);
    expect(await notifications(second, 'mention')).toEqual([expect.objectContaining({ group_key: `mention:${reply.json().id}` })]);

    const topicId = topic.json().id as string;
    const retitled = await as(t.app, other, { method: 'PUT', url: `/api/forum/topics/${topicId}/content`, payload: { title: `Yağ seçimi @${second.username}`, body: '<p>Hangi yağ?</p>' } });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(await notifications(second, 'mention')).toEqual([
      expect.objectContaining({ group_key: `mention:${reply.json().id}` }),
      expect.objectContaining({ group_key: `mention:${topicId}` }),
    ]);
  });
});

describe('images in comments', () => {
  it('keeps an image a garage or post comment shows from the orphan sweeper', async () => {
    const filesOf = (id: string) => readdir(path.join(t.dataDir, 'uploads', 'images', id)).catch(() => []);
    const [onGarage, onPost, orphan] = await Promise.all([uploadImage(t.app, author), uploadImage(t.app, author), uploadImage(t.app, author)]);
    const post = await writePost(t.app, other, { title: 'Resimli yorumlu yazı' });
    await comment(author, `<p>Benim jantlar:</p><img src="${onGarage.url}">`);
    await comment(author, `<p>Bende de aynısı var:</p><img src="${onPost.url}">`, `/api/blog/posts/${post.id}/comments`);
    // A day later the orphan goes; what a page shows stays.
    await sweep(t.app, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await filesOf(orphan.id)).toEqual([]);
    expect((await filesOf(onGarage.id)).length).toBeGreaterThan(0);
    expect((await filesOf(onPost.id)).length).toBeGreaterThan(0);
  });
});
