/** What other modules may use of the blog module: they import it from here, never from its files. */
export { deletePostCommentInTransaction } from './blog.comments.service.ts';
export { deletePostInTransaction, deleteUnusedImages } from './blog.service.ts';
