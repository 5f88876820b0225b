import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forumApi } from '@garaj/shared';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** What is edited: a topic (title and body) or one of its answers (body). */
export type EditTarget = { kind: 'topic'; topicId: string } | { kind: 'reply'; topicId: string; replyId: string };

/**
 * PUT /api/forum/topics/:id/content or /api/forum/replies/:id — the author's edit (the body as
 * HTML paragraphs); the topic and its answers are read again.
 */
export function useEditPost(target: EditTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { title?: string; body: string }) => {
      if (target.kind === 'topic') await apiFetch(forumApi.editTopic, { params: { id: target.topicId }, json: { title: input.title ?? '', body: input.body } });
      else await apiFetch(forumApi.editReply, { params: { id: target.replyId }, json: { body: input.body } });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: forumKeys.topic(target.topicId) }),
        queryClient.invalidateQueries({ queryKey: forumKeys.replies(target.topicId) }),
      ]),
  });
}

/** GET …/revisions — the earlier versions, newest first (moderators). */
export function useRevisions(target: EditTarget, enabled: boolean) {
  return useQuery({
    queryKey: [...forumKeys.all, 'revisions', target.kind === 'topic' ? target.topicId : target.replyId],
    queryFn: ({ signal }) =>
      target.kind === 'topic'
        ? apiFetch(forumApi.getTopicRevisions, { params: { id: target.topicId }, signal })
        : apiFetch(forumApi.getReplyRevisions, { params: { id: target.replyId }, signal }),
    enabled,
  });
}
