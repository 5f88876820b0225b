/**
 * Attached documents (a modification's dyno sheet, a listing's expert report): uploaded with
 * `POST /api/documents?purpose=…` (multipart `file`: PDF, JPEG, PNG or WebP, at most 10 MB),
 * then referred to by id from the modification or the listing.
 */
import { z } from 'zod';

export const DOCUMENT_PURPOSES = ['dyno_sheet', 'expert_report'] as const;
export type DocumentPurpose = (typeof DOCUMENT_PURPOSES)[number];

/** The upload's query string. */
export const documentUploadQuery = z.object({ purpose: z.enum(DOCUMENT_PURPOSES, { message: 'VALUE_INVALID' }) });

/** A stored document as the API shows it. */
export interface DocumentRef {
  id: string;
  /** `pdf`: served as `application/pdf`; `image`: one WebP. */
  kind: 'pdf' | 'image';
  /** Where the file is read (`/api/documents/<id>/file`). */
  url: string;
  /** The uploaded file's name. */
  name: string;
  /** Stored size in bytes. */
  bytes: number;
  /** When it was uploaded (ISO 8601, UTC). */
  createdAt: string;
}
