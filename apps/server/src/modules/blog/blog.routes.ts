/**
 * Blog endpoints (docs/api.md "Blog"): list, teaser, detail by slug, the member's
 * own posts and favorites, create/edit/delete, earlier versions of edited posts, moderation, views, likes, favorites, comments
 * (and their edits and earlier versions).
 * Handlers only parse (zod route schemas), ask who is calling, call a service and present.
 *
 * Who may write: members with a verified e-mail create and edit (their own posts), like and
 * comment (lib/require-verified.ts); deleting, unliking, favorites and reading stay open to any
 * signed-in member, as for garages. Writes are rate-limited per client address.
 */
import type { FastifyInstance } from 'fastify';
import { blogApi } from '@garaj/shared';
import { queryKey, sendSharedAnswer, sharedAnswers } from '../../lib/answer-cache.ts';
import { LIST_READ_LIMIT } from '../../lib/rate-limit.ts';
import { requireVerifiedViewer } from '../../lib/require-verified.ts';
import { route } from '../../lib/route.ts';
import { getViewer, requireModerator, requireViewer } from '../../lib/session.ts';
import { viewKeys } from '../../lib/visitor.ts';
import { createComment, deleteComment, editComment, listCommentRevisions, listComments } from '../comments/index.ts';
import { postCommentParent } from './blog.comment-parent.ts';
import { listPostRevisions } from './blog.edits.ts';
import { presentComment, presentCursorPage, presentPostCard, presentPostDetail, presentPostPage } from './blog.presenter.ts';
import { countPostView, favoritePost, likePost, unfavoritePost, unlikePost, utcDay } from './blog.reactions.service.ts';
import {
  createPost,
  deletePost,
  favoritePosts,
  getPostDetail,
  listPosts,
  moderatePost,
  myPosts,
  postForViewer,
  teaserPosts,
  updatePost,
  type BlogDeps,
} from './blog.service.ts';

const tags = ['blog'];
/** New posts: a few a minute per address is plenty for a person, little for a spammer. */
export const POST_CREATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** Comments, as a conversation goes. */
export const COMMENT_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Edits, deletes, moderation. */
export const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** Likes, favorites, views. */
export const REACTION_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** The visitor cookie of blog views is scoped to the blog API (lib/visitor.ts). */
const VIEW_COOKIE_PATH = '/api/blog';

export async function blogRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const deps: BlogDeps = { db, storage: app.deps.storage, log: app.log };

  route(app, blogApi.getPosts, { schema: { tags }, config: LIST_READ_LIMIT }, async (request, reply) => {
    // The list is the same for everyone: every reader shares it for a second (lib/answer-cache.ts).
    const page = async () => presentPostPage(await listPosts(db, request.query));
    return sendSharedAnswer(request, reply, sharedAnswers(db), `blog:${queryKey(request.query)}`, page);
  });

  route(app, blogApi.getTeaser, { schema: { tags } }, async () => (await teaserPosts(db)).map(presentPostCard));

  route(app, blogApi.getMyPosts, { schema: { tags } }, async (request) =>
    presentCursorPage(await myPosts(db, await requireViewer(request), request.query)),
  );

  route(app, blogApi.getFavoritePosts, { schema: { tags } }, async (request) =>
    presentCursorPage(await favoritePosts(db, await requireViewer(request), request.query)),
  );

  route(app, blogApi.getPost, { schema: { tags } }, async (request) =>
    presentPostDetail(await getPostDetail(db, request.params.slug, await getViewer(request))),
  );

  route(app, blogApi.createPost, { schema: { tags }, config: POST_CREATE_LIMIT }, async (request, reply) => {
    const viewer = await requireVerifiedViewer(request);
    const { id } = await createPost(deps, viewer, request.body);
    return reply.status(201).send(presentPostDetail(await postForViewer(db, id, viewer)));
  });

  route(app, blogApi.updatePost, { schema: { tags }, config: WRITE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    await updatePost(deps, viewer, request.params.id, request.body);
    return presentPostDetail(await postForViewer(db, request.params.id, viewer));
  });

  route(app, blogApi.getPostRevisions, { schema: { tags } }, async (request) => {
    await requireModerator(request);
    return { items: await listPostRevisions(db, request.params.id) };
  });

  route(app, blogApi.deletePost, { schema: { tags }, config: WRITE_LIMIT }, async (request, reply) => {
    await deletePost(deps, await requireViewer(request), request.params.id);
    return reply.status(204).send();
  });

  route(
    app,
    blogApi.moderatePost,
    { schema: { tags }, config: WRITE_LIMIT },
    async (request) => {
      const viewer = await requireViewer(request);
      await moderatePost(db, viewer, request.params.id, request.body);
      return presentPostDetail(await postForViewer(db, request.params.id, viewer));
    },
  );

  // Who counts as one visitor: lib/visitor.ts (may set the visitor cookie on the reply).
  route(app, blogApi.recordPostView, { schema: { tags }, config: REACTION_LIMIT }, async (request, reply) => {
    const day = utcDay();
    const keys = viewKeys(await getViewer(request), request, reply, app.deps.auth.options.secret, day, VIEW_COOKIE_PATH);
    return countPostView(db, request.params.id, keys, day);
  });

  route(app, blogApi.likePost, { schema: { tags }, config: REACTION_LIMIT }, async (request) =>
    likePost(db, (await requireVerifiedViewer(request)).id, request.params.id),
  );
  route(app, blogApi.unlikePost, { schema: { tags }, config: REACTION_LIMIT }, async (request) =>
    unlikePost(db, (await requireViewer(request)).id, request.params.id),
  );
  route(app, blogApi.favoritePost, { schema: { tags }, config: REACTION_LIMIT }, async (request) =>
    favoritePost(db, (await requireViewer(request)).id, request.params.id),
  );
  route(app, blogApi.unfavoritePost, { schema: { tags }, config: REACTION_LIMIT }, async (request) =>
    unfavoritePost(db, (await requireViewer(request)).id, request.params.id),
  );

  route(app, blogApi.getPostComments, { schema: { tags } }, async (request) => {
    const viewer = await getViewer(request);
    const page = await listComments(db, postCommentParent, request.params.id, viewer, request.query);
    return { items: page.rows.map((row) => presentComment(row, viewer)), nextCursor: page.nextCursor };
  });

  route(
    app,
    blogApi.createPostComment,
    { schema: { tags }, config: COMMENT_LIMIT },
    async (request, reply) => {
      const viewer = await requireVerifiedViewer(request);
      const row = await createComment(db, postCommentParent, viewer, request.params.id, request.body.body);
      return reply.status(201).send(presentComment(row, viewer));
    },
  );

  route(app, blogApi.updatePostComment, { schema: { tags }, config: WRITE_LIMIT }, async (request) => {
    const viewer = await requireVerifiedViewer(request);
    return presentComment(await editComment(db, postCommentParent, viewer, request.params.id, request.body.body), viewer);
  });

  route(app, blogApi.getPostCommentRevisions, { schema: { tags } }, async (request) => {
    await requireModerator(request);
    return { items: await listCommentRevisions(db, postCommentParent, request.params.id) };
  });

  route(app, blogApi.deletePostComment, { schema: { tags }, config: WRITE_LIMIT }, async (request, reply) => {
    await deleteComment(db, postCommentParent, await requireViewer(request), request.params.id);
    return reply.status(204).send();
  });
}
