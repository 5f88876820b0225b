/** What other modules may use of the documents module: they import it from here, never from its files. */
export { claimDocument, documentRefs, presentDocument } from './documents.service.ts';
