/**
 * Serves what is not /api: uploaded images under /media (from the storage driver, long cache,
 * nosniff), the built React app's files, and index.html for every client route — with Open
 * Graph/Twitter tags filled in for /garage/{id}, /garaj/{username} and /user/{username}.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from './lib/errors.ts';
import { pageMeta, renderMetaTags } from './modules/seo/seo.service.ts';

const MEDIA_KEY = /^images\/[0-9a-f-]{36}\/\d{1,5}\.webp$/;

export async function registerWeb(app: FastifyInstance) {
  const { storage, env } = app.deps;

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!MEDIA_KEY.test(key)) throw notFound('IMAGE_NOT_FOUND');
    const object = await storage.get(key);
    if (!object) throw notFound('IMAGE_NOT_FOUND');
    reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    return reply.send(object.body);
  });

  const dist = env.WEB_DIST;
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const template = hasWeb ? readFileSync(indexFile, 'utf8') : null;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: false,
      // Our own cache headers (setHeaders); the plugin's default would overwrite them with max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  async function sendApp(url: string, reply: FastifyReply) {
    if (!template) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    const meta = await pageMeta(app, url);
    const tags = renderMetaTags(meta, app.deps.publicUrl);
    // A replacer function, not a replacement string: member text may hold `$&`, `$'`, `` $` `` (issue 11 §4).
    const html = template.replace('<!--app-meta-->', () => tags);
    return reply.status(meta.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw notFound();
    }
    return sendApp(url, reply);
  });
}
