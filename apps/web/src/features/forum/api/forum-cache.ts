/**
 * Changes to the forum's cached queries, shared by the mutations (a member's own vote, reply,
 * topic) and the live events of other members (hooks/use-forum-live-updates.ts). Every function
 * is idempotent — the same change arriving from the mutation's answer and from the live event
 * is applied once — and touches only what is cached (nothing is fetched here).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ForumPage, PublicReply, Reply, TopicDetail, TopicPage, TopicSummary } from '@garaj/shared';
import { FORUM_PAGE_SIZE } from '@garaj/shared';
import { forumKeys, type TopicListParams } from './query-keys';

/** Cached data of some queries, to put back when an optimistic change fails. */
export type CacheSnapshot = [QueryKey, unknown][];

/** Saves the data of every query under these key prefixes. */
export function snapshotCaches(queryClient: QueryClient, prefixes: QueryKey[]): CacheSnapshot {
  return prefixes.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
}

export function restoreCaches(queryClient: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

type TopicPatch = (topic: TopicSummary) => Partial<TopicSummary> & Partial<Pick<TopicDetail, 'acceptedReplyId' | 'canReply'>>;

/** Applies `patch` to the topic wherever it is cached: its detail and every list page holding it. */
export function patchTopicInCaches(queryClient: QueryClient, topicId: string, patch: TopicPatch): void {
  queryClient.setQueryData<TopicDetail>(forumKeys.topic(topicId), (topic) => (topic ? { ...topic, ...patch(topic) } : topic));
  patchTopicInLists(queryClient, topicId, patch);
}

/** Applies `patch` to the topic's card in every cached list page (not its detail). */
export function patchTopicInLists(queryClient: QueryClient, topicId: string, patch: TopicPatch): void {
  queryClient.setQueriesData<TopicPage>({ queryKey: forumKeys.topicLists() }, (data) => {
    if (!data?.items.some((t) => t.id === topicId)) return data;
    return {
      ...data,
      items: data.items.map((t) => {
        if (t.id !== topicId) return t;
        // A list card keeps only the summary fields.
        const { acceptedReplyId: _accepted, canReply: _canReply, ...summary } = patch(t);
        return { ...t, ...summary };
      }),
    };
  });
}

/** Applies `patch` to a reply in every cached page of its topic's replies. */
export function patchReplyInCaches(queryClient: QueryClient, topicId: string, replyId: string, patch: (reply: Reply) => Partial<Reply>): void {
  queryClient.setQueriesData<ForumPage<Reply>>({ queryKey: forumKeys.replies(topicId) }, (data) => {
    if (!data?.items.some((r) => r.id === replyId)) return data;
    return { ...data, items: data.items.map((r) => (r.id === replyId ? { ...r, ...patch(r) } : r)) };
  });
}

/**
 * Adds a new reply: appended to the cached page where it belongs (the last page, when it has
 * room), and every cached page of the topic counts one more. A reply already there is replaced
 * (keeping the richer, viewer-specific fields). Returns whether the reply was new.
 */
export function addReplyToCaches(queryClient: QueryClient, reply: Reply): boolean {
  const pages = queryClient.getQueriesData<ForumPage<Reply>>({ queryKey: forumKeys.replies(reply.topicId) });
  const known = pages.some(([, data]) => data?.items.some((r) => r.id === reply.id));
  for (const [key, data] of pages) {
    if (!data) continue;
    if (known) {
      queryClient.setQueryData<ForumPage<Reply>>(key, {
        ...data,
        items: data.items.map((r) => (r.id === reply.id ? { ...r, ...reply, myVote: r.myVote, isMine: r.isMine || reply.isMine } : r)),
      });
      continue;
    }
    const total = data.total + 1;
    const lastPage = Math.max(1, Math.ceil(total / data.pageSize));
    const belongsHere = data.page === lastPage && data.items.length < data.pageSize;
    queryClient.setQueryData<ForumPage<Reply>>(key, { ...data, total, items: belongsHere ? [...data.items, reply] : data.items });
  }
  return !known;
}

/** A reply as this viewer sees it, made from a live event's viewer-neutral reply. */
export function toViewerReply(reply: PublicReply, viewer: { id: string; role: string } | null): Reply {
  const isMine = Boolean(viewer && viewer.id === reply.author.id);
  return { ...reply, myVote: 0, isMine, canDelete: isMine || viewer?.role === 'moderator' || viewer?.role === 'admin', canEdit: isMine };
}

function listShows(params: TopicListParams, topic: TopicSummary): boolean {
  return (!params.category || params.category === topic.categoryId) && (!params.kind || params.kind === topic.kind);
}

/**
 * Adds a new topic to the cached lists: at the top of every first page without a search that
 * shows its category and kind (after the pinned topics in a category list); the lists it would
 * shift or might match (later pages, searches) are marked stale and refetched if shown.
 */
export function addTopicToLists(queryClient: QueryClient, topic: TopicSummary): void {
  const lists = queryClient.getQueriesData<TopicPage>({ queryKey: forumKeys.topicLists() });
  for (const [key, data] of lists) {
    const params = key[2] as TopicListParams | undefined;
    if (!data || !params || !listShows(params, topic) || data.items.some((t) => t.id === topic.id)) continue;
    if (params.cursor || params.search || params.sort === 'active') {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const pinned = params.category ? data.items.filter((t) => t.isPinned) : [];
    const rest = data.items.filter((t) => !pinned.includes(t));
    const items = [...pinned, topic, ...rest].slice(0, params.limit ?? FORUM_PAGE_SIZE);
    queryClient.setQueryData<TopicPage>(key, data.total === undefined ? { ...data, items } : { ...data, items, total: data.total + 1 });
  }
}

/** Drops a topic from the cached lists (deleted); the lists are refetched to fill the gap. */
export function removeTopicFromLists(queryClient: QueryClient, topicId: string): void {
  queryClient.setQueriesData<TopicPage>({ queryKey: forumKeys.topicLists() }, (data) => {
    if (!data?.items.some((t) => t.id === topicId)) return data;
    const items = data.items.filter((t) => t.id !== topicId);
    return data.total === undefined ? { ...data, items } : { ...data, items, total: Math.max(0, data.total - 1) };
  });
  void queryClient.invalidateQueries({ queryKey: forumKeys.topicLists() });
}

/** The counts of categories and the forum change with every topic and reply: read them again. */
export function refreshForumCounts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: forumKeys.categories() });
  void queryClient.invalidateQueries({ queryKey: [...forumKeys.all, 'category'] });
  void queryClient.invalidateQueries({ queryKey: forumKeys.stats() });
}
