/** What other modules may use of the blog module: they import it from here, never from its files. */
export { postCommentKind, postKind } from './blog.content-kinds.ts';
