/**
 * Open Graph and Twitter card tags for shareable pages (PRODUCT.md Sharing):
 * /garage/{id}, /garaj/{username} and /user/{username} get the garage's name, owner and
 * photo, or the member's name and avatar; other paths get the site defaults.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { usernameKey } from '@garaj/shared';
import { garagePhotos, garages, images, profiles, users } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/html.ts';
import { presentImageOrUrl } from '../../lib/image-view.ts';

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  type: 'website' | 'article' | 'profile';
  /** HTTP status for the HTML response (the SPA still renders its own not-found screen). */
  status: number;
}

const SITE_TITLE = 'Garaj — Otomobil ve motosiklet tutkunlarının topluluğu';
const SITE_DESCRIPTION = 'Sanal garajını oluştur, aracının fotoğraflarını ve modifikasyonlarını paylaş, diğer tutkunlarla tanış.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const defaults = (): PageMeta => ({ title: SITE_TITLE, description: SITE_DESCRIPTION, image: null, type: 'website', status: 200 });

const excerpt = (text: string | null | undefined, fallback: string) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t ? (t.length > 180 ? `${t.slice(0, 177)}…` : t) : fallback;
};

async function garageMeta(app: FastifyInstance, where: ReturnType<typeof eq>): Promise<PageMeta | null> {
  const db = app.deps.db;
  const [row] = await db
    .select({ id: garages.id, name: garages.name, description: garages.description, brand: garages.carBrand, model: garages.carModel, owner: users.displayUsername })
    .from(garages)
    .innerJoin(users, eq(users.id, garages.userId))
    .where(where)
    .orderBy(desc(garages.createdAt))
    .limit(1);
  if (!row) return null;
  const [cover] = await db
    .select({ imageId: garagePhotos.imageId, url: garagePhotos.externalUrl, image: images })
    .from(garagePhotos)
    .leftJoin(images, eq(images.id, garagePhotos.imageId))
    .where(eq(garagePhotos.garageId, row.id))
    .orderBy(garagePhotos.position)
    .limit(1);
  const view = cover ? presentImageOrUrl(cover.image, cover.url) : null;
  return {
    title: `${row.name} — @${row.owner} | Garaj`,
    description: excerpt(row.description, `${row.brand} ${row.model} — @${row.owner} garajı`),
    image: view?.url ?? null,
    type: 'article',
    status: 200,
  };
}

/** Meta for a request path (query string ignored). Never throws: falls back to defaults. */
export async function pageMeta(app: FastifyInstance, url: string): Promise<PageMeta> {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
    const [, first, second] = pathname.split('/');
    if (first === 'garage' && second && UUID.test(second)) {
      return (await garageMeta(app, eq(garages.id, second))) ?? { ...defaults(), status: 404 };
    }
    if (first === 'garaj' && second) {
      const user = await app.deps.db.query.users.findFirst({ where: eq(users.username, usernameKey(second)), columns: { id: true } });
      return (user && (await garageMeta(app, eq(garages.userId, user.id)))) || { ...defaults(), status: user ? 200 : 404 };
    }
    if (first === 'user' && second) {
      const [row] = await app.deps.db
        .select({ username: users.displayUsername, fullName: profiles.fullName, bio: profiles.bio, avatarUrl: profiles.avatarUrl, image: images })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(images, and(eq(images.id, profiles.avatarImageId)))
        .where(eq(users.username, usernameKey(second)))
        .limit(1);
      if (!row) return { ...defaults(), status: 404 };
      return {
        title: `${row.fullName ?? row.username} (@${row.username}) | Garaj`,
        description: excerpt(row.bio, `@${row.username} Garaj'da`),
        image: presentImageOrUrl(row.image, row.avatarUrl)?.url ?? null,
        type: 'profile',
        status: 200,
      };
    }
  } catch (error) {
    app.log.warn({ err: error, url }, 'page meta failed');
  }
  return defaults();
}


/** `<title>` plus og:* and twitter:* tags, every value HTML-escaped; relative images made absolute. */
export function renderMetaTags(meta: PageMeta, publicUrl: string): string {
  const image = meta.image ? (meta.image.startsWith('/') ? `${publicUrl}${meta.image}` : meta.image) : `${publicUrl}/og-default.png`;
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:site_name', 'Garaj'],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:image', image],
    ['property', 'og:locale', 'tr_TR'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', image],
  ];
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}
