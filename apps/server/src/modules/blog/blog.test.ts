/**
 * Blog API (the blog list and the blog detail page): slugs (Turkish titles,
 * collisions, concurrent writers, renames answered by the old slug), drafts seen only by their
 * author and moderators, reading time, the list (search rule, category, pages, total), the
 * detail's extras, the teaser, favorites, and the images a post may use.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostCard, BlogPostDetail, BlogPostListPage } from '@garaj/shared';
import { blogPosts, images } from '../../db/schema/index.ts';
import { sweep } from '../../lib/sweeper.ts';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { postBody, uploadImage, writePost } from './blog.fixtures.ts';

let t: TestApp;
let author: TestUser;
let reader: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  author = await createUser(t.app, { username: 'yazar_ayse' });
  reader = await createUser(t.app);
  moderator = await createUser(t.app, { role: 'moderator' });
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => as(t.app, user, { method: 'GET', url });
const list = async (query: string, user: TestUser | null = null) => (await get(user, `/api/blog/posts${query}`)).json() as BlogPostListPage;

describe('slugs', () => {
  // First post of the file with this title (the fixtures' default title is never stored before).
  it('gives `Şanzıman Ayarı` the slug sanziman-ayari', async () => {
    expect((await writePost(t.app, author, { title: 'Şanzıman Ayarı' })).slug).toBe('sanziman-ayari');
  });

  it('makes the slug from the Turkish title and suffixes -2, -3… when it is taken', async () => {
    const first = await writePost(t.app, author, { title: 'Yağ Değişimi Rehberi' });
    const second = await writePost(t.app, author, { title: 'YAĞ değişimi rehberi!' });
    const third = await writePost(t.app, author, { title: 'Yağ Değişimi — Rehberi' });
    expect([first.slug, second.slug, third.slug]).toEqual(['yag-degisimi-rehberi', 'yag-degisimi-rehberi-2', 'yag-degisimi-rehberi-3']);
  });

  it('gives 10 concurrent posts with one title 10 different slugs', async () => {
    const posts = await Promise.all(Array.from({ length: 10 }, () => writePost(t.app, author, { title: 'Aynı Başlık Yarışı' })));
    const slugs = posts.map((p) => p.slug).sort();
    expect(new Set(slugs).size).toBe(10);
    expect(slugs).toContain('ayni-baslik-yarisi');
    for (const slug of slugs) expect(slug).toMatch(/^ayni-baslik-yarisi(-([2-9]|10))?$/);
  });

  it('never gives a post a slug the web app uses for a page (/blog/new)', async () => {
    expect((await writePost(t.app, author, { title: 'New' })).slug).toBe('new-2');
  });

  it('falls back to an id-based slug for a title without letters or digits', async () => {
    expect((await writePost(t.app, author, { title: '!!! ???' })).slug).toMatch(/^yazi-[0-9a-f]{8}$/);
  });

  it('renames: a new slug, and the old one still answers the post with its current slug', async () => {
    const post = await writePost(t.app, author, { title: 'Eski Başlık' });
    expect(post.slug).toBe('eski-baslik');
    const res = await as(t.app, author, { method: 'PUT', url: `/api/blog/posts/${post.id}`, payload: postBody({ title: 'Yeni Başlık' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe('yeni-baslik');
    const byOld = await get(null, '/api/blog/posts/eski-baslik');
    expect(byOld.statusCode).toBe(200);
    expect(byOld.json()).toMatchObject({ id: post.id, slug: 'yeni-baslik', title: 'Yeni Başlık' });
    // The old slug stays taken: a new post with the old title does not steal the redirect.
    expect((await writePost(t.app, author, { title: 'Eski Başlık' })).slug).toBe('eski-baslik-2');
    // Renaming back takes the slug again.
    const back = await as(t.app, author, { method: 'PUT', url: `/api/blog/posts/${post.id}`, payload: postBody({ title: 'Eski Başlık' }) });
    expect(back.json().slug).toBe('eski-baslik-3');
  });

  it('keeps the slug when the title still gives it (an edit that changes only case or punctuation)', async () => {
    const post = await writePost(t.app, author, { title: 'Fren Balatası' });
    const res = await as(t.app, author, { method: 'PUT', url: `/api/blog/posts/${post.id}`, payload: postBody({ title: 'FREN BALATASI!' }) });
    expect(res.json().slug).toBe(post.slug);
  });
});

describe('drafts', () => {
  it('are seen by their author and moderators only, and listed nowhere public', async () => {
    const draft = await writePost(t.app, author, { title: 'Gizli Taslak Yazısı', status: 'draft' });
    expect(draft.status).toBe('draft');
    expect(draft.publishedAt).toBeNull();
    const url = `/api/blog/posts/${draft.slug}`;
    expect((await get(null, url)).statusCode).toBe(404);
    const other = await get(reader, url);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('BLOG_POST_NOT_FOUND');
    expect((await get(author, url)).statusCode).toBe(200);
    expect((await get(moderator, url)).statusCode).toBe(200);
    expect((await list('?search=gizli taslak')).total).toBe(0);
    expect((await get(null, '/api/blog/teaser')).json().map((p: BlogPostCard) => p.id)).not.toContain(draft.id);
    // Others cannot react to it or read its comments.
    expect((await as(t.app, reader, { method: 'PUT', url: `/api/blog/posts/${draft.id}/like` })).statusCode).toBe(404);
    expect((await get(reader, `/api/blog/posts/${draft.id}/comments`)).statusCode).toBe(404);
    // The author finds it among their own posts.
    const mine = (await get(author, '/api/blog/mine?limit=50')).json().items as BlogPostCard[];
    expect(mine.find((p) => p.id === draft.id)?.status).toBe('draft');
  });

  it('sets published_at on the first publish only', async () => {
    const draft = await writePost(t.app, author, { title: 'Sonra Yayımlanacak', status: 'draft' });
    const published = (await as(t.app, author, { method: 'PUT', url: `/api/blog/posts/${draft.id}`, payload: postBody({ title: 'Sonra Yayımlanacak' }) })).json() as BlogPostDetail;
    expect(published.publishedAt).not.toBeNull();
    await as(t.app, author, { method: 'PUT', url: `/api/blog/posts/${draft.id}`, payload: postBody({ title: 'Sonra Yayımlanacak', status: 'draft' }) });
    const again = (await as(t.app, author, { method: 'PUT', url: `/api/blog/posts/${draft.id}`, payload: postBody({ title: 'Sonra Yayımlanacak' }) })).json() as BlogPostDetail;
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('lets a moderator unpublish and restore, but not publish a never-published draft', async () => {
    const post = await writePost(t.app, author, { title: 'Moderasyon Deneme' });
    const off = await as(t.app, moderator, { method: 'PATCH', url: `/api/blog/posts/${post.id}/moderation`, payload: { status: 'draft' } });
    expect(off.json().status).toBe('draft');
    expect((await get(null, `/api/blog/posts/${post.slug}`)).statusCode).toBe(404);
    const on = await as(t.app, moderator, { method: 'PATCH', url: `/api/blog/posts/${post.id}/moderation`, payload: { status: 'published' } });
    expect(on.json().status).toBe('published');
    const draft = await writePost(t.app, author, { title: 'Hiç Yayımlanmadı', status: 'draft' });
    const refused = await as(t.app, moderator, { method: 'PATCH', url: `/api/blog/posts/${draft.id}/moderation`, payload: { status: 'published' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('BLOG_POST_NEVER_PUBLISHED');
  });
});

describe('content', () => {
  it('computes reading minutes from the body at 200 words a minute (at least 1)', async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `kelime${i}`).join(' ');
    expect((await writePost(t.app, author, { title: 'Kısa', body: '<p>Tek cümle.</p>' })).readingMinutes).toBe(1);
    expect((await writePost(t.app, author, { title: 'Orta', body: `<p>${words(400)}</p>` })).readingMinutes).toBe(2);
    expect((await writePost(t.app, author, { title: 'Uzun', body: `<p>${words(401)}</p><h2>${words(199)}</h2>` })).readingMinutes).toBe(3);
  });

  it('makes an excerpt from the body when none is given, and drops repeated tags', async () => {
    const post = await writePost(t.app, author, { title: 'Özetsiz', excerpt: '', body: '<p>İlk paragraf burada.</p>', tags: ['Bakım', 'bakim', 'BAKIM', 'Yağ'] });
    expect(post.excerpt).toBe('İlk paragraf burada.');
    expect(post.tags).toEqual(['Bakım', 'Yağ']);
  });

  it('refuses an empty body, too many tags and an unknown category with field codes', async () => {
    const empty = await as(t.app, author, { method: 'POST', url: '/api/blog/posts', payload: postBody({ body: '<p> </p><script>x</script>' }) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'BLOG_BODY_EMPTY', fields: { body: 'BLOG_BODY_EMPTY' } });
    const tags = await as(t.app, author, { method: 'POST', url: '/api/blog/posts', payload: postBody({ tags: Array.from({ length: 9 }, (_, i) => `etiket${i}`) }) });
    expect(tags.statusCode).toBe(400);
    expect(tags.json().error.fields.tags).toBe('TOO_MANY_TAGS');
    const category = await as(t.app, author, { method: 'POST', url: '/api/blog/posts', payload: { ...postBody(), category: 'all' } });
    expect(category.statusCode).toBe(400);
    expect(category.json().error.fields.category).toBe('VALUE_INVALID');
    const title = await as(t.app, author, { method: 'POST', url: '/api/blog/posts', payload: postBody({ title: '   ' }) });
    expect(title.json().error.fields.title).toBe('REQUIRED');
  });
});

describe('teaser and favorites', () => {
  it('teaser: 3 published posts, the featured one first, then the newest', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const old = await writePost(t.app, author, { title: 'Öne Çıkacak Eski Yazı' });
    for (let i = 0; i < 3; i++) await writePost(t.app, author, { title: `Teaser Yeni ${i}` });
    const res = await as(t.app, admin, { method: 'PATCH', url: `/api/blog/posts/${old.id}/moderation`, payload: { isFeatured: true } });
    expect(res.json().isFeatured).toBe(true);
    const teaser = (await get(null, '/api/blog/teaser')).json() as BlogPostCard[];
    expect(teaser).toHaveLength(3);
    expect(teaser[0]!.id).toBe(old.id);
    expect(teaser.slice(1).map((p) => p.title)).toEqual(['Teaser Yeni 2', 'Teaser Yeni 1']);
  });

  it('favorites: a member favorites a post; it is listed, flagged on the detail and removable', async () => {
    const post = await writePost(t.app, author, { title: 'Favori Olacak' });
    expect((await as(t.app, reader, { method: 'PUT', url: `/api/blog/posts/${post.id}/favorite` })).json()).toEqual({ favorited: true });
    expect((await as(t.app, reader, { method: 'PUT', url: `/api/blog/posts/${post.id}/favorite` })).statusCode).toBe(200);
    const favorites = (await get(reader, '/api/blog/favorites')).json();
    expect(favorites.items.map((p: BlogPostCard) => p.id)).toEqual([post.id]);
    expect((await get(reader, `/api/blog/posts/${post.slug}`)).json().favoritedByMe).toBe(true);
    // Garage favorites (GET /api/me/favorites) still list garages only.
    expect((await get(reader, '/api/me/favorites')).json().items).toEqual([]);
    await as(t.app, reader, { method: 'DELETE', url: `/api/blog/posts/${post.id}/favorite` });
    expect((await get(reader, '/api/blog/favorites')).json().items).toEqual([]);
  });
});

describe('images', () => {
  async function filesOf(imageId: string): Promise<string[]> {
    return readdir(path.join(t.dataDir, 'uploads', 'images', imageId)).catch(() => []);
  }

  it('takes the author\'s own post uploads as cover and in the body, and refuses others\' or garage ones', async () => {
    const cover = await uploadImage(t.app, author);
    const inline = await uploadImage(t.app, author);
    const post = await writePost(t.app, author, {
      title: 'Resimli Yazı',
      coverImageId: cover.id,
      body: `<p>Önce</p><img src="${inline.url}" alt="Pedal"><p>Sonra</p>`,
    });
    expect(post.cover?.id).toBe(cover.id);
    expect(post.cover?.srcset).toContain('320w');
    expect(post.bodyHtml).toContain(`<img src="${inline.url}" alt="Pedal" />`);

    const foreign = await uploadImage(t.app, reader);
    const garagePhoto = await uploadImage(t.app, author, 'garage');
    for (const [field, body] of [
      ['coverImageId', postBody({ coverImageId: foreign.id })],
      ['coverImageId', postBody({ coverImageId: garagePhoto.id })],
      ['body', postBody({ body: `<p>x</p><img src="${foreign.url}">` })],
    ] as const) {
      const res = await as(t.app, author, { method: 'POST', url: '/api/blog/posts', payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'IMAGE_NOT_FOUND', fields: { [field]: 'IMAGE_NOT_FOUND' } });
    }
  });

  it('keeps post images from the orphan sweeper, and deletes their files with the post', async () => {
    const cover = await uploadImage(t.app, author);
    const inline = await uploadImage(t.app, author);
    const orphan = await uploadImage(t.app, author);
    const post = await writePost(t.app, author, { title: 'Silinecek Resimli', coverImageId: cover.id, body: `<p>x</p><img src="${inline.url}">` });
    // A day later: the orphan goes, the post's images stay.
    await sweep(t.app, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await filesOf(orphan.id)).toEqual([]);
    expect((await filesOf(cover.id)).length).toBeGreaterThan(0);
    expect((await filesOf(inline.id)).length).toBeGreaterThan(0);

    const res = await as(t.app, author, { method: 'DELETE', url: `/api/blog/posts/${post.id}` });
    expect(res.statusCode).toBe(204);
    expect(await filesOf(cover.id)).toEqual([]);
    expect(await filesOf(inline.id)).toEqual([]);
    expect(await t.app.deps.db.select().from(images).where(eq(images.id, cover.id))).toEqual([]);
    expect(await t.app.deps.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([]);
  });

  it('deletes an image the edit removed, but keeps one another post of the author still shows', async () => {
    const shared = await uploadImage(t.app, author);
    const replaced = await uploadImage(t.app, author);
    const a = await writePost(t.app, author, { title: 'Ortak Resim A', coverImageId: replaced.id, body: `<p>a</p><img src="${shared.url}">` });
    await writePost(t.app, author, { title: 'Ortak Resim B', body: `<p>b</p><img src="${shared.url}">` });
    await as(t.app, author, { method: 'PUT', url: `/api/blog/posts/${a.id}`, payload: postBody({ title: 'Ortak Resim A', coverImageId: null, body: '<p>resimsiz</p>' }) });
    expect(await filesOf(replaced.id)).toEqual([]);
    expect((await filesOf(shared.id)).length).toBeGreaterThan(0);
  });
});

describe('sitemap', () => {
  it('lists published posts at /blog/{slug}, never drafts', async () => {
    const published = await writePost(t.app, author, { title: 'Haritada Görünür' });
    const draft = await writePost(t.app, author, { title: 'Haritada Yok', status: 'draft' });
    const xml = (await as(t.app, null, { method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain(`<loc>http://localhost:3000/blog/${published.slug}</loc>`);
    expect(xml).toContain('<loc>http://localhost:3000/blog</loc>');
    expect(xml).not.toContain(`/blog/${draft.slug}<`);
  });
});
