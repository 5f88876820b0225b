import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TopicDetail, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { patchTopicInLists } from './forum-cache';
import { forumKeys } from './query-keys';

/**
 * PUT /api/forum/topics/:id/accepted-reply `{ replyId }` — the asker (or an admin) marks the
 * best answer ('En İyi Cevap'), or un-marks it with null; answers the topic (status 'answered'
 * or back to 'open').
 */
export function acceptReply(topicId: string, replyId: string | null): Promise<TopicDetail> {
  return apiFetch(forumApi.acceptReply, { params: { id: topicId }, json: { replyId } });
}

/** Accepts an answer; the replies are read again (the accepted one moves to the top). */
export function useAcceptReply(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: string | null) => acceptReply(topicId, replyId),
    onSuccess: (topic) => {
      queryClient.setQueryData(forumKeys.topic(topicId), topic);
      patchTopicInLists(queryClient, topicId, () => ({ status: topic.status, hasAcceptedAnswer: topic.hasAcceptedAnswer }));
      return queryClient.invalidateQueries({ queryKey: forumKeys.replies(topicId) });
    },
  });
}
