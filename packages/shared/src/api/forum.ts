/** The forum endpoints (method, path, inputs, answer; see define.ts). */
import { forumCategoryParam, userIdParam } from '../schemas/route-inputs.ts';
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { acceptInput, editTopicInput, expertInput, forumCategoryInput, forumCategoryUpdateInput, newReplyInput, newTopicInput, replyListQuery, topMembersQuery, topicListQuery, topicModerationInput, voteInput, type ForumCategory, type ForumPage, type ForumRevision, type ForumStats, type Reply, type TopMember, type TopicDetail, type TopicPage, type VoteState } from '../schemas/forum.ts';

export const forumApi = {
  getCategories: defineRoute({ method: 'GET', path: '/api/forum/categories', response: output<ForumCategory[]>() }),
  getCategory: defineRoute({ method: 'GET', path: '/api/forum/categories/:id', params: forumCategoryParam, response: output<ForumCategory>() }),
  createCategory: defineRoute({ method: 'POST', path: '/api/forum/categories', body: forumCategoryInput, response: output<ForumCategory>() }),
  updateCategory: defineRoute({ method: 'PUT', path: '/api/forum/categories/:id', params: forumCategoryParam, body: forumCategoryUpdateInput, response: output<ForumCategory>() }),
  deleteCategory: defineRoute({ method: 'DELETE', path: '/api/forum/categories/:id', params: forumCategoryParam }),
  getTopics: defineRoute({ method: 'GET', path: '/api/forum/topics', query: topicListQuery, response: output<TopicPage>() }),
  createTopic: defineRoute({ method: 'POST', path: '/api/forum/topics', body: newTopicInput, response: output<TopicDetail>() }),
  getTopic: defineRoute({ method: 'GET', path: '/api/forum/topics/:id', params: uuidParam, response: output<TopicDetail>() }),
  updateTopic: defineRoute({ method: 'PATCH', path: '/api/forum/topics/:id', params: uuidParam, body: topicModerationInput, response: output<TopicDetail>() }),
  deleteTopic: defineRoute({ method: 'DELETE', path: '/api/forum/topics/:id', params: uuidParam }),
  acceptReply: defineRoute({ method: 'PUT', path: '/api/forum/topics/:id/accepted-reply', params: uuidParam, body: acceptInput, response: output<TopicDetail>() }),
  voteTopic: defineRoute({ method: 'PUT', path: '/api/forum/topics/:id/vote', params: uuidParam, body: voteInput, response: output<VoteState>() }),
  getReplies: defineRoute({ method: 'GET', path: '/api/forum/topics/:id/replies', params: uuidParam, query: replyListQuery, response: output<ForumPage<Reply>>() }),
  createReply: defineRoute({ method: 'POST', path: '/api/forum/topics/:id/replies', params: uuidParam, body: newReplyInput, response: output<Reply>() }),
  deleteReply: defineRoute({ method: 'DELETE', path: '/api/forum/replies/:id', params: uuidParam }),
  /** The author edits their topic's title and body (earlier versions kept for moderators). */
  editTopic: defineRoute({ method: 'PUT', path: '/api/forum/topics/:id/content', params: uuidParam, body: editTopicInput, response: output<TopicDetail>() }),
  /** The author edits their answer. */
  editReply: defineRoute({ method: 'PUT', path: '/api/forum/replies/:id', params: uuidParam, body: newReplyInput, response: output<Reply>() }),
  /** Earlier versions, newest first (moderators). */
  getTopicRevisions: defineRoute({ method: 'GET', path: '/api/forum/topics/:id/revisions', params: uuidParam, response: output<{ items: ForumRevision[] }>() }),
  getReplyRevisions: defineRoute({ method: 'GET', path: '/api/forum/replies/:id/revisions', params: uuidParam, response: output<{ items: ForumRevision[] }>() }),
  voteReply: defineRoute({ method: 'PUT', path: '/api/forum/replies/:id/vote', params: uuidParam, body: voteInput, response: output<VoteState>() }),
  getForumStats: defineRoute({ method: 'GET', path: '/api/forum/stats', response: output<ForumStats>() }),
  getTopMembers: defineRoute({ method: 'GET', path: '/api/forum/top-members', query: topMembersQuery, response: output<TopMember[]>() }),
  setUserExpert: defineRoute({ method: 'PUT', path: '/api/admin/users/:id/expert', params: userIdParam, body: expertInput, response: output<{ isExpert: boolean }>() }),
};
