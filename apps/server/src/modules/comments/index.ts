/** What other modules may use of the comments module: they import it from here, never from its files. */
export {
  canDeleteComment,
  createComment,
  deleteComment,
  deleteCommentInTransaction,
  listComments,
  setCommentHiddenInTransaction,
  type CommentParent,
  type CommentRow,
} from './comments.service.ts';
export { canEditComment, editComment, listCommentRevisions } from './comments.edits.ts';
