/** Where a document's file lives in storage, and its address under `/media/` (web.ts delivers it). */

/** Storage key of a document's file: `documents/<id>.pdf` or `documents/<id>.webp`. */
export const documentKey = (id: string, kind: 'pdf' | 'image') => `documents/${id}.${kind === 'pdf' ? 'pdf' : 'webp'}`;

/** A document's storage key, as the media route accepts it. */
export const DOCUMENT_MEDIA_KEY = /^documents\/[0-9a-f-]{36}\.(pdf|webp)$/;
