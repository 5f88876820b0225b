/** The blog endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { blogCommentInput, blogListQuery, blogModerationInput, blogPostInput, blogSlugParam, type BlogComment, type BlogLikeState, type BlogPostCard, type BlogPostDetail, type BlogPostListPage, type BlogPostRevision, type BlogViewState } from '../schemas/blog.ts';
import { pageQuery, uuidParam, type Page } from '../schemas/common.ts';
import { type CommentRevision, type FavoriteState } from '../schemas/garage.ts';

export const blogApi = {
  getPosts: defineRoute({ method: 'GET', path: '/api/blog/posts', query: blogListQuery, response: output<BlogPostListPage>() }),
  getTeaser: defineRoute({ method: 'GET', path: '/api/blog/teaser', response: output<BlogPostCard[]>() }),
  getMyPosts: defineRoute({ method: 'GET', path: '/api/blog/mine', query: pageQuery, response: output<Page<BlogPostCard>>() }),
  getFavoritePosts: defineRoute({ method: 'GET', path: '/api/blog/favorites', query: pageQuery, response: output<Page<BlogPostCard>>() }),
  getPost: defineRoute({ method: 'GET', path: '/api/blog/posts/:slug', params: blogSlugParam, response: output<BlogPostDetail>() }),
  createPost: defineRoute({ method: 'POST', path: '/api/blog/posts', body: blogPostInput, response: output<BlogPostDetail>() }),
  updatePost: defineRoute({ method: 'PUT', path: '/api/blog/posts/:id', params: uuidParam, body: blogPostInput, response: output<BlogPostDetail>() }),
  /** The earlier versions of a published post, newest first (moderators). */
  getPostRevisions: defineRoute({ method: 'GET', path: '/api/blog/posts/:id/revisions', params: uuidParam, response: output<{ items: BlogPostRevision[] }>() }),
  deletePost: defineRoute({ method: 'DELETE', path: '/api/blog/posts/:id', params: uuidParam }),
  moderatePost: defineRoute({ method: 'PATCH', path: '/api/blog/posts/:id/moderation', params: uuidParam, body: blogModerationInput, response: output<BlogPostDetail>() }),
  recordPostView: defineRoute({ method: 'POST', path: '/api/blog/posts/:id/views', params: uuidParam, response: output<BlogViewState>() }),
  likePost: defineRoute({ method: 'PUT', path: '/api/blog/posts/:id/like', params: uuidParam, response: output<BlogLikeState>() }),
  unlikePost: defineRoute({ method: 'DELETE', path: '/api/blog/posts/:id/like', params: uuidParam, response: output<BlogLikeState>() }),
  favoritePost: defineRoute({ method: 'PUT', path: '/api/blog/posts/:id/favorite', params: uuidParam, response: output<FavoriteState>() }),
  unfavoritePost: defineRoute({ method: 'DELETE', path: '/api/blog/posts/:id/favorite', params: uuidParam, response: output<FavoriteState>() }),
  getPostComments: defineRoute({ method: 'GET', path: '/api/blog/posts/:id/comments', params: uuidParam, query: pageQuery, response: output<Page<BlogComment>>() }),
  createPostComment: defineRoute({ method: 'POST', path: '/api/blog/posts/:id/comments', params: uuidParam, body: blogCommentInput, response: output<BlogComment>() }),
  deletePostComment: defineRoute({ method: 'DELETE', path: '/api/blog/comments/:id', params: uuidParam }),
  /** The author edits their comment (earlier versions kept for moderators). */
  updatePostComment: defineRoute({ method: 'PUT', path: '/api/blog/comments/:id', params: uuidParam, body: blogCommentInput, response: output<BlogComment>() }),
  /** The earlier versions of a comment, newest first (moderators). */
  getPostCommentRevisions: defineRoute({ method: 'GET', path: '/api/blog/comments/:id/revisions', params: uuidParam, response: output<{ items: CommentRevision[] }>() }),
};
