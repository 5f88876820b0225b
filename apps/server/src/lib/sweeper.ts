/**
 * Periodic clean-up, safe to run on several instances at once (every step is idempotent):
 * deletes images nobody references for 24 hours (files first, then rows; "references" as
 * lib/image-references.ts defines them: garage photos, avatars, blog post covers and bodies),
 * documents nothing refers to for 24 hours (lib/document-references.ts), and view-dedup rows (garages, blog posts, forum topics) older than two days. Runs at start and hourly.
 */
import { and, inArray, lt, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { blogPostViews, documents, forumTopicViews, garageViews, images } from '../db/schema/index.ts';
import { documentInUse } from './document-references.ts';
import { imageInUse } from './image-references.ts';
import { imagePrefix } from './image-view.ts';
import { documentKey } from './document-keys.ts';

const HOUR_MS = 60 * 60 * 1000;

/** One sweep; returns how many orphaned images, orphaned documents and view rows were removed. */
export async function sweep(app: FastifyInstance, now = new Date()): Promise<{ images: number; documents: number; views: number }> {
  const { db, storage } = app.deps;
  const cutoff = new Date(now.getTime() - 24 * HOUR_MS);
  const orphans = await db
    .select({ id: images.id })
    .from(images)
    .where(
      and(lt(images.createdAt, cutoff), not(imageInUse(images.id, images.ownerId))),
    )
    .limit(500);
  for (const { id } of orphans) await storage.deletePrefix(imagePrefix(id));
  if (orphans.length) await db.delete(images).where(inArray(images.id, orphans.map((o) => o.id)));
  const orphanDocuments = await db
    .select({ id: documents.id, kind: documents.kind })
    .from(documents)
    .where(and(lt(documents.createdAt, cutoff), not(documentInUse(documents.id))))
    .limit(500);
  if (orphanDocuments.length) {
    await storage.deleteMany(orphanDocuments.map((d) => documentKey(d.id, d.kind)));
    await db.delete(documents).where(and(inArray(documents.id, orphanDocuments.map((d) => d.id)), not(documentInUse(documents.id))));
  }
  const day = new Date(now.getTime() - 2 * 24 * HOUR_MS).toISOString().slice(0, 10);
  const deletedViews = await db.delete(garageViews).where(lt(garageViews.day, day)).returning({ id: garageViews.garageId });
  const deletedPostViews = await db.delete(blogPostViews).where(lt(blogPostViews.day, day)).returning({ id: blogPostViews.postId });
  const deletedTopicViews = await db.delete(forumTopicViews).where(lt(forumTopicViews.day, day)).returning({ id: forumTopicViews.topicId });
  return { images: orphans.length, documents: orphanDocuments.length, views: deletedViews.length + deletedPostViews.length + deletedTopicViews.length };
}

/** Starts the hourly sweep; returns a function that stops it. */
export function startSweeper(app: FastifyInstance): () => void {
  const run = () => sweep(app).catch((err) => app.log.error({ err }, 'sweep failed'));
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
