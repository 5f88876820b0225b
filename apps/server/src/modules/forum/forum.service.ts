/**
 * Q&A and forum logic (docs/decisions/006-discussion-model.md): the writes, one file per seam.
 * Knows nothing of HTTP: takes the viewer and validated input, throws `AppError` codes. The
 * consistency rules every write keeps (counters in the transaction of their rows, one lock
 * order, events after commit) and the helpers they share are in forum.tx.ts.
 */
export { createCategory, deleteCategory, updateCategory, type CategoryData, type CategoryUpdateData } from './forum.categories.ts';
export { countTopicView, createTopic, deleteTopic, deleteTopicInTransaction, moderateTopic, setTopicHiddenInTransaction } from './forum.topics.ts';
export { createReply, deleteReply, deleteReplyInTransaction, setReplyHiddenInTransaction, type ReplyDeletedEvent } from './forum.replies.ts';
export { acceptReply, castVote } from './forum.votes.ts';
export { forumStats, setExpert, topMemberIds } from './forum.members.ts';
export { votePoints, type ForumDeps } from './forum.tx.ts';
