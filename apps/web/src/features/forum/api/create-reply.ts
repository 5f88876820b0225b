import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NewReplyInput, type Reply, forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { addReplyToCaches, patchTopicInCaches, refreshForumCounts } from './forum-cache';

/** POST /api/forum/topics/:id/replies — an answer (verified members; refused when locked or closed). */
export function createReply(topicId: string, input: NewReplyInput): Promise<Reply> {
  return apiFetch(forumApi.createReply, { params: { id: topicId }, json: input });
}

/** Posts a reply; it is added to the cached replies and the topic counts one more (once, even if the live event came first). */
export function useCreateReply(topicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewReplyInput) => createReply(topicId, input),
    onSuccess: (reply) => {
      if (addReplyToCaches(queryClient, reply)) {
        patchTopicInCaches(queryClient, topicId, (t) => ({
          repliesCount: t.repliesCount + 1,
          lastReplyAt: reply.createdAt,
          lastReplyBy: reply.author.username,
        }));
      }
      refreshForumCounts(queryClient);
    },
  });
}
