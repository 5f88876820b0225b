import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forumApi, type TopicDetail, type VoteState, type VoteValue } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchReplyInCaches, patchTopicInLists, restoreCaches, snapshotCaches, type CacheSnapshot } from './forum-cache';
import { forumKeys } from './query-keys';

/** What is voted on: the topic itself or one of its replies. */
export type VoteTarget = { kind: 'topic'; topicId: string } | { kind: 'reply'; topicId: string; replyId: string };

/**
 * PUT /api/forum/topics/:id/vote or /api/forum/replies/:id/vote with `{ value }` (1 up, -1 down,
 * 0 removes); answers the stored vote and the new score. Never on one's own post (403 OWN_VOTE).
 */
export function setVote(target: VoteTarget, value: VoteValue): Promise<VoteState> {
  return target.kind === 'topic'
    ? apiFetch(forumApi.voteTopic, { params: { id: target.topicId }, json: { value } })
    : apiFetch(forumApi.voteReply, { params: { id: target.replyId }, json: { value } });
}

/** The score and up votes after the viewer's vote changes from `from` to `to`. */
export function applyVote(state: VoteState, to: VoteValue): VoteState {
  const from = state.myVote;
  return {
    myVote: to,
    score: state.score - from + to,
    upvotesCount: Math.max(0, state.upvotesCount - (from === 1 ? 1 : 0) + (to === 1 ? 1 : 0)),
  };
}

function patchTarget(queryClient: ReturnType<typeof useQueryClient>, target: VoteTarget, change: (state: VoteState) => VoteState) {
  if (target.kind === 'topic') {
    queryClient.setQueryData<TopicDetail>(forumKeys.topic(target.topicId), (topic) => (topic ? { ...topic, ...change(topic) } : topic));
    // Cards show no vote of the viewer, only the counts.
    patchTopicInLists(queryClient, target.topicId, (t) => {
      const { score, upvotesCount } = change({ myVote: 0, score: t.score, upvotesCount: t.upvotesCount });
      return { score, upvotesCount };
    });
  } else {
    patchReplyInCaches(queryClient, target.topicId, target.replyId, (r) => change(r));
  }
}

export interface SetVoteVariables {
  target: VoteTarget;
  /** The viewer's vote before, so the counts can change at once. */
  current: VoteState;
  value: VoteValue;
}

/**
 * Votes with an optimistic update of the score in every cache holding the target; rolled back
 * on failure (the caller shows the error), the server's figures applied on success.
 */
export function useSetVote() {
  const queryClient = useQueryClient();
  return useMutation<VoteState, unknown, SetVoteVariables, { snapshot: CacheSnapshot }>({
    mutationFn: ({ target, value }) => setVote(target, value),
    onMutate: async ({ target, current, value }) => {
      const prefixes = [forumKeys.topic(target.topicId), forumKeys.topicLists(), forumKeys.replies(target.topicId)];
      await Promise.all(prefixes.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const snapshot = snapshotCaches(queryClient, prefixes);
      const next = applyVote(current, value);
      patchTarget(queryClient, target, (state) => ({
        myVote: value,
        score: state.score + (next.score - current.score),
        upvotesCount: Math.max(0, state.upvotesCount + (next.upvotesCount - current.upvotesCount)),
      }));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      if (context) restoreCaches(queryClient, context.snapshot);
    },
    onSuccess: (state, { target }) => {
      patchTarget(queryClient, target, () => state);
    },
  });
}
