/**
 * Attached files that are not photos (a modification's dyno sheet, a listing's expert report).
 * Files live in the storage driver under `documents/<id>.pdf` (a PDF as uploaded, its signature
 * checked) or `documents/<id>.webp` (an image re-encoded without metadata). A document nothing
 * refers to for a day is an orphan and is swept (lib/document-references.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { memberRef, createdAtColumn } from './columns.ts';

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: memberRef('owner_id'),
    /** DOCUMENT_PURPOSES: `dyno_sheet`, `expert_report`. */
    purpose: text('purpose', { enum: ['dyno_sheet', 'expert_report'] }).notNull(),
    kind: text('kind', { enum: ['pdf', 'image'] }).notNull(),
    /** The uploaded file's name, cleaned (shown as the link text and the download name). */
    name: text('name').notNull(),
    /** Stored bytes. */
    bytes: integer('bytes').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('documents_owner_idx').on(t.ownerId),
    index('documents_created_at_idx').on(t.createdAt),
    check('documents_kind', sql`${t.kind} IN ('pdf', 'image')`),
    check('documents_purpose', sql`${t.purpose} IN ('dyno_sheet', 'expert_report')`),
  ],
);
