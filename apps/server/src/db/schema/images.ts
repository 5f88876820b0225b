/**
 * Uploaded images. Files live in the storage driver under `images/<id>/<width>.webp`;
 * this row records who uploaded it and which widths exist. An image not referenced by a
 * garage photo or an avatar for a day is an orphan and is swept (lib/sweeper.ts).
 */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn } from './columns.ts';

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: memberRef('owner_id'),
    /** `post`: a blog post's cover or an image inside a post's body; `competition` / `event`: their cover (admins); `message`: a private message's image. */
    purpose: text('purpose', { enum: ['garage', 'avatar', 'post', 'competition', 'event', 'message'] }).notNull(),
    /** Original (oriented) size in pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Widths (px) of the stored WebP variants, ascending. */
    variants: integer('variants').array().notNull(),
    /** Total stored bytes over all variants. */
    bytes: integer('bytes').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId), index('images_created_at_idx').on(t.createdAt)],
);
