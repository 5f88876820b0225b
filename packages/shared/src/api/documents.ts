/** The documents endpoint (method, path, inputs, answer; see define.ts). */
import { documentUploadQuery, type DocumentRef } from '../schemas/documents.ts';
import { defineRoute, output } from './define.ts';

export const documentsApi = {
  uploadDocument: defineRoute({ method: 'POST', path: '/api/documents', query: documentUploadQuery, response: output<DocumentRef>() }),
};
