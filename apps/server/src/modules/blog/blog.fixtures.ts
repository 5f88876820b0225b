/**
 * Test fixtures of the blog API tests: a post body, writing a post through the API and
 * uploading a `post` image. Used by the blog.*.test.ts files only.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { BlogPostDetail, BlogPostInput } from '@garaj/shared';
import { as, type TestUser } from '../../../test/helpers.ts';

/** A valid post; `overrides` replace fields. */
export const postBody = (overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: 'Şanzıman Ayarı',
  excerpt: 'Vites geçişlerini yumuşatmanın yolları.',
  body: '<h2>Giriş</h2><p>Debriyaj boşluğu <strong>önemlidir</strong>.</p>',
  category: 'guides',
  tags: ['şanzıman', 'bakım'],
  status: 'published',
  ...overrides,
});

/** Writes a post as `user` (published unless said otherwise) and returns the stored post. */
export async function writePost(app: FastifyInstance, user: TestUser, overrides: Partial<BlogPostInput> = {}): Promise<BlogPostDetail> {
  const res = await as(app, user, { method: 'POST', url: '/api/blog/posts', payload: postBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`post not created: ${res.statusCode} ${res.body}`);
  return res.json<BlogPostDetail>();
}

const BOUNDARY = '----garajBlogTestBoundary';

/** Uploads a small PNG through POST /api/images?purpose=… as `user`; returns the ImageView. */
export async function uploadImage(app: FastifyInstance, user: TestUser, purpose: 'post' | 'garage' = 'post'): Promise<{ id: string; url: string }> {
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } }).png().toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await as(app, user, {
    method: 'POST',
    url: `/api/images?purpose=${purpose}`,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string; url: string }>();
}
