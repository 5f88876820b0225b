/** Forum categories (admins): create, update, delete, each with its one audit row. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type forumCategoryInput, type forumCategoryUpdateInput } from '@garaj/shared';
import { type Db } from '../../db/client.ts';
import { forumCategories, forumTopics } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type Viewer } from '../../lib/session.ts';

/** Validated category bodies (defaults applied). */
export type CategoryData = z.output<typeof forumCategoryInput>;
export type CategoryUpdateData = z.output<typeof forumCategoryUpdateInput>;

/** The columns an admin writes on create and update (the id is given once, on create). */
const editableColumns = (input: CategoryUpdateData) => ({
  name: input.name,
  nameEn: input.nameEn,
  description: input.description,
  descriptionEn: input.descriptionEn,
  icon: input.icon,
  isQa: input.isQa,
  position: input.position,
});

/** Admin: POST /api/forum/categories; one audit row `forum_category.create`. @throws 409 FORUM_CATEGORY_EXISTS */
export async function createCategory(db: Db, actor: Viewer, input: CategoryData): Promise<string> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(forumCategories)
      .values({ id: input.id, ...editableColumns(input) })
      .onConflictDoNothing()
      .returning({ id: forumCategories.id });
    if (!inserted.length) throw conflict('FORUM_CATEGORY_EXISTS', { id: 'FORUM_CATEGORY_EXISTS' });
    await recordAudit(tx, {
      actor,
      action: 'forum_category.create',
      targetType: 'forum_category',
      targetId: input.id,
      targetLabel: input.name,
      after: { ...input },
    });
    return input.id;
  });
}

/** Admin: PUT /api/forum/categories/:id; one audit row `forum_category.update` (before/after). @throws 404 FORUM_CATEGORY_NOT_FOUND */
export async function updateCategory(db: Db, actor: Viewer, id: string, input: CategoryUpdateData): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        name: forumCategories.name,
        nameEn: forumCategories.nameEn,
        description: forumCategories.description,
        descriptionEn: forumCategories.descriptionEn,
        icon: forumCategories.icon,
        isQa: forumCategories.isQa,
        position: forumCategories.position,
      })
      .from(forumCategories)
      .where(eq(forumCategories.id, id))
      .for('update');
    if (!before) throw notFound('FORUM_CATEGORY_NOT_FOUND');
    const updated = await tx
      .update(forumCategories)
      .set(editableColumns(input))
      .where(eq(forumCategories.id, id))
      .returning({ id: forumCategories.id });
    if (!updated.length) throw notFound('FORUM_CATEGORY_NOT_FOUND');
    await recordAudit(tx, {
      actor,
      action: 'forum_category.update',
      targetType: 'forum_category',
      targetId: id,
      targetLabel: input.name,
      before,
      after: { ...input },
    });
  });
}

/**
 * Admin: DELETE /api/forum/categories/:id — refused while it has topics.
 * @throws 404 FORUM_CATEGORY_NOT_FOUND, 409 FORUM_CATEGORY_NOT_EMPTY
 */
export async function deleteCategory(db: Db, actor: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: forumCategories.id, name: forumCategories.name }).from(forumCategories).where(eq(forumCategories.id, id)).for('update');
    if (!row) throw notFound('FORUM_CATEGORY_NOT_FOUND');
    const [topic] = await tx.select({ id: forumTopics.id }).from(forumTopics).where(eq(forumTopics.categoryId, id)).limit(1);
    if (topic) throw conflict('FORUM_CATEGORY_NOT_EMPTY');
    await tx.delete(forumCategories).where(eq(forumCategories.id, id));
    await recordAudit(tx, { actor, action: 'forum_category.delete', targetType: 'forum_category', targetId: id, targetLabel: row.name });
  });
}
