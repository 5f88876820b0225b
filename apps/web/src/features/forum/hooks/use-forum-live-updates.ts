import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RealtimeEvent, TopicDetail } from '@garaj/shared';
import { useLiveEvents } from '@/hooks/use-live-events';
import { sessionQueryKey, type SessionData } from '@/lib/session';
import {
  addReplyToCaches,
  addTopicToLists,
  patchReplyInCaches,
  patchTopicInCaches,
  refreshForumCounts,
  removeTopicFromLists,
  toViewerReply,
} from '../api/forum-cache';
import { forumKeys } from '../api/query-keys';

/** The signed-in member as the session cache holds it (no fetch). */
function viewerOf(queryClient: QueryClient): { id: string; role: string } | null {
  const user = queryClient.getQueryData<SessionData | null>(sessionQueryKey)?.user;
  return user ? { id: user.id, role: user.role ?? 'user' } : null;
}

/**
 * Merges one live forum event (packages/shared/src/realtime.ts ForumEvents) into the query
 * cache, so open lists, topics and the live Q&A change without a reload. Payloads are the same
 * for every viewer: counts are taken as sent, the viewer's own fields (`myVote`, `canReply`…)
 * are kept, and what cannot be merged exactly is refetched.
 */
export function applyForumEvent(queryClient: QueryClient, event: RealtimeEvent<'forum'>): void {
  switch (event.type) {
    case 'topic.created': {
      addTopicToLists(queryClient, event.data);
      refreshForumCounts(queryClient);
      break;
    }
    case 'topic.updated': {
      const { topicId, isPinned, isLocked, status } = event.data;
      const before = queryClient.getQueryData<TopicDetail>(forumKeys.topic(topicId));
      patchTopicInCaches(queryClient, topicId, () => ({ isPinned, isLocked, status }));
      // What the viewer may do depends on the new state (and on who they are): ask again.
      void queryClient.invalidateQueries({ queryKey: forumKeys.topic(topicId), exact: true });
      if (before?.isPinned !== isPinned) void queryClient.invalidateQueries({ queryKey: forumKeys.topicLists() });
      break;
    }
    case 'topic.deleted': {
      removeTopicFromLists(queryClient, event.data.topicId);
      void queryClient.invalidateQueries({ queryKey: forumKeys.topic(event.data.topicId), exact: true });
      refreshForumCounts(queryClient);
      break;
    }
    case 'reply.created': {
      const { topicId, reply, repliesCount, lastReplyAt } = event.data;
      addReplyToCaches(queryClient, toViewerReply(reply, viewerOf(queryClient)));
      patchTopicInCaches(queryClient, topicId, () => ({ repliesCount, lastReplyAt, lastReplyBy: reply.author.username }));
      refreshForumCounts(queryClient);
      break;
    }
    case 'reply.deleted': {
      const { topicId, repliesCount, acceptedReplyId, status } = event.data;
      patchTopicInCaches(queryClient, topicId, () => ({ repliesCount, status, acceptedReplyId, hasAcceptedAnswer: acceptedReplyId !== null }));
      void queryClient.invalidateQueries({ queryKey: forumKeys.replies(topicId) });
      refreshForumCounts(queryClient);
      break;
    }
    case 'reply.accepted': {
      const { topicId, replyId, status } = event.data;
      patchTopicInCaches(queryClient, topicId, () => ({ status, acceptedReplyId: replyId, hasAcceptedAnswer: replyId !== null }));
      // Mark it at once; the order (accepted first) comes with the refetch.
      queryClient.setQueriesData<{ items: { id: string; isAccepted: boolean }[] }>({ queryKey: forumKeys.replies(topicId) }, (data) =>
        data ? { ...data, items: data.items.map((r) => ({ ...r, isAccepted: r.id === replyId })) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: forumKeys.replies(topicId) });
      break;
    }
    case 'vote.changed': {
      const { target, id, topicId, score, upvotesCount } = event.data;
      if (target === 'topic') patchTopicInCaches(queryClient, topicId, () => ({ score, upvotesCount }));
      else patchReplyInCaches(queryClient, topicId, id, () => ({ score, upvotesCount }));
      break;
    }
  }
}

/**
 * Keeps the forum's cached data live while the calling screen is mounted: subscribes to the
 * `forum` channel of the page's one event stream and merges each event into the cache; after
 * a reconnect (events may have been missed) every forum query is refetched. Mount it once per
 * screen (the forum pages, the home page's live Q&A section).
 */
export function useForumLiveUpdates(): void {
  const queryClient = useQueryClient();
  const onReconnect = useCallback(() => void queryClient.invalidateQueries({ queryKey: forumKeys.all }), [queryClient]);
  useLiveEvents('forum', (event) => applyForumEvent(queryClient, event), { onReconnect });
}
