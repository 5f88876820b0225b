/**
 * What the forum sends to clients (packages/shared/src/schemas/forum.ts). Never the author's
 * e-mail, role, `search_text` or `body_text`; viewer-specific fields only in viewer answers
 * (public realtime payloads use {@link presentTopic} and {@link presentPublicReply}).
 */
import {
  forumLevel,
  type ForumAuthor,
  type ForumCategory,
  type PublicReply,
  type Reply,
  type TopMember,
  type TopicDetail,
  type TopicSummary,
} from '@garaj/shared';
import { presentImageOrUrl } from '../../lib/image-view.ts';
import { isModerator, type Viewer } from '../../lib/session.ts';
import type { AuthorRow, CategoryRow, ReplyRow, TopicDetailRow, TopicRow } from './forum.queries.ts';

export function presentAuthor(row: AuthorRow): ForumAuthor {
  return {
    id: row.id,
    username: row.username,
    displayName: row.fullName?.trim() || row.username,
    avatar: presentImageOrUrl(row.avatarImage, row.avatarUrl),
    isExpert: row.isExpert,
    reputation: row.reputation,
    ...forumLevel(row.reputation),
  };
}

export function presentTopMember(row: AuthorRow): TopMember {
  return { ...presentAuthor(row), postsCount: row.postsCount };
}

export function presentTopic(row: TopicRow): TopicSummary {
  return {
    id: row.id,
    categoryId: row.categoryId,
    kind: row.kind,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags,
    isUrgent: row.isUrgent,
    status: row.status,
    isPinned: row.isPinned,
    isLocked: row.isLocked,
    author: presentAuthor(row.author),
    createdAt: row.createdAt.toISOString(),
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
    lastReplyBy: row.lastReplyBy,
    repliesCount: row.repliesCount,
    viewsCount: row.viewsCount,
    score: row.score,
    upvotesCount: row.upvotesCount,
    hasAcceptedAnswer: row.acceptedReplyId !== null,
  };
}

/** What a viewer may do with a topic (the API enforces the same rules). */
export function topicPermissions(row: Pick<TopicRow, 'kind' | 'status' | 'isLocked' | 'author' | 'repliesCount'>, viewer: Viewer | null) {
  const isMine = viewer?.id === row.author.id;
  const moderator = isModerator(viewer);
  return {
    canReply: Boolean(viewer?.emailVerified) && !row.isLocked && row.status !== 'closed',
    canAccept: row.kind === 'question' && (isMine || viewer?.role === 'admin'),
    canModerate: moderator,
    canClose: isMine || moderator,
    // The author deletes their topic while nobody has answered it; moderators always.
    canDelete: (isMine && row.repliesCount === 0) || moderator,
    canEdit: isMine && !row.isLocked,
    isMine,
  };
}

export function presentTopicDetail(row: TopicDetailRow, viewer: Viewer | null): TopicDetail {
  return {
    ...presentTopic(row),
    bodyHtml: row.bodyHtml,
    acceptedReplyId: row.acceptedReplyId,
    editedAt: row.editedAt?.toISOString() ?? null,
    myVote: viewer ? row.myVote : 0,
    ...topicPermissions(row, viewer),
    // Moderators and the author see that (and why) a moderator hid it.
    ...(row.hidden && (isModerator(viewer) || viewer?.id === row.author.id) ? { hidden: row.hidden } : {}),
  };
}

export function presentPublicReply(row: ReplyRow): PublicReply {
  return {
    id: row.id,
    topicId: row.topicId,
    bodyHtml: row.bodyHtml,
    author: presentAuthor(row.author),
    createdAt: row.createdAt.toISOString(),
    score: row.score,
    upvotesCount: row.upvotesCount,
    isAccepted: row.isAccepted,
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export function presentReply(row: ReplyRow, viewer: Viewer | null): Reply {
  const isMine = viewer?.id === row.author.id;
  return {
    ...presentPublicReply(row),
    myVote: viewer ? row.myVote : 0,
    canDelete: isMine || isModerator(viewer),
    canEdit: isMine,
    isMine,
    ...(row.hidden ? { hidden: row.hidden } : {}),
  };
}

export function presentCategory(row: CategoryRow): ForumCategory {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    icon: row.icon,
    isQa: row.isQa,
    position: row.position,
    topicsCount: row.topicsCount,
    repliesCount: row.repliesCount,
    membersCount: row.membersCount,
    lastPost: row.lastPost ? { ...row.lastPost, at: row.lastPost.at.toISOString() } : null,
  };
}
